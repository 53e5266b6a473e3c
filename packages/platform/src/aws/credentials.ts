/** The signing identity of every AWS call. */
export interface AwsCredentials {
  accessKeyId: string;
  secretAccessKey: string;
  sessionToken?: string;
}

/** DynamoDB Local accepts any key; fixed ones make sure nothing real is ever sent to it. */
export const localCredentials: AwsCredentials = { accessKeyId: 'local', secretAccessKey: 'local' };

/** The function role's credentials, which Lambda hands to the process as environment variables. */
export function credentialsFromEnv(env: Record<string, string | undefined> = process.env): AwsCredentials {
  const accessKeyId = env.AWS_ACCESS_KEY_ID;
  const secretAccessKey = env.AWS_SECRET_ACCESS_KEY;
  if (!accessKeyId || !secretAccessKey) {
    throw new Error(
      'AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY must be set (Lambda sets them from the role)',
    );
  }
  return {
    accessKeyId,
    secretAccessKey,
    ...(env.AWS_SESSION_TOKEN ? { sessionToken: env.AWS_SESSION_TOKEN } : {}),
  };
}
