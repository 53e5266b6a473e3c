import type { TestProject } from 'vitest/node';
import { startDynamoLocal } from '../table/dynamo-local';

/** Starts one in-memory DynamoDB Local for the whole test run. */
export default async function setup(project: TestProject) {
  const db = await startDynamoLocal({ inMemory: true });
  project.provide('dynamoEndpoint', db.endpoint);
  return async () => {
    await db.stop();
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    dynamoEndpoint: string;
  }
}
