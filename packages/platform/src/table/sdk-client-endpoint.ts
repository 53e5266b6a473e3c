import { type DynamoApi, dynamoApi } from './dynamo-api';

/**
 * The part of an AWS SDK DynamoDB client's configuration that says where it talks to. The local
 * tools create and drop tables with the SDK; a Table handed such a client sends its own calls to
 * the same DynamoDB Local.
 */
export interface SdkClientConfig {
  config: {
    endpoint?: () => Promise<{ protocol: string; hostname: string; port?: number; path: string }>;
    region: () => Promise<string>;
  };
}

export function isSdkClient(client: DynamoApi | SdkClientConfig): client is SdkClientConfig {
  return 'config' in client;
}

/** A DynamoApi at the SDK client's endpoint, resolved on the first call. */
export function dynamoApiAtSdkEndpoint(client: SdkClientConfig): DynamoApi {
  let resolved: DynamoApi | undefined;
  let resolving: Promise<DynamoApi> | undefined;
  const resolve = async (): Promise<DynamoApi> => {
    const at = await client.config.endpoint?.();
    if (!at) throw new Error('A Table built from an SDK client needs the client to have an endpoint');
    const port = at.port ? `:${at.port}` : '';
    const path = at.path === '/' ? '' : at.path;
    resolved = dynamoApi({
      region: await client.config.region(),
      endpoint: `${at.protocol}//${at.hostname}${port}${path}`,
    });
    return resolved;
  };
  return {
    get endpoint() {
      return resolved?.endpoint;
    },
    call: async (operation, input) => {
      resolving ??= resolve();
      return (await resolving).call(operation, input);
    },
  };
}
