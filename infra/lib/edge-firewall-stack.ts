import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import { CfnWebACL } from 'aws-cdk-lib/aws-wafv2';
import type { Construct } from 'constructs';
import { rateLimitRule, rateLimits, tooManyRequestsBodies } from './sign-in-rate-limits';

const visibility = (metricName: string): CfnWebACL.VisibilityConfigProperty => ({
  metricName,
  cloudWatchMetricsEnabled: true,
  sampledRequestsEnabled: true,
});

/** An AWS managed rule group, its rules blocking as AWS sets them except those named to count. */
const managedRuleGroup = (
  name: string,
  priority: number,
  countOnly: readonly string[] = [],
): CfnWebACL.RuleProperty => ({
  name,
  priority,
  statement: {
    managedRuleGroupStatement: {
      vendorName: 'AWS',
      name,
      ...(countOnly.length > 0
        ? { ruleActionOverrides: countOnly.map((rule) => ({ name: rule, actionToUse: { count: {} } })) }
        : {}),
    },
  },
  overrideAction: { none: {} },
  visibilityConfig: visibility(name),
});

/**
 * The site's web ACL. The HTTP API cannot carry one (API Gateway v2 has no WAF association), so it
 * sits on CloudFront, and AWS keeps CloudFront's web ACLs in us-east-1: hence a stack of its own
 * there, whose ACL the web stack attaches to the distribution.
 *
 * Besides the rate limits on sign-in and password reset, three AWS managed groups, chosen for a
 * JSON API and its pages:
 * - Amazon IP reputation list: addresses AWS has seen attacking; no legitimate borrower's.
 * - Known bad inputs: exploit payloads (Log4j lookups, Java deserialisation, and the like) that
 *   never occur in this product's JSON.
 * - Core rule set, except two rules that only count: SizeRestrictions_BODY refuses bodies over
 *   8 KB, which the API accepts up to its own limit (MAX_BODY_BYTES, 1 MB by default), and
 *   NoUserAgent_HEADER refuses requests without a User-Agent, which says nothing of a server-to-
 *   server caller such as the e-mandate provider and costs an attacker nothing to add. Its other
 *   rules (cross-site scripting, path traversal, remote file inclusion, metadata SSRF, oversized
 *   query strings, cookies and paths) match nothing a form of this product sends.
 * The anonymous-IP list is left out: it would refuse borrowers on VPNs and callers in hosting
 * providers' networks, the e-mandate provider included.
 */
export class EdgeFirewallStack extends Stack {
  readonly webAcl: CfnWebACL;

  constructor(scope: Construct, id: string, props: StackProps) {
    super(scope, id, props);
    let priority = 0;
    this.webAcl = new CfnWebACL(this, 'SiteWebAcl', {
      name: 'ezc-loans-site',
      description: 'EZC loans site: sign-in and reset rate limits, AWS managed protections',
      scope: 'CLOUDFRONT',
      defaultAction: { allow: {} },
      customResponseBodies: tooManyRequestsBodies,
      rules: [
        // First, so a known attacker's requests are refused before they count against anyone.
        managedRuleGroup('AWSManagedRulesAmazonIpReputationList', priority++),
        ...rateLimits.map((rate) => rateLimitRule(rate, priority++)),
        managedRuleGroup('AWSManagedRulesKnownBadInputsRuleSet', priority++),
        managedRuleGroup('AWSManagedRulesCommonRuleSet', priority++, [
          'SizeRestrictions_BODY',
          'NoUserAgent_HEADER',
        ]),
      ],
      visibilityConfig: visibility('ezc-loans-site'),
    });
    new CfnOutput(this, 'WebAclArn', { value: this.webAcl.attrArn });
  }
}
