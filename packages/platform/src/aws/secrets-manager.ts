import { type AwsServiceOptions, serviceHttp } from './aws-http';
import { AwsJson } from './aws-json';

interface GetSecretValueOutput {
  ARN?: string;
  Name?: string;
  SecretString?: string;
}

/**
 * Reads secrets from Secrets Manager: each one a function needs, all at once, one GetSecretValue
 * call per secret. (BatchGetSecretValue would be one call, but IAM grants it only on every
 * resource; GetSecretValue is granted per secret, so a function's role names exactly its own.)
 */
export class SecretsManagerReader {
  private readonly api: AwsJson;

  constructor(options: AwsServiceOptions) {
    this.api = new AwsJson(serviceHttp('secretsmanager', 'secretsmanager', options), 'secretsmanager', '1.1');
  }

  /** The string value of each secret, by the id (ARN or name) it was asked by. */
  async read(ids: string[]): Promise<Record<string, string>> {
    const unique = [...new Set(ids)];
    const values = await Promise.all(
      unique.map(async (id) => {
        const out = await this.api.call<GetSecretValueOutput>('GetSecretValue', { SecretId: id });
        if (out.SecretString === undefined)
          throw new Error(`Secrets Manager returned no string value for ${id}`);
        return [id, out.SecretString] as const;
      }),
    );
    return Object.fromEntries(values);
  }
}
