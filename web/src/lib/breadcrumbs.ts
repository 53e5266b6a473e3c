/**
 * Breadcrumbs from the path's segments. Pure: labels come from a lookup the caller provides
 * (menu labels, translated segment names), so this works for any page and any language.
 */
export interface Crumb {
  readonly label: string;
  /** Absent for the current page and for segments that are not pages of their own. */
  readonly href?: string;
  readonly current: boolean;
}

export interface CrumbLabels {
  readonly home: string;
  /** Label for a full path (e.g. from the menu), tried first. */
  readonly forPath: (path: string) => string | undefined;
  /** Label for a lone segment (e.g. 'onboarding'), tried next. */
  readonly forSegment: (segment: string) => string | undefined;
  /** 'step3' → the caller's wording for step 3 (wins over the path lookup: wizard steps share a menu entry). */
  readonly forStep: (step: number) => string;
}

/** Turns 'interest-income-recognized' into 'Interest income recognized'. */
export function humanise(segment: string): string {
  const words = decodeURIComponent(segment).replace(/[-_]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export function breadcrumbs(
  pathname: string,
  labels: CrumbLabels,
  isPage: (path: string) => boolean = () => true,
): Crumb[] {
  const segments = pathname.split('/').filter(Boolean);
  const home: Crumb = { label: labels.home, current: segments.length === 0, href: '/' };
  const crumbs: Crumb[] = [segments.length === 0 ? { label: labels.home, current: true } : home];
  segments.forEach((segment, index) => {
    const path = `/${segments.slice(0, index + 1).join('/')}`;
    const current = index === segments.length - 1;
    const step = /^step(\d+)$/.exec(segment);
    const label =
      (step ? labels.forStep(Number(step[1])) : undefined) ??
      labels.forPath(path) ??
      labels.forSegment(segment) ??
      humanise(segment);
    crumbs.push(current || !isPage(path) ? { label, current } : { label, href: path, current });
  });
  // A folder named like the page inside it ('Product' › 'Product') says its name once.
  return crumbs.filter((c, i) => c.href !== undefined || c.current || crumbs[i + 1]?.label !== c.label);
}
