import type { CfnElement } from 'aws-cdk-lib';
import { Match } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { collectRoutes } from '../lib/api-routes';
import { contextApps } from '../lib/context-apps';
import { passwordResetPaths, signInPaths } from '../lib/sign-in-rate-limits';
import { flattenJoin, NEVER_BUILT_SITE, resourcesOf, type Synthesized, synth } from './synth';

let app: Synthesized;
beforeAll(() => {
  app = synth({ webDist: NEVER_BUILT_SITE });
});

type Rule = {
  Name: string;
  Priority: number;
  Statement: Record<string, unknown>;
  Action?: unknown;
  OverrideAction?: unknown;
};

const webAcl = () => {
  const acls = Object.values(resourcesOf(app.templates.edgeFirewall, 'AWS::WAFv2::WebACL'));
  expect(acls).toHaveLength(1);
  return acls[0]!.Properties as { Scope: string; DefaultAction: unknown; Rules: Rule[] };
};

const rule = (name: string) => {
  const found = webAcl().Rules.find((r) => r.Name === name);
  expect(found, name).toBeDefined();
  return found!;
};

/** The paths a rate-based rule's scope-down statement matches, and how. */
const scopedPaths = (r: Rule) => {
  const rate = r.Statement.RateBasedStatement as { ScopeDownStatement: Record<string, unknown> };
  const down = rate.ScopeDownStatement as { OrStatement?: { Statements: unknown[] } };
  const statements = (down.OrStatement?.Statements ?? [down]) as {
    ByteMatchStatement: {
      SearchString: string;
      PositionalConstraint: string;
      FieldToMatch: unknown;
      TextTransformations: unknown[];
    };
  }[];
  return statements.map((s) => s.ByteMatchStatement);
};

