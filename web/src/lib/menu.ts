import type { TranslationKey } from '@ezc/domain/i18n/index';
import {
  disabledMenuKeys,
  type MenuKey,
  type MenuSettings,
  usesBorrowerWording,
  visibleMenuKeys,
} from '@ezc/domain/identity/menu-rules';
import type { Subject } from '@ezc/domain/identity/subject';

/**
 * The side menu as data. Pure: no Astro, no DOM. WHO sees an entry is decided by the domain's
 * menu rules (`visibleMenuKeys`, spec §6); this file only says how each entry looks (label,
 * icon, path) and where it sits.
 */

export type Audience = { readonly kind: 'visitor' } | Subject;

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
  | 'users'
  | 'logout';

export type MenuLabel = Extract<TranslationKey, `menu.${string}`>;

/** What an entry does instead of linking (logout POSTs, it is not a page). */
export type MenuAction = 'logout';

/** One entry of the signed-in menu, shown when the domain lists its key. */
interface MemberLeaf {
  readonly key: MenuKey;
  readonly label: MenuLabel;
  readonly icon: IconName;
  readonly path?: string;
  readonly action?: MenuAction;
  /**
   * Borrowers read their own wording in their own place (spec §2: My Loans comes before
   * Application): an entry marked 'borrower' shows only with borrower wording, 'staff' only without.
   */
  readonly wording?: 'borrower' | 'staff';
}

interface MemberGroup {
  readonly label: MenuLabel;
  readonly icon: IconName;
  readonly children: readonly MemberLeaf[];
}

/** A visible item as the shell renders it. */
export interface ResolvedMenuItem {
  readonly label: MenuLabel;
  readonly icon: IconName;
  readonly path?: string;
  readonly action?: MenuAction;
  readonly children?: readonly ResolvedMenuItem[];
  readonly disabled: boolean;
}

/** Spec §2 "Logged-out area": sign-in, onboarding and the error screens (spec §6). */
export const VISITOR_MENU: readonly ResolvedMenuItem[] = [
  {
    label: 'menu.signIn',
    icon: 'login',
    disabled: false,
    children: [
      { label: 'menu.customerLogin', icon: 'login', path: '/', disabled: false },
      { label: 'menu.staffLogin', icon: 'staff', path: '/staff/login', disabled: false },
    ],
  },
  {
    label: 'menu.register',
    icon: 'register',
    disabled: false,
    children: [
      { label: 'menu.onboardingIndividual', icon: 'user', path: '/onboarding/step1', disabled: false },
      {
        label: 'menu.onboardingCompany',
        icon: 'building',
        path: '/onboarding-company/step1',
        disabled: false,
      },
    ],
  },
  {
    label: 'menu.help',
    icon: 'help',
    disabled: false,
    children: [
      { label: 'menu.error1', icon: 'alert', path: '/error-1', disabled: false },
      { label: 'menu.error2', icon: 'cloud-off', path: '/error-2', disabled: false },
    ],
  },
];

/** Spec §2 "Menu", in its order. */
export const MEMBER_MENU: readonly (MemberLeaf | MemberGroup)[] = [
  { key: 'dashboard', label: 'menu.dashboard', icon: 'dashboard', path: '/dashboard' },
  {
    label: 'menu.profile',
    icon: 'profile',
    children: [
      { key: 'profile.personal', label: 'menu.personalDetails', icon: 'user', path: '/profile' },
      { key: 'profile.ekyc', label: 'menu.performKyc', icon: 'shield', path: '/profile/ekyc' },
      { key: 'profile.signature', label: 'menu.saveSignature', icon: 'pen', path: '/profile/signature' },
    ],
  },
  { key: 'loanListing', label: 'menu.myLoans', icon: 'loans', path: '/loan/listing', wording: 'borrower' },
  {
    key: 'application',
    label: 'menu.myApplications',
    icon: 'file',
    path: '/application/listing',
    wording: 'borrower',
  },
  {
    key: 'application',
    label: 'menu.application',
    icon: 'file',
    path: '/application/listing',
    wording: 'staff',
  },
  { key: 'loanListing', label: 'menu.loanListing', icon: 'loans', path: '/loan/listing', wording: 'staff' },
  { key: 'loanSigning', label: 'menu.loanSigning', icon: 'pen', path: '/loan/signing' },
  {
    key: 'signingSessions',
    label: 'menu.scheduledSigningSessions',
    icon: 'calendar',
    path: '/loan/signingsessions',
  },
  {
    label: 'menu.reports',
    icon: 'reports',
    children: [
      {
        key: 'reports.installment',
        label: 'menu.installmentReport',
        icon: 'reports',
        path: '/report/installment-listing',
      },
      {
        key: 'reports.interest',
        label: 'menu.interestIncomeRecognized',
        icon: 'reports',
        path: '/report/interest-income-recognized',
      },
      { key: 'reports.lpc', label: 'menu.latePaymentCharges', icon: 'reports', path: '/report/lpc' },
      {
        key: 'reports.summary',
        label: 'menu.summaryOfBorrower',
        icon: 'reports',
        path: '/report/summary-of-borrower',
      },
      {
        key: 'reports.payments',
        label: 'menu.paymentsReceivedReport',
        icon: 'reports',
        path: '/report/payments-received',
      },
    ],
  },
  {
    label: 'menu.finance',
    icon: 'finance',
    children: [
      { key: 'finance.invoice', label: 'menu.invoice', icon: 'receipt', path: '/invoices' },
      {
        key: 'finance.paymentReceived',
        label: 'menu.paymentReceived',
        icon: 'finance',
        path: '/finance/payment-received',
      },
      {
        key: 'finance.manualPayment',
        label: 'menu.manualPayment',
        icon: 'receipt',
        path: '/manual-payment',
      },
      { key: 'finance.creditNote', label: 'menu.creditNote', icon: 'receipt', path: '/credit-notes' },
    ],
  },
  {
    label: 'menu.settings',
    icon: 'settings',
    children: [
      { key: 'settings.package', label: 'menu.package', icon: 'box', path: '/package/listing' },
      { key: 'settings.partner', label: 'menu.partner', icon: 'handshake', path: '/partner/listing' },
      { key: 'settings.product', label: 'menu.product', icon: 'tag', path: '/product/listing' },
      {
        key: 'settings.signingSessions',
        label: 'menu.signingSessions',
        icon: 'calendar',
        path: '/appointment/slotgroups',
      },
      { key: 'settings.userRole', label: 'menu.userRole', icon: 'users', path: '/settings/user-role' },
      { key: 'settings.compliance', label: 'menu.compliance', icon: 'shield', path: '/settings/compliance' },
      {
        key: 'settings.dataSubjectRequest',
        label: 'menu.dataSubjectRequest',
        icon: 'file',
        path: '/settings/data-subject-request',
      },
    ],
  },
  { key: 'logout', label: 'menu.logout', icon: 'logout', action: 'logout' },
];

