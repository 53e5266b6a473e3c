import type { TranslationKey } from '@ezc/domain/i18n/index';

/**
 * The side menu as data. Pure: no Astro, no DOM. Each item says who sees it through `visible`,
 * so the logged-in shell only has to build the right `Audience`.
 */

export type Audience =
  | { readonly kind: 'visitor' }
  | {
      readonly kind: 'customer' | 'staff';
      readonly roles: readonly string[];
      readonly privileges: readonly string[];
    };

export type IconName =
  | 'login'
  | 'staff'
  | 'register'
  | 'user'
  | 'building'
  | 'help'
  | 'alert'
  | 'cloud-off'
  | 'dashboard'
  | 'profile'
  | 'shield'
  | 'pen'
  | 'loans'
  | 'file'
  | 'calendar'
  | 'reports'
  | 'finance'
  | 'receipt'
  | 'settings'
  | 'box'
  | 'handshake'
  | 'tag'
  | 'logout';

type MenuKey = Extract<TranslationKey, `menu.${string}`>;

/** Values that fill `{placeholders}` in paths, e.g. the loan being signed. */
export type PathParams = Readonly<Record<string, string>>;

export interface MenuItem {
  readonly key: MenuKey;
  readonly icon: IconName;
  /** Absent on groups. A function when the target depends on who is looking. */
  readonly path?: string | ((audience: Audience) => string);
  readonly children?: readonly MenuItem[];
  readonly visible: (audience: Audience) => boolean;
  /** Shown but not operable (spec §2: the perform-KYC entry is disabled by default). */
  readonly disabled?: boolean;
}

/** A visible item with its path resolved, as the shell renders it. */
export interface ResolvedMenuItem {
  readonly key: MenuKey;
  readonly icon: IconName;
  readonly path?: string;
  readonly children?: readonly ResolvedMenuItem[];
  readonly disabled: boolean;
}

const visitor = (a: Audience) => a.kind === 'visitor';
const signedIn = (a: Audience) => a.kind !== 'visitor';
const hasRole =
  (...roles: string[]) =>
  (a: Audience) =>
    a.kind !== 'visitor' && a.roles.some((r) => roles.includes(r));
const hasPrivilege = (privilege: string) => (a: Audience) =>
  a.kind !== 'visitor' && a.privileges.includes(privilege);
const not = (rule: (a: Audience) => boolean) => (a: Audience) => signedIn(a) && !rule(a);
const always = () => true;

const isBorrower = hasRole('Borrower');
const financeOrAdmin = hasRole('Admin', 'Finance Team');

