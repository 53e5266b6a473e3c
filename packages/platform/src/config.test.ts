import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig, requireSecret, siteLink } from './config';

/** The site's address in AWS, which every AWS configuration must name. */
const SITE = { PUBLIC_URL: 'https://loans.example.com' };

describe('parseConfig', () => {
  it('applies the defaults of the contract', () => {
    const c = parseConfig({});
    expect(c.PORT).toBe(4321);
    expect(c.DATA_DIR).toBe('.data');
    expect(c.EMANDATE_WEBHOOK_SECRET).toBe('local-e-mandate-secret');
  });
  it('names the variable that is wrong', () => {
    expect(() => parseConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => parseConfig({ PORT: 'eighty' })).toThrow(/PORT/);
  });
  it('refuses to run in AWS on a local default secret, naming each one', () => {
    const aws = {
      STAGE: 'aws',
      ...SITE,
      SYSTEM_API_KEY: 'local-system-api-key-0001',
      EMANDATE_WEBHOOK_SECRET: 'local-e-mandate-secret',
    };
    expect(() => parseConfig(aws)).toThrow(ConfigError);
    expect(() => parseConfig(aws)).toThrow(
      /SYSTEM_API_KEY: the local default may not be used with STAGE=aws/,
    );
    expect(() => parseConfig(aws)).toThrow(/EMANDATE_WEBHOOK_SECRET/);
    expect(() => parseConfig({ STAGE: 'aws', ...SITE, SYSTEM_PASSWORD: 'Demo#2026' })).toThrow(
      /SYSTEM_PASSWORD/,
    );
  });
  it("hashes passwords at OWASP's scrypt cost in AWS; only a local process may go lower", () => {
    expect(parseConfig({}).PASSWORD_HASH_COST).toBe(17);
    expect(parseConfig({ STAGE: 'aws', ...SITE }).PASSWORD_HASH_COST).toBe(17);
    expect(parseConfig({ PASSWORD_HASH_COST: '10' }).PASSWORD_HASH_COST).toBe(10);
    expect(() => parseConfig({ STAGE: 'aws', ...SITE, PASSWORD_HASH_COST: '16' })).toThrow(
      'PASSWORD_HASH_COST: at least 17 with STAGE=aws',
    );
    expect(() => parseConfig({ PASSWORD_HASH_COST: '9' })).toThrow(ConfigError);
  });
  it('gives an AWS process no secret it was not handed, and the ones it was', () => {
    const c = parseConfig({ STAGE: 'aws', ...SITE, SYSTEM_API_KEY: 'k'.repeat(40) });
    expect(c.SYSTEM_API_KEY).toBe('k'.repeat(40));
    expect(c.SYSTEM_PASSWORD).toBeUndefined();
    expect(c.EMANDATE_WEBHOOK_SECRET).toBeUndefined();
    expect(() => requireSecret(c, 'SYSTEM_PASSWORD')).toThrow(
      'SYSTEM_PASSWORD is not configured for this process',
    );
  });
  it('reads the trusted proxies as a list', () => {
    expect(parseConfig({ TRUSTED_PROXIES: ' 10.0.0.1, 10.0.0.2 ,' }).TRUSTED_PROXIES).toEqual([
      '10.0.0.1',
      '10.0.0.2',
    ]);
    expect(parseConfig({}).TRUSTED_PROXIES).toEqual([]);
  });
  it("refuses to run in AWS without the site's https address, the only origin of links in e-mails", () => {
    expect(() => parseConfig({ STAGE: 'aws' })).toThrow(ConfigError);
    expect(() => parseConfig({ STAGE: 'aws' })).toThrow(/PUBLIC_URL: required with STAGE=aws/);
    expect(() => parseConfig({ STAGE: 'aws', PUBLIC_URL: 'http://loans.example.com' })).toThrow(
      /PUBLIC_URL: required with STAGE=aws/,
    );
    expect(() => parseConfig({ PUBLIC_URL: 'javascript:alert(1)' })).toThrow(/PUBLIC_URL/);
    expect(parseConfig({ STAGE: 'aws', PUBLIC_URL: 'https://loans.example.com/' }).PUBLIC_URL).toBe(
      'https://loans.example.com',
    );
  });
  it('makes links on the configured origin only, whatever path it is given', () => {
    const c = parseConfig({ PUBLIC_URL: 'https://loans.example.com' });
    expect(siteLink(c, '/reset-password', { token: 'a b' })).toBe(
      'https://loans.example.com/reset-password?token=a+b',
    );
    expect(() => siteLink(c, '//evil.example/reset-password')).toThrow('Not a path of this site');
    expect(() => siteLink(c, 'https://evil.example/reset-password')).toThrow('Not a path of this site');
    expect(() => siteLink(parseConfig({}), '/reset-password')).toThrow(
      'PUBLIC_URL is not configured for this process',
    );
  });
});
