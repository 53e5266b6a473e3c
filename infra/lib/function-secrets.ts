import { Stack } from 'aws-cdk-lib';
import type { Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import type { SecretName } from './product-secrets';

/**
 * Hands a function the secrets it uses and no others: their ARNs in one `SECRET_ARNS` variable
 * (configuration name → ARN), read at cold start, and read permission on each alone. The values never enter the environment, where the console and every
 * `GetFunctionConfiguration` caller would see them.
 */
export function handSecrets(fn: LambdaFunction, secrets: Partial<Record<SecretName, ISecret>>): void {
  const held = Object.entries(secrets) as [SecretName, ISecret][];
  if (held.length === 0) return;
  const arns = Object.fromEntries(held.map(([name, secret]) => [name, secret.secretArn]));
  fn.addEnvironment('SECRET_ARNS', Stack.of(fn).toJsonString(arns));
  for (const [, secret] of held) secret.grantRead(fn);
}
