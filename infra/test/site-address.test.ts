import { describe, expect, it } from 'vitest';
import { SITE_ADDRESS_PARAMETER } from '../lib/site-address';
import { flattenJoin, NEVER_BUILT_SITE, resourcesOf, type Synthesized, statementsOf, synth } from './synth';

/**
 * PUBLIC_URL, the only origin of the links the product mails, is set by the stacks from the
 * site's domain: every function the config is parsed in has it (STAGE=aws refuses to start
 * without it).
 */
const webDist = NEVER_BUILT_SITE;

type Fn = { Properties?: { Environment?: { Variables?: Record<string, unknown> } } };
const productFunctions = (app: Synthesized) =>
  [app.templates.api, app.templates.realtime].flatMap((t) =>
    Object.entries(resourcesOf(t, 'AWS::Lambda::Function') as Record<string, Fn>).filter(
      ([, fn]) => fn.Properties?.Environment?.Variables?.STAGE === 'aws',
    ),
  );

describe("the site's address in the functions' configuration", () => {
  it('is the custom domain, set in every function, when the site has one', () => {
    const app = synth({ webDist, siteOrigin: 'https://loans.example.com' });
    const fns = productFunctions(app);
    // The eight context functions, the eight running their consumers, the WebSocket handler and
    // the outbox relay.
    expect(fns).toHaveLength(18);
    for (const [, fn] of fns) {
      expect(fn.Properties?.Environment?.Variables).toMatchObject({
        PUBLIC_URL: 'https://loans.example.com',
      });
    }
    app.templates.web.hasResourceProperties('AWS::SSM::Parameter', {
      Name: SITE_ADDRESS_PARAMETER,
      Value: 'https://loans.example.com',
    });
  });

  it("is the distribution's address otherwise, which the web stack writes and each function may read", () => {
    const app = synth({ webDist });
    const [parameter] = Object.values(resourcesOf(app.templates.web, 'AWS::SSM::Parameter'));
    expect(parameter?.Properties?.Name).toBe(SITE_ADDRESS_PARAMETER);
    expect(flattenJoin(parameter?.Properties?.Value)).toMatch(
      /^https:\/\/\{GetAtt Site[0-9A-F]+\.DomainName\}$/,
    );

    const fns = productFunctions(app);
    expect(fns).toHaveLength(18);
    const policies = [app.templates.api, app.templates.realtime].flatMap((t) =>
      Object.values(resourcesOf(t, 'AWS::IAM::Policy')),
    );
    for (const [id, fn] of fns) {
      const variables = fn.Properties?.Environment?.Variables ?? {};
      expect(variables.PUBLIC_URL_PARAMETER).toBe(SITE_ADDRESS_PARAMETER);
      expect(variables).not.toHaveProperty('PUBLIC_URL');
      const role = id.replace(/[0-9A-F]{8}$/, '');
      const reads = policies
        .filter((p) => JSON.stringify(p.Properties?.Roles ?? []).includes(role))
        .flatMap(statementsOf)
        .filter((s) => s.Action === 'ssm:GetParameter');
      expect(reads, id).toHaveLength(1);
      expect(flattenJoin(reads[0]?.Resource)).toMatch(/:ssm:.*:parameter\/ezc-loans\/public-url$/);
    }
  });
});
