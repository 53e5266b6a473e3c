import { afterEach, describe, expect, it } from 'vitest';
import { AwsError } from '../aws/aws-error';
import { type AwsStub, startAwsStub } from '../aws/aws-stub';
import { dynamoApi } from './dynamo-api';
import { ConditionFailedError, Table } from './table';

let stub: AwsStub | undefined;
afterEach(async () => {
  await stub?.close();
  stub = undefined;
});

const fast = { baseDelayMs: 1 };
const tableAt = (endpoint: string, maxAttempts = 3) =>
  new Table(dynamoApi({ region: 'ap-southeast-1', endpoint, retry: { ...fast, maxAttempts } }), 'ezc-test');
const dynamoError = (type: string, message: string, extra: object = {}) => ({
  status: 400,
  body: { __type: `com.amazonaws.dynamodb.v20120810#${type}`, message, ...extra },
});

describe('DynamoDB over its JSON protocol', () => {
  it('sends each operation as a signed JSON call with its target', async () => {
    stub = await startAwsStub(() => ({
      body: { Item: { PK: { S: 'A' }, SK: { S: 'B' }, Amount: { N: '150' } } },
    }));
    const item = await tableAt(stub.endpoint).get({ PK: 'A', SK: 'B' });
    expect(item).toEqual({ PK: 'A', SK: 'B', Amount: 150 });
    const [req] = stub.requests;
    expect(req?.method).toBe('POST');
    expect(req?.path).toBe('/');
    expect(req?.target).toBe('DynamoDB_20120810.GetItem');
    expect(req?.headers['content-type']).toBe('application/x-amz-json-1.0');
    expect(req?.signedWith).toMatch(/^local\/\d{8}\/ap-southeast-1\/dynamodb\/aws4_request$/);
    expect(req?.json).toEqual({
      TableName: 'ezc-test',
      Key: { PK: { S: 'A' }, SK: { S: 'B' } },
      ConsistentRead: true,
    });
  });

  it('retries throttling and server faults with backoff, then succeeds', async () => {
    const answers = [
      dynamoError('ProvisionedThroughputExceededException', 'Rate exceeded'),
      { status: 500, body: { __type: 'com.amazon.coral.service#InternalServerError', message: 'oops' } },
    ];
    stub = await startAwsStub((_, i) => answers[i] ?? { body: {} });
    await tableAt(stub.endpoint).put({ PK: 'A', SK: 'B' });
    expect(stub.requests.map((r) => r.target)).toEqual([
      'DynamoDB_20120810.PutItem',
      'DynamoDB_20120810.PutItem',
      'DynamoDB_20120810.PutItem',
    ]);
  });

  it('retries a connection reset', async () => {
    stub = await startAwsStub((_, i) => (i === 0 ? { reset: true } : { body: {} }));
    await tableAt(stub.endpoint).delete({ PK: 'A', SK: 'B' });
    expect(stub.requests).toHaveLength(2);
  });

  it('gives up after the last attempt with the service error', async () => {
    stub = await startAwsStub(() => dynamoError('ThrottlingException', 'Slow down'));
    const failure = await tableAt(stub.endpoint, 3)
      .get({ PK: 'A', SK: 'B' })
      .catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(AwsError);
    expect(failure).toMatchObject({ type: 'ThrottlingException', status: 400 });
    expect((failure as Error).message).toBe('ThrottlingException: Slow down');
    expect(stub.requests).toHaveLength(3);
  });

  it('never retries a refused condition, and reports it as ConditionFailedError', async () => {
    stub = await startAwsStub(() =>
      dynamoError('ConditionalCheckFailedException', 'The conditional request failed'),
    );
    const table = tableAt(stub.endpoint);
    await expect(
      table.put({ PK: 'A', SK: 'B' }, { expression: 'attribute_not_exists(PK)' }),
    ).rejects.toBeInstanceOf(ConditionFailedError);
    await expect(table.update({ PK: 'A', SK: 'B' }, { set: { X: 1 } })).rejects.toBeInstanceOf(
      ConditionFailedError,
    );
    expect(stub.requests).toHaveLength(2);
  });

  it('never retries a validation error and carries its type and message', async () => {
    stub = await startAwsStub(() =>
      dynamoError('ValidationException', 'One or more parameter values were invalid'),
    );
    await expect(tableAt(stub.endpoint).get({ PK: 'A', SK: 'B' })).rejects.toMatchObject({
      name: 'ValidationException',
      type: 'ValidationException',
      message: 'ValidationException: One or more parameter values were invalid',
    });
    expect(stub.requests).toHaveLength(1);
  });

  it('names the failed parts of a cancelled transaction', async () => {
    stub = await startAwsStub(() => ({
      status: 400,
      body: {
        __type: 'com.amazonaws.dynamodb.v20120810#TransactionCanceledException',
        Message: 'Transaction cancelled, please refer cancellation reasons for specific reasons',
        CancellationReasons: [
          { Code: 'None' },
          { Code: 'ConditionalCheckFailed', Message: 'The conditional request failed' },
          { Code: 'None' },
          { Code: 'ConditionalCheckFailed', Message: 'The conditional request failed' },
        ],
      },
    }));
    const write = { kind: 'put' as const, item: { PK: 'A', SK: 'B' } };
    const failure = await tableAt(stub.endpoint)
      .transact([write, write, write, write])
      .catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ConditionFailedError);
    expect((failure as ConditionFailedError).failedIndexes).toEqual([1, 3]);
    expect(stub.requests).toHaveLength(1);
  });

  it('passes on a cancellation that is not a condition (a conflict) as the service error', async () => {
    stub = await startAwsStub(() => ({
      status: 400,
      body: {
        __type: 'com.amazonaws.dynamodb.v20120810#TransactionCanceledException',
        Message: 'Transaction cancelled',
        CancellationReasons: [{ Code: 'TransactionConflict' }],
      },
    }));
    await expect(
      tableAt(stub.endpoint).transact([{ kind: 'delete', key: { PK: 'A', SK: 'B' } }]),
    ).rejects.toMatchObject({ type: 'TransactionCanceledException' });
  });

  it('keeps one connection alive across calls', async () => {
    stub = await startAwsStub(() => ({ body: {} }));
    const table = tableAt(stub.endpoint);
    for (let i = 0; i < 5; i++) await table.get({ PK: 'A', SK: String(i) });
    expect(stub.requests).toHaveLength(5);
    expect(stub.connections()).toBe(1);
  });

  it("signs with the role's session token when it has one", async () => {
    stub = await startAwsStub(() => ({ body: {} }));
    const credentials = { accessKeyId: 'ASIAEXAMPLE', secretAccessKey: 'secret', sessionToken: 'the-token' };
    await new Table(dynamoApi({ region: 'ap-southeast-1', endpoint: stub.endpoint, credentials }), 't').get({
      PK: 'A',
      SK: 'B',
    });
    expect(stub.requests[0]?.headers['x-amz-security-token']).toBe('the-token');
    expect(stub.requests[0]?.signedWith).toMatch(/^ASIAEXAMPLE\//);
  });

  it("goes to the region's public endpoint when none is configured", () => {
    const credentials = { accessKeyId: 'AKID', secretAccessKey: 'secret' };
    expect(dynamoApi({ region: 'ap-southeast-1', credentials }).endpoint).toBe(
      'https://dynamodb.ap-southeast-1.amazonaws.com',
    );
  });
});
