import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import config from '../../../../vitest.config';
import { complianceRuleIds, complianceRules } from './rules';

const root = resolve(import.meta.dirname, '../../../..');
const include = (config.test?.projects ?? []).flatMap((p) =>
  typeof p === 'object' && 'test' in p ? (p.test?.include ?? []) : [],
);
const exclude = config.test?.exclude ?? [];

/** Whether `path` is one of vitest's test files, by the config's own glob patterns. */
const runByVitest = (path: string) =>
  include.some((g) => globMatches(g, path)) && !exclude.some((g) => globMatches(g, path));

/** The glob forms the config uses: `**` for any folders, `*` within a name. */
function globMatches(glob: string, path: string): boolean {
  const pattern = glob
    .split('/')
    .map((part) =>
      part === '**' ? '(?:.*/)?' : `${part.replace(/[.+^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*')}/`,
    )
    .join('');
  return new RegExp(`^${pattern.slice(0, -1)}$`).test(path) || new RegExp(`^${pattern}`).test(`${path}/`);
}

describe('compliance rule registry', () => {
  it('lists the eight rules of the Act and its Regulations the product enforces, once each', () => {
    expect(complianceRules.map((r) => r.id)).toEqual([...complianceRuleIds]);
    expect(complianceRuleIds).toHaveLength(8);
  });

  it('names only modules that exist and whose guard it names is in them', () => {
    for (const rule of complianceRules) {
      expect(rule.enforcedAt.length, rule.id).toBeGreaterThan(0);
      for (const at of rule.enforcedAt) {
        const source = readFileSync(join(root, at.module), 'utf8');
        const name = /^[A-Za-z_][\w]*/.exec(at.guard)?.[0];
        if (name && !['the'].includes(name)) expect(source, `${rule.id}: ${at.guard}`).toContain(name);
      }
    }
  });

  it('names for every rule tests that exist, with their exact titles, in files npm test runs', () => {
    for (const rule of complianceRules) {
      expect(rule.proofs.length, rule.id).toBeGreaterThan(0);
      for (const proof of rule.proofs) {
        const source = readFileSync(join(root, proof.file), 'utf8');
        const quoted = [`'${proof.title.replace(/'/g, "\\'")}'`, `"${proof.title}"`, `\`${proof.title}\``];
        const titled = quoted.some((q) => source.includes(`it(${q}`) || source.includes(`test(${q}`));
        expect(titled, `${rule.id}: "${proof.title}" in ${proof.file}`).toBe(true);
        expect(runByVitest(proof.file), `${proof.file} is run by vitest`).toBe(true);
      }
    }
  });

  it('matches paths against the config the way vitest does', () => {
    expect(globMatches('packages/**/*.test.ts', 'packages/domain/src/lending/regime.test.ts')).toBe(true);
    expect(globMatches('tests/**/*.test.ts', 'tests/browser/compliance.test.ts')).toBe(true);
    expect(globMatches('packages/**/*.test.ts', 'packages/domain/src/lending/regime.ts')).toBe(false);
    expect(globMatches('web/src/**/*.test.ts', 'web/e2e/x.test.ts')).toBe(false);
    expect(globMatches('**/node_modules/**', 'packages/node_modules/x/a.test.ts')).toBe(true);
  });
});