const isGroup = (item: MemberLeaf | MemberGroup): item is MemberGroup => 'children' in item;

function resolveLeaf(leaf: MemberLeaf, disabled: ReadonlySet<MenuKey>): ResolvedMenuItem {
  return {
    label: leaf.label,
    icon: leaf.icon,
    disabled: disabled.has(leaf.key),
    ...(leaf.path ? { path: leaf.path } : {}),
    ...(leaf.action ? { action: leaf.action } : {}),
  };
}

/** Until the setting is read, the spec's default: the perform-KYC entry disabled. */
export const DEFAULT_MENU_SETTINGS: MenuSettings = { ekycEnabled: false };

/**
 * The menu one audience sees: the domain's visible entries, drawn, those the settings disable
 * shown but not operable; groups left empty disappear.
 */
export function menuFor(
  audience: Audience,
  settings: MenuSettings = DEFAULT_MENU_SETTINGS,
): ResolvedMenuItem[] {
  if (audience.kind === 'visitor') return [...VISITOR_MENU];
  const shown = new Set(visibleMenuKeys(audience));
  const disabled = new Set(disabledMenuKeys(settings));
  const resolve = (leaf: MemberLeaf) => resolveLeaf(leaf, disabled);
  const wording = usesBorrowerWording(audience) ? 'borrower' : 'staff';
  const fits = (leaf: MemberLeaf) => shown.has(leaf.key) && (leaf.wording ?? wording) === wording;
  const out: ResolvedMenuItem[] = [];
  for (const item of MEMBER_MENU) {
    if (!isGroup(item)) {
      if (fits(item)) out.push(resolve(item));
      continue;
    }
    const children = item.children.filter(fits).map(resolve);
    if (children.length > 0) out.push({ label: item.label, icon: item.icon, disabled: false, children });
  }
  return out;
}

/**
 * The label of every page path the menu knows, in the wording of the one looking (borrowers read
 * "My Loans" where staff read "Loan Listing"), whether or not their menu shows the page.
 */
export function pageLabels(wording: 'borrower' | 'staff' = 'staff'): ReadonlyMap<string, MenuLabel> {
  const byPath = new Map<string, MenuLabel>();
  const add = (path: string | undefined, label: MenuLabel) => {
    if (path && path !== '/' && !byPath.has(path)) byPath.set(path, label);
  };
  const leaves = MEMBER_MENU.flatMap((item) => (isGroup(item) ? item.children : [item]));
  for (const leaf of leaves.filter((l) => (l.wording ?? wording) === wording)) add(leaf.path, leaf.label);
  for (const item of VISITOR_MENU) for (const child of item.children ?? []) add(child.path, child.label);
  return byPath;
}

export interface MenuEntry {
  readonly label: MenuLabel;
  readonly path: string;
  /** Labels of the enclosing groups, outermost first. */
  readonly trail: readonly MenuLabel[];
}

/** Operable page links in menu order, one per path: the menu search's suggestions. */
export function menuEntries(
  items: readonly ResolvedMenuItem[],
  trail: readonly MenuLabel[] = [],
): MenuEntry[] {
  const seen = new Set<string>();
  const walk = (list: readonly ResolvedMenuItem[], within: readonly MenuLabel[]): MenuEntry[] =>
    list.flatMap((item) => {
      if (item.children) return walk(item.children, [...within, item.label]);
      if (!item.path || item.disabled || seen.has(item.path)) return [];
      seen.add(item.path);
      return [{ label: item.label, path: item.path, trail: within }];
    });
  return walk(items, trail);
}

/**
 * True when `path` is the item's page or lies under it (the home page only matches itself), unless a
 * sibling menu item matches more of it.
 */
export function isCurrent(itemPath: string, currentPath: string, siblings: readonly string[] = []): boolean {
  const normalise = (p: string) => (p.length > 1 ? p.replace(/\/+$/, '') : p);
  const current = normalise(currentPath);
  const matches = (path: string) => {
    const item = normalise(path);
    return item === current || (item !== '/' && current.startsWith(`${item}/`));
  };
  if (!matches(itemPath)) return false;
  // A sibling that matches more of the path is the current one (/profile/signature, not /profile).
  const length = normalise(itemPath).length;
  return !siblings.some((other) => normalise(other).length > length && matches(other));
}
