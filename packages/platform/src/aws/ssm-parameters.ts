import { type AwsServiceOptions, serviceHttp } from './aws-http';
import { AwsJson } from './aws-json';

interface GetParameterOutput {
  Parameter?: { Name?: string; Value?: string };
}

/** Reads one plain String parameter of Systems Manager's Parameter Store (GetParameter). */
export class SsmParameterReader {
  private readonly api: AwsJson;

  constructor(options: AwsServiceOptions) {
    this.api = new AwsJson(serviceHttp('ssm', 'ssm', options), 'AmazonSSM', '1.1');
  }

  async read(name: string): Promise<string> {
    const out = await this.api.call<GetParameterOutput>('GetParameter', { Name: name });
    const value = out.Parameter?.Value;
    if (value === undefined) throw new Error(`Parameter Store returned no value for ${name}`);
    return value;
  }
}
