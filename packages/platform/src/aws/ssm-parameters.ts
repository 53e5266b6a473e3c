import { GetParameterCommand, SSMClient } from '@aws-sdk/client-ssm';
import { type AwsClientOptions, awsClientConfig } from './client-settings';

/** Reads one plain String parameter of Systems Manager's Parameter Store (GetParameter). */
export class SsmParameterReader {
  private readonly client: SSMClient;

  constructor(options: AwsClientOptions) {
    this.client = new SSMClient(awsClientConfig(options));
  }

  async read(name: string): Promise<string> {
    const out = await this.client.send(new GetParameterCommand({ Name: name }));
    const value = out.Parameter?.Value;
    if (value === undefined) throw new Error(`Parameter Store returned no value for ${name}`);
    return value;
  }
}
