import { describe, expect, it } from 'vitest';
import { keysToClear } from '../../web/src/lib/client-state';
import { decide, isGuardedPath } from '../../web/src/lib/guard';
import { textParts } from '../../web/src/lib/i18n';
import { addRecent, MAX_RECENT } from '../../web/src/lib/recent-pages';
import {
  decodeEnvelope,
  encodeEnvelope,
  generateStorageKey,
  seal,
  unseal,
} from '../../web/src/lib/sealed-storage';
import { applySetCookies, parseCookieHeader, parseMe } from '../../web/src/lib/session';
import { parseList, parseRole, parseUser, sameMembers, toggled } from '../../web/src/stores/user-role';

/** The pure parts of sign-in, the page guard, sealed storage and the User Role screen. */

const admin = {
  kind: 'staff' as const,
  roles: ['Admin'],
  privileges: ['Dashboard', 'Menu - Setup > Product'],
  home: '/dashboard',
};
const risk = { kind: 'staff' as const, roles: ['Risk Team'], privileges: [], home: '/application/listing' };
const base = { subject: undefined, unknown: false, hadSession: false, kindCookie: undefined };

describe('page guard', () => {
  it('guards exactly the pages the domain rules know', () => {
    expect(isGuardedPath('/loan/listing')).toBe(true);
    expect(isGuardedPath('/appointment/slotgroups/sessions/G1')).toBe(true);
    expect(isGuardedPath('/settings/user-role')).toBe(true);
    for (const open of ['/', '/staff/login', '/reset-password', '/terms', '/error-1', '/onboarding/step1']) {
      expect(isGuardedPath(open)).toBe(false);
    }
  });

  it('sends signed-in visitors of a login page to their home page', () => {
    expect(decide({ ...base, path: '/', subject: admin })).toEqual({
      action: 'redirect',
      location: '/dashboard',
    });
    expect(decide({ ...base, path: '/staff/login', subject: risk })).toEqual({
      action: 'redirect',
      location: '/application/listing',
    });
    expect(decide({ ...base, path: '/' })).toEqual({ action: 'render' });
  });

  it('sends the signed-out to the login page of their kind, saying so when a session expired', () => {
    expect(decide({ ...base, path: '/loan/listing' })).toEqual({ action: 'redirect', location: '/' });
    expect(decide({ ...base, path: '/loan/listing', hadSession: true, kindCookie: 'staff' })).toEqual({
      action: 'redirect',
      location: '/staff/login?expired=1',
    });
    expect(decide({ ...base, path: '/dashboard', hadSession: true })).toEqual({
      action: 'redirect',
      location: '/?expired=1',
    });
  });

  it('refuses pages outside the account’s rights with /error-1, and lets the rest through', () => {
    expect(decide({ ...base, path: '/dashboard', subject: risk })).toEqual({
      action: 'redirect',
      location: '/error-1',
    });
    expect(decide({ ...base, path: '/settings/user-role', subject: admin })).toEqual({ action: 'render' });
    expect(decide({ ...base, path: '/no/such/page', subject: risk })).toEqual({ action: 'render' });
  });

  it('shows the failure page rather than signing out when the API cannot answer', () => {
    expect(decide({ ...base, path: '/loan/listing', unknown: true, hadSession: true })).toEqual({
      action: 'redirect',
      location: '/error-2',
    });
  });
});

describe('session cookies', () => {
  it('reads a Cookie header', () => {
    const jar = parseCookieHeader('lang=ms; ezc_at=a.b.c; ezc_rt=s1.x; ezc_at=later');
    expect(jar.get('ezc_at')).toBe('a.b.c');
    expect(jar.get('lang')).toBe('ms');
    expect(parseCookieHeader(undefined).size).toBe(0);
  });

  it('applies rotated and cleared cookies as a browser would', () => {
    const next = applySetCookies('lang=ms; ezc_at=old; ezc_rt=old-rt; ezc_csrf=c', [
      'ezc_at=new; Max-Age=43199; Path=/; HttpOnly; Secure; SameSite=Lax',
      'ezc_rt=new-rt; Max-Age=43199; Path=/; HttpOnly; Secure; SameSite=Strict',
      'ezc_csrf=; Max-Age=0; Path=/; Secure',
    ]);
    expect(parseCookieHeader(next)).toEqual(
      new Map([
        ['lang', 'ms'],
        ['ezc_at', 'new'],
        ['ezc_rt', 'new-rt'],
      ]),
    );
  });

  it('takes the account from /api/auth/me and refuses anything else', () => {
    const account = parseMe({
      Data: {
        UserId: 'ACC-1',
        FullName: 'Ahmad bin Ismail',
        Email: 'borrower@demo.test',
        Kind: 'customer',
        roles: ['Borrower'],
        privileges: [],
        menu: ['loanListing', 'logout'],
        home: '/loan/listing',
      },
    });
    expect(account).toMatchObject({ fullName: 'Ahmad bin Ismail', kind: 'customer', home: '/loan/listing' });
    expect(parseMe({ message: 'Unauthorized' })).toBeUndefined();
    expect(parseMe({ Data: { UserId: 'x', Kind: 'service' } })).toBeUndefined();
  });
});

