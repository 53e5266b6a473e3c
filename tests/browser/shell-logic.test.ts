import { visibleMenuKeys } from '@ezc/domain/identity/menu-rules';
import { privileges } from '@ezc/domain/identity/roles';
import { describe, expect, it } from 'vitest';
import { breadcrumbs } from '../../web/src/lib/breadcrumbs';
import {
  type Audience,
  isCurrent,
  menuEntries,
  menuFor,
  pageLabels,
  type ResolvedMenuItem,
} from '../../web/src/lib/menu';
import { matchesQuery } from '../../web/src/lib/text-match';
import {
  $notifications,
  AUTO_DISMISS_MS,
  drainFlash,
  flash,
  MAX_VISIBLE,
  notify,
} from '../../web/src/stores/notifications';

/** The shell's pure modules (web/** is outside the root vitest include, so they are tested here). */

const labels = (items: readonly ResolvedMenuItem[]): string[] =>
  items.flatMap((i) => [i.label, ...(i.children ? labels(i.children).map((k) => `  ${k}`) : [])]);
const staff = (roles: string[], privileges: string[] = []): Audience => ({
  kind: 'staff',
  roles,
  privileges,
});
const borrower: Audience = { kind: 'customer', roles: ['Borrower'], privileges: [] };

describe('menu', () => {
  it('offers visitors only sign-in, onboarding and the error screens', () => {
    const entries = menuEntries(menuFor({ kind: 'visitor' }));
    expect(entries.map((e) => e.path)).toEqual([
      '/',
      '/staff/login',
      '/onboarding/step1',
      '/onboarding-company/step1',
      '/error-1',
      '/error-2',
    ]);
  });

  it('draws exactly the entries the domain rules show, in the spec order', () => {
    // Every domain key shown appears once, and nothing else (logout is an action, not a page).
    for (const audience of [
      borrower,
      staff(['Admin'], [...privileges]),
      staff(['Attorney'], ['Signature - Retrieve']),
    ]) {
      if (audience.kind === 'visitor') continue;
      const pages = menuEntries(menuFor(audience)).map((e) => e.path);
      const disabled = labels(menuFor(audience)).filter((l) => l.trim() === 'menu.performKyc').length;
      const expected = visibleMenuKeys(audience).filter((k) => k !== 'logout' && k !== 'profile.ekyc').length;
      expect(pages).toHaveLength(expected);
      expect(disabled).toBe(visibleMenuKeys(audience).includes('profile.ekyc') ? 1 : 0);
    }
  });

  it('gives borrowers their own wording in their own place and no staff sections', () => {
    expect(labels(menuFor(borrower))).toEqual([
      'menu.profile',
      '  menu.personalDetails',
      'menu.myLoans',
      'menu.myApplications',
      'menu.logout',
    ]);
  });

  it('shows Finance, Reports and Settings > package to Admin and Finance Team', () => {
    const menu = labels(menuFor(staff(['Finance Team'])));
    expect(menu).toEqual(
      expect.arrayContaining(['menu.loanListing', 'menu.reports', 'menu.finance', '  menu.package']),
    );
    expect(labels(menuFor(staff(['Risk Team'])))).not.toContain('menu.finance');
    expect(labels(menuFor(staff(['Admin'])))).toContain('  menu.userRole');
  });

  it('makes logout an action and links loan signing to its page', () => {
    const items = menuFor(staff(['Company Signer'], ['Signer - Company']));
    expect(items.at(-1)).toMatchObject({ label: 'menu.logout', action: 'logout' });
    expect(items.at(-1)?.path).toBeUndefined();
    expect(menuEntries(items).find((e) => e.label === 'menu.loanSigning')?.path).toBe('/loan/signing');
  });

  it('marks the perform-KYC entry disabled and keeps it out of search', () => {
    const items = menuFor(staff(['Attorney']));
    const profile = items.find((i) => i.label === 'menu.profile');
    expect(profile?.children?.find((c) => c.label === 'menu.performKyc')?.disabled).toBe(true);
    expect(menuEntries(items).some((e) => e.label === 'menu.performKyc')).toBe(false);
  });

  it('opens the perform-KYC entry once an Admin enables it', () => {
    const items = menuFor(staff(['Attorney']), { ekycEnabled: true });
    const profile = items.find((i) => i.label === 'menu.profile');
    expect(profile?.children?.find((c) => c.label === 'menu.performKyc')?.disabled).toBe(false);
    expect(menuEntries(items).find((e) => e.label === 'menu.performKyc')?.path).toBe('/profile/ekyc');
  });

  it('names pages by their staff wording for breadcrumbs', () => {
    const byPath = pageLabels();
    expect(byPath.get('/loan/listing')).toBe('menu.loanListing');
    expect(byPath.get('/settings/user-role')).toBe('menu.userRole');
    expect(byPath.has('/')).toBe(false);
    expect(pageLabels('borrower').get('/loan/listing')).toBe('menu.myLoans');
  });

  it('matches the current page and the pages below it, but home only itself', () => {
    expect(isCurrent('/loan/listing', '/loan/listing/')).toBe(true);
    expect(isCurrent('/appointment/slotgroups', '/appointment/slotgroups/sessions/7')).toBe(true);
    expect(isCurrent('/', '/error-1')).toBe(false);
    // The sibling that matches more of the path is the current one.
    const profile = ['/profile', '/profile/ekyc', '/profile/signature'];
    expect(isCurrent('/profile', '/profile/signature', profile)).toBe(false);
    expect(isCurrent('/profile/signature', '/profile/signature', profile)).toBe(true);
    expect(isCurrent('/profile', '/profile/manage', profile)).toBe(true);
  });

  it('searches labels and paths regardless of case and accents', () => {
    expect(matchesQuery('TETAPAN', 'Tetapan')).toBe(true);
    expect(matchesQuery('resume', 'Résumé')).toBe(true);
    expect(matchesQuery('error-2', 'Service Unavailable /error-2')).toBe(true);
    expect(matchesQuery('zzz', 'Dashboard')).toBe(false);
  });
});

