import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../constants';
import { CATALOGUES, en, flattenKeys, ms, resolveLanguage, translate } from './index';

function leaves(catalogue: object): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const key of flattenKeys(catalogue)) {
    let node: unknown = catalogue;
    for (const part of key.split('.')) node = (node as Record<string, unknown>)[part];
    out.set(key, node);
  }
  return out;
}

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('i18n catalogues', () => {
  const english = leaves(en);
  const malay = leaves(ms);

  it('has a catalogue for every language the product offers', () => {
    expect(Object.keys(CATALOGUES).sort()).toEqual([...LANGUAGES].sort());
  });

  it('has no key that exists in English only', () => {
    expect([...english.keys()].filter((key) => !malay.has(key))).toEqual([]);
  });

  it('has no key that exists in Malay only', () => {
    expect([...malay.keys()].filter((key) => !english.has(key))).toEqual([]);
  });

  it('has no empty text in any language', () => {
    for (const [lang, catalogue] of Object.entries(CATALOGUES)) {
      const empty = [...leaves(catalogue)].filter(([, v]) => typeof v !== 'string' || v.trim() === '');
      expect(empty.map(([k]) => `${lang}:${k}`)).toEqual([]);
    }
  });

  it('uses the same placeholders in both languages', () => {
    const mismatched = [...english].filter(
      ([key, text]) => placeholders(String(text)).join() !== placeholders(String(malay.get(key))).join(),
    );
    expect(mismatched.map(([key]) => key)).toEqual([]);
  });

  it('keeps the notification texts of the specification verbatim in English', () => {
    expect(en.notify.defaultDescription).toBe('An error occured.');
    expect(en.notify.sessionExpired).toBe('Session expired.');
    expect(en.notify.requestError).toBe('Request Error');
    expect(en.notify.serverError).toBe('Server Error');
    expect(en.notify.deletePackageSuccessText).toBe('Successfully delete package.');
  });
});

describe('translate', () => {
  it('returns the text of the chosen language', () => {
    expect(translate('en', 'menu.myLoans')).toBe('My Loans');
    expect(translate('ms', 'menu.myLoans')).toBe('Pinjaman Saya');
    expect(translate('ms', 'menu.logout')).toBe('Log Keluar');
  });

  it('fills placeholders and leaves unknown ones visible', () => {
    expect(translate('en', 'shell.copyright', { year: 2026, company: 'EZC' })).toBe('© 2026 EZC');
    expect(translate('en', 'shell.welcomeUser', {})).toBe('Welcome, {name}');
  });
});

describe('resolveLanguage', () => {
  it('maps my to ms and unknown or missing values to English', () => {
    expect(resolveLanguage('my')).toBe('ms');
    expect(resolveLanguage('MS')).toBe('ms');
    expect(resolveLanguage('en')).toBe('en');
    expect(resolveLanguage('fr')).toBe('en');
    expect(resolveLanguage(undefined)).toBe('en');
    expect(resolveLanguage(null)).toBe('en');
  });

  it('takes the first recognisable candidate (query before cookie)', () => {
    expect(resolveLanguage('my', 'en')).toBe('ms');
    expect(resolveLanguage(undefined, 'ms')).toBe('ms');
    expect(resolveLanguage('xx', 'ms')).toBe('ms');
  });
});

describe('catalogues per context', () => {
  it('merges sections and refuses a text two contexts both define', async () => {
    const { mergeTexts } = await import('./texts');
    expect(mergeTexts({ apiErrors: { A: 'a' } }, { apiErrors: { B: 'b' }, login: { x: 'y' } })).toEqual({
      apiErrors: { A: 'a', B: 'b' },
      login: { x: 'y' },
    });
    expect(() => mergeTexts({ apiErrors: { A: 'a' } }, { apiErrors: { A: 'other' } })).toThrow(
      'Text apiErrors.A is defined by two catalogues',
    );
  });
});
