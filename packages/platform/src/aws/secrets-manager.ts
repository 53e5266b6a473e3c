import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { type AwsClientOptions, awsClientConfig } from './client-settings';

/**
 * Reads secrets from Secrets Manager: each one a function needs, all at once, one GetSecretValue
 * call per secret. (BatchGetSecretValue would be one call, but IAM grants it only on every
 * resource; GetSecretValue is granted per secret, so a function's role names exactly its own.)
 */
export class SecretsManagerReader {
  private readonly client: SecretsManagerClient;

  constructor(options: AwsClientOptions) {
    this.client = new SecretsManagerClient(awsClientConfig(options));
  }

  /** The string value of each secret, by the id (ARN or name) it was asked by. */
  async read(ids: string[]): Promise<Record<string, string>> {
    const unique = [...new Set(ids)];
    const values = await Promise.all(
      unique.map(async (id) => {
        const out = await this.client.send(new GetSecretValueCommand({ SecretId: id }));
        if (out.SecretString === undefined)
          throw new Error(`Secrets Manager returned no string value for ${id}`);
        return [id, out.SecretString] as const;
      }),
    );
    return Object.fromEntries(values);
  }
}
