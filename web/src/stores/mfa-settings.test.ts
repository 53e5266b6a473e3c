import { describe, expect, it } from 'vitest';
import {
  $mfaDraft,
  $mfaSettings,
  defaultNote,
  parseMfaSettings,
  roleList,
  setRequiredRole,
} from './mfa-settings';

const ORDER = ['Admin', 'Finance Team', 'Risk Team', 'Staff', 'Company Signer', 'Attorney'] as const;

describe('two-step sign-in setting', () => {
  it('reads the setting, its roles in the order of the screen', () => {
    expect(parseMfaSettings({ Data: { Roles: ['Risk Team', 'Admin'], IsDefault: false } }, ORDER)).toEqual({
      Roles: ['Admin', 'Risk Team'],
      IsDefault: false,
    });
    expect(parseMfaSettings({ Data: { Roles: [], IsDefault: true } }, ORDER)).toEqual({
      Roles: [],
      IsDefault: true,
    });
  });

  it('refuses an answer of another shape, or naming a role the screen does not offer', () => {
    expect(parseMfaSettings({ Data: { Roles: ['Admin'] } }, ORDER)).toBeUndefined();
    expect(parseMfaSettings({ Data: { Roles: 'Admin', IsDefault: false } }, ORDER)).toBeUndefined();
    expect(parseMfaSettings({ Data: { Roles: ['Borrower'], IsDefault: false } }, ORDER)).toBeUndefined();
    expect(parseMfaSettings({ Roles: [], IsDefault: true }, ORDER)).toBeUndefined();
    expect(parseMfaSettings(undefined, ORDER)).toBeUndefined();
  });

  it('lists roles as a sentence does in each language, or says nobody', () => {
    expect(roleList(['Admin', 'Risk Team', 'Finance Team'], 'en', 'nobody')).toBe(
      'Admin, Risk Team and Finance Team',
    );
    expect(roleList(['Admin', 'Staff'], 'ms', 'tiada sesiapa')).toBe('Admin dan Staff');
    expect(roleList(['Attorney'], 'en', 'nobody')).toBe('Attorney');
    expect(roleList([], 'en', 'nobody')).toBe('nobody');
  });

  it('states the default of each place the product runs', () => {
    const texts = { defaultNote: 'Default: {local} locally; in AWS {aws}.', nobody: 'nobody' };
    expect(
      defaultNote(texts, { local: [], aws: ['Admin', 'Risk Team', 'Finance Team', 'Company Signer'] }, 'en'),
    ).toBe('Default: nobody locally; in AWS Admin, Risk Team, Finance Team and Company Signer.');
  });
});

describe('choosing the required roles', () => {
  it('keeps an edit in the order of the screen, and forgets it once it matches what is saved', () => {
    $mfaSettings.set({ Roles: ['Risk Team'], IsDefault: true });
    $mfaDraft.set(undefined);
    setRequiredRole('Attorney', true, ORDER);
    setRequiredRole('Finance Team', true, ORDER);
    expect($mfaDraft.get()).toEqual(['Finance Team', 'Risk Team', 'Attorney']);
    setRequiredRole('Finance Team', false, ORDER);
    setRequiredRole('Attorney', false, ORDER);
    expect($mfaDraft.get()).toBeUndefined();
    setRequiredRole('Risk Team', false, ORDER);
    expect($mfaDraft.get()).toEqual([]);
  });
});
