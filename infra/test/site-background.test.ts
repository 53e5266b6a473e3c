import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeBuiltSite, flattenJoin, resourcesOf, type Synthesized, statementsOf, synth } from './synth';

/**
 * The site's server makes the background login of spec §1 and §5 as the system account: its
 * function is handed the system e-mail and the common client id, and the password and API key as
 * Secrets Manager ARNs it alone may read, never as values in its configuration.
 */
let dist: string;
let app: Synthesized;
beforeAll(() => {
  dist = fakeBuiltSite();
  app = synth({ webDist: dist });
});
afterAll(() => rmSync(dist, { recursive: true, force: true }));

describe("the site function's background login", () => {
  it('gets the system e-mail and common client id, and the secrets by ARN only', () => {
    const sites = Object.entries(resourcesOf(app.templates.web, 'AWS::Lambda::Function')).filter(([key]) =>
      key.startsWith('SiteFunction'),
    ) as [string, { Properties?: { Environment?: { Variables?: Record<string, unknown> } } }][];
    expect(sites).toHaveLength(1);
    const [id, site] = sites[0]!;
    const variables = site?.Properties?.Environment?.Variables ?? {};
    expect(variables).toMatchObject({ SYSTEM_EMAIL: 'system@ezc.local', COMMON_CLIENT_ID: 'loan-web' });
    expect(variables).not.toHaveProperty('SYSTEM_PASSWORD');
    expect(variables).not.toHaveProperty('SYSTEM_API_KEY');
    const arns = flattenJoin(variables.SECRET_ARNS);
    expect(arns).toMatch(/"SYSTEM_PASSWORD":"\{Output EzcData\.[^}]*SystemPassword[^}]*\}"/);
    expect(arns).toMatch(/"SYSTEM_API_KEY":"\{Output EzcData\.[^}]*SystemApiKey[^}]*\}"/);

    const role = id.replace(/[0-9A-F]{8}$/, '');
    const reads = Object.values(resourcesOf(app.templates.web, 'AWS::IAM::Policy'))
      .filter((p) => JSON.stringify(p.Properties?.Roles ?? []).includes(role))
      .flatMap(statementsOf)
      .filter((s) => JSON.stringify(s.Action).includes('secretsmanager:GetSecretValue'));
    const readable = JSON.stringify(reads.map((s) => s.Resource));
    expect(readable).toMatch(/SystemPassword/);
    expect(readable).toMatch(/SystemApiKey/);
  });
});