/** Spec §2 "Menu" and §6 "Menu rules"; the logged-out entries are spec §2 "Logged-out area". */
export const MENU: readonly MenuItem[] = [
  {
    key: 'menu.signIn',
    icon: 'login',
    visible: visitor,
    children: [
      { key: 'menu.customerLogin', icon: 'login', path: '/', visible: always },
      { key: 'menu.staffLogin', icon: 'staff', path: '/staff/login', visible: always },
    ],
  },
  {
    key: 'menu.register',
    icon: 'register',
    visible: visitor,
    children: [
      { key: 'menu.onboardingIndividual', icon: 'user', path: '/onboarding/step1', visible: always },
      { key: 'menu.onboardingCompany', icon: 'building', path: '/onboarding-company/step1', visible: always },
    ],
  },
  {
    key: 'menu.help',
    icon: 'help',
    visible: visitor,
    children: [
      { key: 'menu.error1', icon: 'alert', path: '/error-1', visible: always },
      { key: 'menu.error2', icon: 'cloud-off', path: '/error-2', visible: always },
    ],
  },
  { key: 'menu.dashboard', icon: 'dashboard', path: '/dashboard', visible: hasPrivilege('Dashboard') },
  {
    key: 'menu.profile',
    icon: 'profile',
    visible: signedIn,
    children: [
      { key: 'menu.personalDetails', icon: 'user', path: '/profile', visible: isBorrower },
      {
        key: 'menu.performKyc',
        icon: 'shield',
        path: '/profile/ekyc',
        visible: hasRole('Company Signer', 'Attorney'),
        disabled: true,
      },
      {
        key: 'menu.saveSignature',
        icon: 'pen',
        path: '/profile/signature',
        visible: hasPrivilege('Signature - Retrieve'),
      },
    ],
  },
  { key: 'menu.myLoans', icon: 'loans', path: '/loan/listing', visible: isBorrower },
  { key: 'menu.myApplications', icon: 'file', path: '/application/listing', visible: isBorrower },
  {
    key: 'menu.application',
    icon: 'file',
    path: '/application/listing',
    visible: (a) => not(isBorrower)(a) && hasPrivilege('Menu - Applications')(a),
  },
  { key: 'menu.loanListing', icon: 'loans', path: '/loan/listing', visible: not(isBorrower) },
  {
    key: 'menu.loanSigning',
    icon: 'pen',
    // Which loan to open is decided by the logged-in shell (PathParams.id).
    path: (a) => (hasPrivilege('Signer - Company')(a) ? '/loan/{id}/signing-company' : '/loan/{id}/signing'),
    visible: hasPrivilege('Menu - Signing Sessions'),
  },
  {
    key: 'menu.scheduledSigningSessions',
    icon: 'calendar',
    path: '/loan/signingsessions',
    visible: hasPrivilege('Loan - Retrieve Signing Sessions'),
  },
  {
    key: 'menu.reports',
    icon: 'reports',
    visible: financeOrAdmin,
    children: [
      {
        key: 'menu.installmentReport',
        icon: 'reports',
        path: '/report/installment-listing',
        visible: always,
      },
      {
        key: 'menu.interestIncomeRecognized',
        icon: 'reports',
        path: '/report/interest-income-recognized',
        visible: always,
      },
      { key: 'menu.latePaymentCharges', icon: 'reports', path: '/report/lpc', visible: always },
      {
        key: 'menu.summaryOfBorrower',
        icon: 'reports',
        path: '/report/summary-of-borrower',
        visible: always,
      },
    ],
  },
  {
    key: 'menu.finance',
    icon: 'finance',
    visible: financeOrAdmin,
    children: [
      { key: 'menu.invoice', icon: 'receipt', path: '/invoices', visible: always },
      { key: 'menu.paymentReceived', icon: 'finance', path: '/finance/payment-received', visible: always },
      { key: 'menu.creditNote', icon: 'receipt', path: '/credit-notes', visible: always },
    ],
  },
  {
    key: 'menu.settings',
    icon: 'settings',
    visible: signedIn,
    children: [
      { key: 'menu.package', icon: 'box', path: '/package/listing', visible: financeOrAdmin },
      {
        key: 'menu.partner',
        icon: 'handshake',
        path: '/partner/listing',
        visible: hasPrivilege('Partner - List'),
      },
      {
        key: 'menu.product',
        icon: 'tag',
        path: '/product/listing',
        visible: hasPrivilege('Menu - Setup > Product'),
      },
      {
        key: 'menu.signingSessions',
        icon: 'calendar',
        path: '/appointment/slotgroups',
        visible: hasPrivilege('Menu - Setup > Signing Session'),
      },
    ],
  },
  { key: 'menu.logout', icon: 'logout', path: '/logout', visible: signedIn },
];

function fillPath(template: string, params: PathParams): string | undefined {
  let missing = false;
  const path = template.replace(/\{(\w+)\}/g, (_m, name: string) => {
    const value = params[name];
    if (value === undefined) missing = true;
    return encodeURIComponent(value ?? '');
  });
  return missing ? undefined : path;
}

/**
 * The menu one audience sees. Groups left without visible children disappear; an entry whose
 * path needs a parameter that was not given (e.g. no loan to sign) is left out.
 */
export function menuFor(
  audience: Audience,
  params: PathParams = {},
  items: readonly MenuItem[] = MENU,
): ResolvedMenuItem[] {
  const out: ResolvedMenuItem[] = [];
  for (const item of items) {
    if (!item.visible(audience)) continue;
    const base = { key: item.key, icon: item.icon, disabled: item.disabled ?? false };
    if (item.children) {
      const children = menuFor(audience, params, item.children);
      if (children.length > 0) out.push({ ...base, children });
      continue;
    }
    const template = typeof item.path === 'function' ? item.path(audience) : item.path;
    const path = template === undefined ? undefined : fillPath(template, params);
    if (path !== undefined) out.push({ ...base, path });
  }
  return out;
}

export interface MenuEntry {
  readonly key: MenuKey;
  readonly path: string;
  /** Keys of the enclosing groups, outermost first. */
  readonly trail: readonly MenuKey[];
}

/** Operable leaves in menu order, one per path: the menu search's suggestions. */
export function menuEntries(items: readonly ResolvedMenuItem[], trail: readonly MenuKey[] = []): MenuEntry[] {
  const seen = new Set<string>();
  const walk = (list: readonly ResolvedMenuItem[], within: readonly MenuKey[]): MenuEntry[] =>
    list.flatMap((item) => {
      if (item.children) return walk(item.children, [...within, item.key]);
      if (!item.path || item.disabled || seen.has(item.path)) return [];
      seen.add(item.path);
      return [{ key: item.key, path: item.path, trail: within }];
    });
  return walk(items, trail);
}

/** True when `path` is the item's page or lies under it (the home page only matches itself). */
export function isCurrent(itemPath: string, currentPath: string): boolean {
  const normalise = (p: string) => (p.length > 1 ? p.replace(/\/+$/, '') : p);
  const item = normalise(itemPath);
  const current = normalise(currentPath);
  return item === current || (item !== '/' && current.startsWith(`${item}/`));
}