describe('sealed storage', () => {
  it('round-trips envelopes and rejects malformed ones', () => {
    const iv = new Uint8Array(12).fill(7);
    const ciphertext = new Uint8Array(20).fill(200);
    const text = encodeEnvelope({ iv, ciphertext });
    expect(text).toMatch(/^v1\.[\w-]+\.[\w-]+$/);
    expect(decodeEnvelope(text)).toEqual({ iv, ciphertext });
    for (const bad of [
      '',
      'v1',
      'v2.AAAA.AAAA',
      `${text}.x`,
      'v1.!!.??',
      'v1.AAAA.AAAAAAAAAAAAAAAAAAAAAAAA',
    ]) {
      expect(decodeEnvelope(bad)).toBeUndefined();
    }
  });

  it('seals with AES-GCM so the stored text shows nothing and opens only under the same key and name', async () => {
    const key = await generateStorageKey();
    expect(key.extractable).toBe(false);
    const sealed = await seal(key, 'recent-pages', JSON.stringify(['/loan/listing']));
    expect(sealed).not.toContain('loan');
    await expect(unseal(key, 'recent-pages', sealed)).resolves.toBe('["/loan/listing"]');
    // Another name (entry moved), another key (copied elsewhere) or one changed byte: unreadable.
    await expect(unseal(key, 'other', sealed)).resolves.toBeUndefined();
    await expect(unseal(await generateStorageKey(), 'recent-pages', sealed)).resolves.toBeUndefined();
    // The ciphertext's first character: all six of its bits are data (a last character may hold padding bits).
    const at = sealed.lastIndexOf('.') + 1;
    const tampered = `${sealed.slice(0, at)}${sealed[at] === 'A' ? 'B' : 'A'}${sealed.slice(at + 1)}`;
    await expect(unseal(key, 'recent-pages', tampered)).resolves.toBeUndefined();
  });

  it('uses a fresh IV each time', async () => {
    const key = await generateStorageKey();
    expect(await seal(key, 'n', 'same')).not.toBe(await seal(key, 'n', 'same'));
  });
});

describe('client state', () => {
  it('keeps only the display preferences when clearing', () => {
    expect(
      keysToClear([
        'ezc.lang',
        'ezc.theme',
        'ezc.dir',
        'ezc.nav',
        'ezc.sealed.recent-pages',
        'ezc.flash',
        'other',
      ]),
    ).toEqual(['ezc.sealed.recent-pages', 'ezc.flash', 'other']);
  });

  it('keeps recent pages newest first, unique and short', () => {
    let list: string[] = [];
    for (const path of ['/a', '/b', '/a', '/c', '/d', '/e', '/f']) list = addRecent(list, path);
    expect(list).toEqual(['/f', '/e', '/d', '/c', '/a']);
    expect(list).toHaveLength(MAX_RECENT);
  });
});

describe('user role screen state', () => {
  const order = ['Dashboard', 'Partner - List', 'Signer - Company'];

  it('toggles privileges in screen order', () => {
    expect(toggled(['Signer - Company'], 'Dashboard', true, order)).toEqual([
      'Dashboard',
      'Signer - Company',
    ]);
    expect(toggled(['Dashboard', 'Signer - Company'], 'Dashboard', false, order)).toEqual([
      'Signer - Company',
    ]);
    expect(sameMembers(['a', 'b'], ['b', 'a'])).toBe(true);
    expect(sameMembers(['a'], ['a', 'b'])).toBe(false);
  });

  it('reads the API lists and refuses rows of the wrong shape', () => {
    expect(
      parseList({ Data: [{ RoleId: 'R', Name: 'Admin', Privileges: ['Dashboard'] }] }, parseRole),
    ).toEqual([{ RoleId: 'R', Name: 'Admin', Privileges: ['Dashboard'] }]);
    expect(parseList({ Data: [{ RoleId: 'R' }] }, parseRole)).toBeUndefined();
    expect(
      parseUser({ UserId: 'U', FullName: 'N', Email: 'e', Status: 'Active', Roles: ['Staff'], extra: 1 }),
    ).toEqual({ UserId: 'U', FullName: 'N', Email: 'e', Status: 'Active', Roles: ['Staff'] });
    expect(parseUser({ UserId: 'U', FullName: 'N', Email: 'e', Status: 'Gone', Roles: [] })).toBeUndefined();
  });
});

describe('translated sentences with links', () => {
  it('splits around placeholders in any word order', () => {
    expect(textParts('By signing in, you agree to our {terms} and acknowledge our {privacy}.')).toEqual([
      { text: 'By signing in, you agree to our ' },
      { slot: 'terms' },
      { text: ' and acknowledge our ' },
      { slot: 'privacy' },
      { text: '.' },
    ]);
    expect(textParts('{a}')).toEqual([{ slot: 'a' }]);
  });
});
