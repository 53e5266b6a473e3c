import { RemovalPolicy } from 'aws-cdk-lib';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import type { Construct } from 'constructs';

/** The platform configuration's names of the secrets it reads from Secrets Manager in AWS. */
export const secretNames = [
  'AUTH_TOKEN_SECRET',
  'ORIGIN_VERIFY_SECRET',
  'SYSTEM_PASSWORD',
  'SYSTEM_API_KEY',
  'EMANDATE_WEBHOOK_SECRET',
  'ICE_SERVERS',
] as const;
export type SecretName = (typeof secretNames)[number];

export type ProductSecrets = Record<SecretName, Secret>;

/**
 * Every secret the product runs with, generated at the first deploy. They live with the data:
 * rebuilding the stateless stacks must not sign everyone out nor change the system account's
 * credentials. No punctuation, so each value travels unescaped in JSON, HTTP headers and forms.
 * Under the AWS-managed Secrets Manager key: with the data key, every grant would land in the key
 * policy (a Secrets Manager via-service condition) and tie this stack to the functions' roles.
 */
export function productSecrets(scope: Construct): ProductSecrets {
  const generated = (id: string, description: string, passwordLength: number) =>
    new Secret(scope, id, {
      description,
      generateSecretString: { passwordLength, excludePunctuation: true },
      removalPolicy: RemovalPolicy.RETAIN,
    });
  return {
    AUTH_TOKEN_SECRET: generated('AuthTokenSecret', 'HMAC key of the access tokens', 64),
    ORIGIN_VERIFY_SECRET: generated(
      'OriginVerifySecret',
      'X-Origin-Verify value CloudFront adds to API requests: only then is its viewer address believed',
      64,
    ),
    SYSTEM_PASSWORD: generated('SystemPassword', 'Password of the background system account', 40),
    SYSTEM_API_KEY: generated('SystemApiKey', 'API key of the background system account', 48),
    EMANDATE_WEBHOOK_SECRET: generated(
      'EmandateWebhookSecret',
      "HMAC secret of e-mandate callbacks. A generated placeholder: replace it with the provider's value",
      48,
    ),
    // The live signing sessions' TURN server in JSON. Its URLs start empty (no server until one is
    // set up); the generated shared secret is the TURN server's own (coturn `static-auth-secret`),
    // from which each browser gets a password of its own that expires.
    ICE_SERVERS: new Secret(scope, 'IceServers', {
      description:
        'TURN server of live signing sessions, JSON {"urls":["turn:host:3478"],"sharedSecret":"…"}: fill in urls, and give the TURN server the same shared secret',
      generateSecretString: {
        secretStringTemplate: JSON.stringify({ urls: [] }),
        generateStringKey: 'sharedSecret',
        passwordLength: 40,
        excludePunctuation: true,
      },
      removalPolicy: RemovalPolicy.RETAIN,
    }),
  };
}
