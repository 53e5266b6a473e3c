import { describe, expect, it } from 'vitest';
import { breadcrumbs } from '../../web/src/lib/breadcrumbs';
import {
  type Audience,
  isCurrent,
  menuEntries,
  menuFor,
  type ResolvedMenuItem,
} from '../../web/src/lib/menu';
import { matchesQuery } from '../../web/src/lib/text-match';
import {
  $notifications,
  AUTO_DISMISS_MS,
  dismissAll,
  drainFlash,
  flash,
  MAX_VISIBLE,
  notify,
} from '../../web/src/stores/notifications';

/** The shell's pure modules (web/** is outside the root vitest include, so they are tested here). */

const keys = (items: readonly ResolvedMenuItem[]): string[] =>
  items.flatMap((i) => [i.key, ...(i.children ? keys(i.children).map((k) => `  ${k}`) : [])]);
const staff = (roles: string[], privileges: string[] = []): Audience => ({
  kind: 'staff',
  roles,
  privileges,
});

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

  it('gives borrowers their own wording and no staff sections', () => {
    const menu = keys(menuFor({ kind: 'customer', roles: ['Borrower'], privileges: [] }));
    expect(menu).toContain('menu.myLoans');
    expect(menu).toContain('menu.myApplications');
    expect(menu).toContain('  menu.personalDetails');
    expect(menu).not.toContain('menu.loanListing');
    expect(menu).not.toContain('menu.finance');
    expect(menu.at(-1)).toBe('menu.logout');
  });

  it('shows Finance, Reports and Settings > package to Admin and Finance Team', () => {
    const menu = keys(menuFor(staff(['Finance Team'])));
    expect(menu).toEqual(
      expect.arrayContaining(['menu.loanListing', 'menu.reports', 'menu.finance', '  menu.package']),
    );
    expect(keys(menuFor(staff(['Risk Team'])))).not.toContain('menu.finance');
  });

  it('adds entries by privilege and resolves the loan-signing path per audience', () => {
    const signer = staff(['Company Signer'], ['Dashboard', 'Menu - Signing Sessions', 'Signer - Company']);
    expect(keys(menuFor(signer))).toContain('menu.dashboard');
    // Without a loan to sign the entry is left out rather than pointing nowhere.
    expect(keys(menuFor(signer))).not.toContain('menu.loanSigning');
    const withLoan = menuEntries(menuFor(signer, { id: 'L-1' }));
    expect(withLoan.find((e) => e.key === 'menu.loanSigning')?.path).toBe('/loan/L-1/signing-company');
    const borrowerSigning = menuEntries(
      menuFor(
        { kind: 'customer', roles: ['Borrower'], privileges: ['Menu - Signing Sessions'] },
        { id: 'L-2' },
      ),
    );
    expect(borrowerSigning.find((e) => e.key === 'menu.loanSigning')?.path).toBe('/loan/L-2/signing');
  });

  it('marks the perform-KYC entry disabled and keeps it out of search', () => {
    const items = menuFor(staff(['Attorney']));
    const profile = items.find((i) => i.key === 'menu.profile');
    expect(profile?.children?.find((c) => c.key === 'menu.performKyc')?.disabled).toBe(true);
    expect(menuEntries(items).some((e) => e.key === 'menu.performKyc')).toBe(false);
  });

  it('matches the current page and the pages below it, but home only itself', () => {
    expect(isCurrent('/loan/listing', '/loan/listing/')).toBe(true);
    expect(isCurrent('/appointment/slotgroups', '/appointment/slotgroups/sessions/7')).toBe(true);
    expect(isCurrent('/', '/error-1')).toBe(false);
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
});

describe('notifications store', () => {
  it('defaults the description of errors only', () => {
    dismissAll();
    notify({ type: 'error', title: 'Fetch Loans Failed' });
    notify({ type: 'success', title: 'Signature Saved' });
    const [error, success] = $notifications.get();
    expect(error?.description).toBe('An error occured.');
    expect(error?.timeoutMs).toBe(AUTO_DISMISS_MS.error);
    expect(success?.description).toBeUndefined();
  });

  it('keeps sticky warnings until dismissed, dropping the oldest others first', () => {
    dismissAll();
    notify({ type: 'warning', title: 'Full settlement', sticky: true });
    for (let i = 0; i < MAX_VISIBLE + 2; i++) notify({ type: 'info', title: `info ${i}` });
    const list = $notifications.get();
    expect(list).toHaveLength(MAX_VISIBLE);
    expect(list[0]).toMatchObject({ title: 'Full settlement', sticky: true, timeoutMs: undefined });
    expect(list.at(-1)?.title).toBe(`info ${MAX_VISIBLE + 1}`);
  });

  it('carries flashed notifications over to the next page', () => {
    dismissAll();
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
