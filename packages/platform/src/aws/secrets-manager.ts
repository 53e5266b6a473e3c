import { type AwsServiceOptions, serviceHttp } from './aws-http';
import { AwsJson } from './aws-json';

interface BatchGetSecretValueOutput {
  SecretValues?: { ARN?: string; Name?: string; SecretString?: string }[];
  Errors?: { SecretId?: string; ErrorCode?: string; Message?: string }[];
}

/** BatchGetSecretValue takes at most 20 secret ids. */
const MAX_IDS = 20;

/** Reads secrets from Secrets Manager: every one a function needs in a single call. */
export class SecretsManagerReader {
  private readonly api: AwsJson;

  constructor(options: AwsServiceOptions) {
    this.api = new AwsJson(serviceHttp('secretsmanager', 'secretsmanager', options), 'secretsmanager', '1.1');
  }

  /** The string value of each secret, by the id (ARN or name) it was asked by. */
  async read(ids: string[]): Promise<Record<string, string>> {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return {};
    if (unique.length > MAX_IDS) throw new Error(`At most ${MAX_IDS} secrets can be read at once`);
    const out = await this.api.call<BatchGetSecretValueOutput>('BatchGetSecretValue', {
      SecretIdList: unique,
    });
    if (out.Errors && out.Errors.length > 0) {
      const which = out.Errors.map((e) => `${e.SecretId ?? '?'} (${e.ErrorCode ?? 'error'})`).join(', ');
      throw new Error(`Secrets Manager could not read ${which}`);
    }
    const values: Record<string, string> = {};
    for (const id of unique) {
      // An ARN may be given without the random suffix Secrets Manager adds to the name.
      const found = out.SecretValues?.find(
        (v) => v.ARN === id || v.Name === id || v.ARN?.startsWith(`${id}-`),
      );
      if (found?.SecretString === undefined)
        throw new Error(`Secrets Manager returned no string value for ${id}`);
      values[id] = found.SecretString;
    }
    return values;
  }
}
