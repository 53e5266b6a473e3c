import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from './config';

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
});
