import { Stack } from 'aws-cdk-lib';
import { type IGrantable, PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { Construct } from 'constructs';

/**
 * E-mail through SES and SMS through SNS, as the platform's mail and SMS adapters send them.
 * E-mail: any identity of the account (the SES sandbox also checks recipients' identities), but only
 * from the product's sender address. SMS: publishing to a phone number has no resource ARN, so the
 * grant excludes every topic instead of naming `*`.
 */
export function grantNotify(grantee: IGrantable & Construct, mailFrom: string): void {
  const stack = Stack.of(grantee);
  grantee.grantPrincipal.addToPrincipalPolicy(
    new PolicyStatement({
      actions: ['ses:SendEmail', 'ses:SendRawEmail'],
      resources: [stack.formatArn({ service: 'ses', resource: 'identity', resourceName: '*' })],
      conditions: { StringEquals: { 'ses:FromAddress': mailFrom } },
    }),
  );
  grantee.grantPrincipal.addToPrincipalPolicy(
    new PolicyStatement({ actions: ['sns:Publish'], notResources: [`arn:${stack.partition}:sns:*:*:*`] }),
  );
}