describe('breadcrumbs', () => {
  const labels = {
    home: 'Home',
    forPath: (path: string) => ({ '/loan/listing': 'Loan Listing' })[path],
    forSegment: (segment: string) => ({ onboarding: 'Register as an individual' })[segment],
    forStep: (step: number) => `Step ${step} of 5`,
  };

  it('builds one crumb per segment, the last one current and unlinked', () => {
    expect(breadcrumbs('/onboarding/step2', labels)).toEqual([
      { label: 'Home', href: '/', current: false },
      { label: 'Register as an individual', href: '/onboarding', current: false },
      { label: 'Step 2 of 5', current: true },
    ]);
  });

  it('names unknown segments readably and leaves folders unlinked', () => {
    const crumbs = breadcrumbs('/report/interest-income-recognized', labels, (p) => p !== '/report');
    expect(crumbs.map((c) => [c.label, c.href])).toEqual([
      ['Home', '/'],
      ['Report', undefined],
      ['Interest income recognized', undefined],
    ]);
    expect(breadcrumbs('/', labels)).toEqual([{ label: 'Home', current: true }]);
  });

  it('names a folder once when the page inside it bears its name', () => {
    const product = { ...labels, forPath: (path: string) => ({ '/product/listing': 'Product' })[path] };
    const inFolder = (p: string) => p !== '/product';
    expect(
      breadcrumbs('/product/listing', { ...product, forSegment: () => 'Product' }, inFolder).map(
        (c) => c.label,
      ),
    ).toEqual(['Home', 'Product']);
    // A folder named otherwise stays.
    expect(
      breadcrumbs('/product/listing', { ...product, forSegment: () => 'Setup' }, inFolder).map(
        (c) => c.label,
      ),
    ).toEqual(['Home', 'Setup', 'Product']);
  });
});

describe('notifications store', () => {
  it('defaults the description of errors only', () => {
    $notifications.set([]);
    notify({ type: 'error', title: 'Fetch Loans Failed' });
    notify({ type: 'success', title: 'Signature Saved' });
    const [error, success] = $notifications.get();
    expect(error?.description).toBe('An error occured.');
    expect(error?.timeoutMs).toBe(AUTO_DISMISS_MS.error);
    expect(success?.description).toBeUndefined();
  });

  it('keeps sticky warnings until dismissed, dropping the oldest others first', () => {
    $notifications.set([]);
    notify({ type: 'warning', title: 'Full settlement', sticky: true });
    for (let i = 0; i < MAX_VISIBLE + 2; i++) notify({ type: 'info', title: `info ${i}` });
    const list = $notifications.get();
    expect(list).toHaveLength(MAX_VISIBLE);
    expect(list[0]).toMatchObject({ title: 'Full settlement', sticky: true, timeoutMs: undefined });
    expect(list.at(-1)?.title).toBe(`info ${MAX_VISIBLE + 1}`);
  });

  it('carries flashed notifications over to the next page', () => {
    $notifications.set([]);
    const data = new Map<string, string>();
    const storage = {
      getItem: (k: string) => data.get(k) ?? null,
      setItem: (k: string, v: string) => void data.set(k, v),
      removeItem: (k: string) => void data.delete(k),
    } as Storage;
    flash({ type: 'error', title: 'Session expired.' }, storage);
    data.set('ezc.flash', data.get('ezc.flash')?.replace(']', ',{"type":"bogus","title":1}]') ?? '');
    drainFlash(storage);
    expect($notifications.get().map((n) => n.title)).toEqual(['Session expired.']);
    expect(data.has('ezc.flash')).toBe(false);
  });
});
