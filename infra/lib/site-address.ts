import { Stack } from 'aws-cdk-lib';
import { type IGrantable, PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { Construct } from 'constructs';
import { settings } from './settings';

/**
 * Where the site's address lives when it has no custom domain: the web stack writes the
 * distribution's address into this parameter, since the API's stacks, deployed before it, cannot
 * name the distribution (it has the API as an origin). Functions read it once at cold start.
 */
export const SITE_ADDRESS_PARAMETER = '/ezc-loans/public-url';

/**
 * How a function learns the site's address (PUBLIC_URL, the only origin of links in e-mails): the
 * custom domain itself when one is given (`-c siteOrigin=`), else the parameter's name.
 */
export function siteAddressEnvironment(scope: Construct): Record<string, string> {
  const custom = settings(scope).siteOrigins[0];
  return custom ? { PUBLIC_URL: custom } : { PUBLIC_URL_PARAMETER: SITE_ADDRESS_PARAMETER };
}

/** Lets a function read the parameter, when it is how the function learns the address. */
export function grantSiteAddress(scope: Construct, grantee: IGrantable): void {
  if (settings(scope).siteOrigins[0]) return;
  grantee.grantPrincipal.addToPrincipalPolicy(
    new PolicyStatement({
      actions: ['ssm:GetParameter'],
      resources: [
        Stack.of(scope).formatArn({
          service: 'ssm',
          resource: 'parameter',
          resourceName: SITE_ADDRESS_PARAMETER.slice(1),
        }),
      ],
    }),
  );
}