describe('edge firewall', () => {
  it('lives in us-east-1 with CloudFront scope, allowing what no rule refuses', () => {
    expect(app.stacks.edgeFirewall.region).toBe('us-east-1');
    expect(webAcl()).toMatchObject({ Scope: 'CLOUDFRONT', DefaultAction: { Allow: {} } });
  });

  it('limits each address to 100 sign-ins and 20 password resets in 5 minutes, answering 429', () => {
    const expected = {
      SignInRateLimit: {
        limit: 100,
        paths: [
          '/api/auth/customer/login',
          '/api/staff/auth/login',
          '/api/auth/login',
          '/api/sso/authorization',
          '/api/sso/authorisation',
          '/api/auth/mfa/enrolment',
          '/api/auth/mfa/enrol',
          '/api/auth/change-password',
        ],
      },
      PasswordResetRateLimit: {
        limit: 20,
        paths: [
          '/api/customer-password/request-reset',
          '/api/customer-password/reset',
          '/api/auth/request-reset-password',
          '/api/auth/reset-password',
        ],
      },
    };
    for (const [name, { limit, paths }] of Object.entries(expected)) {
      const r = rule(name);
      expect(r.Statement.RateBasedStatement).toMatchObject({
        Limit: limit,
        EvaluationWindowSec: 300,
        AggregateKeyType: 'IP',
      });
      expect(r.Action).toEqual({
        Block: { CustomResponse: { ResponseCode: 429, CustomResponseBodyKey: 'too-many-requests' } },
      });
      const matches = scopedPaths(r);
      expect(matches.map((m) => m.SearchString)).toEqual(paths);
      for (const m of matches) {
        expect(m).toMatchObject({
          PositionalConstraint: 'STARTS_WITH',
          FieldToMatch: { UriPath: {} },
          TextTransformations: [
            { Priority: 0, Type: 'URL_DECODE' },
            { Priority: 1, Type: 'NORMALIZE_PATH' },
          ],
        });
      }
    }
    app.templates.edgeFirewall.hasResourceProperties('AWS::WAFv2::WebACL', {
      CustomResponseBodies: {
        'too-many-requests': {
          ContentType: 'APPLICATION_JSON',
          Content: Match.serializedJson({ message: Match.anyValue(), code: 'HTTP.TOO_MANY_REQUESTS' }),
        },
      },
    });
  });

  it('matches by path prefix only where every route sharing the prefix is meant to be limited', () => {
    const limited = [...signInPaths, ...passwordResetPaths];
    const sharing = collectRoutes(contextApps)
      .map((route) => route.path)
      .filter((path) => limited.some((prefix) => path.startsWith(prefix)) && !limited.includes(path));
    expect(sharing).toEqual([]);
  });

  it('runs the IP reputation list first, then the limits, then the managed protections', () => {
    const order = [...webAcl().Rules].sort((a, b) => a.Priority - b.Priority).map((r) => r.Name);
    expect(order).toEqual([
      'AWSManagedRulesAmazonIpReputationList',
      'SignInRateLimit',
      'PasswordResetRateLimit',
      'AWSManagedRulesKnownBadInputsRuleSet',
      'AWSManagedRulesCommonRuleSet',
    ]);
    for (const name of ['AWSManagedRulesAmazonIpReputationList', 'AWSManagedRulesKnownBadInputsRuleSet']) {
      expect(rule(name).Statement).toEqual({ ManagedRuleGroupStatement: { VendorName: 'AWS', Name: name } });
      expect(rule(name).OverrideAction).toEqual({ None: {} });
    }
    // Bodies over 8 KB and callers without a User-Agent are legitimate for this API: counted only.
    expect(rule('AWSManagedRulesCommonRuleSet').Statement).toEqual({
      ManagedRuleGroupStatement: {
        VendorName: 'AWS',
        Name: 'AWSManagedRulesCommonRuleSet',
        RuleActionOverrides: [
          { Name: 'SizeRestrictions_BODY', ActionToUse: { Count: {} } },
          { Name: 'NoUserAgent_HEADER', ActionToUse: { Count: {} } },
        ],
      },
    });
  });

  it("is the distribution's web ACL, read across regions from the firewall stack", () => {
    const aclId = app.stacks.edgeFirewall.getLogicalId(app.stacks.edgeFirewall.webAcl as CfnElement);
    app.templates.web.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        WebACLId: {
          'Fn::GetStackOutput': {
            StackName: 'EzcEdgeFirewall',
            Region: 'us-east-1',
            OutputName: Match.stringLikeRegexp(`^PublishOutputFnGetAtt${aclId}Arn`),
          },
        },
      }),
    });
  });
});

describe('origin verification', () => {
  it('adds X-Origin-Verify to API requests from the secret, by reference, never its value', () => {
    const [distribution] = Object.values(resourcesOf(app.templates.web, 'AWS::CloudFront::Distribution'));
    const config = distribution!.Properties!.DistributionConfig as {
      Origins: { Id: string; OriginCustomHeaders?: { HeaderName: string; HeaderValue: unknown }[] }[];
      CacheBehaviors: { PathPattern: string; TargetOriginId: string }[];
    };
    const origins = config.Origins;
    const withHeaders = origins.filter((o) => o.OriginCustomHeaders !== undefined);
    // Only the API's origin: the site function and the bucket are reached with OAC.
    expect(withHeaders).toHaveLength(1);
    expect(config.CacheBehaviors.find((b) => b.PathPattern === '/api/*')?.TargetOriginId).toBe(
      withHeaders[0]!.Id,
    );

    const secret = app.stacks.data.secrets.ORIGIN_VERIFY_SECRET.node.defaultChild as CfnElement;
    const secretId = app.stacks.data.getLogicalId(secret);
    const [header] = withHeaders[0]!.OriginCustomHeaders!;
    expect(header?.HeaderName).toBe('X-Origin-Verify');
    expect(flattenJoin(header?.HeaderValue)).toMatch(
      new RegExp(
        `^\\{\\{resolve:secretsmanager:\\{Output EzcData\\.PublishOutputRef${secretId}\\w*\\}:SecretString:::\\}\\}$`,
      ),
    );
  });
});
