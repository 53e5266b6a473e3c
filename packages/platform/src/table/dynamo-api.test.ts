import 'aws-sdk-client-mock-vitest/extend';
import {
  BatchGetItemCommand,
  BatchWriteItemCommand,
  ConditionalCheckFailedException,
  DeleteItemCommand,
  DynamoDBClient,
  DynamoDBServiceException,
  GetItemCommand,
  ProvisionedThroughputExceededException,
  PutItemCommand,
  QueryCommand,
  TransactionCanceledException,
  TransactWriteItemsCommand,
  UpdateItemCommand,
} from '@aws-sdk/client-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { dynamoApi } from './dynamo-api';
import { ConditionFailedError, Table } from './table';

/**
 * The table port's contract with DynamoDB: which command each operation sends, with what input,
 * and how DynamoDB's answers and refusals come back. The same calls against DynamoDB Local are in
 * table.test.ts.
 */
const dynamo = mockClient(DynamoDBClient);
beforeEach(() => dynamo.reset());
afterAll(() => dynamo.restore());

const table = () => new Table(dynamoApi({ region: 'ap-southeast-1' }), 'ezc-test');
const loanKey = { PK: 'LOAN#EZC000007', SK: 'LOAN' };
const wireLoanKey = { PK: { S: 'LOAN#EZC000007' }, SK: { S: 'LOAN' } };
const refusal = { $metadata: {} };

describe('DynamoDB through the SDK client', () => {
  it('reads an item with GetItem, strongly consistent unless asked otherwise, binary values as bytes', async () => {
    dynamo.on(GetItemCommand).resolves({
      Item: { ...wireLoanKey, Amount: { N: '150' }, Digest: { B: new Uint8Array([0, 1, 255]) } },
    });
    await expect(table().get(loanKey)).resolves.toEqual({
      PK: 'LOAN#EZC000007',
      SK: 'LOAN',
      Amount: 150,
      Digest: new Uint8Array([0, 1, 255]),
    });
    await table().get(loanKey, false);
    expect(dynamo).toHaveReceivedNthCommandWith(GetItemCommand, 1, {
      TableName: 'ezc-test',
      Key: wireLoanKey,
      ConsistentRead: true,
    });
    expect(dynamo).toHaveReceivedNthCommandWith(GetItemCommand, 2, {
      TableName: 'ezc-test',
      Key: wireLoanKey,
      ConsistentRead: false,
    });

    dynamo.on(GetItemCommand).resolves({});
    await expect(table().get(loanKey)).resolves.toBeUndefined();
  });

  it('puts and deletes with their conditions, bytes as bytes and undefined attributes left out', async () => {
    dynamo.on(PutItemCommand).resolves({});
    dynamo.on(DeleteItemCommand).resolves({});
    await table().put(
      { ...loanKey, Digest: new Uint8Array([7, 8]), Note: undefined },
      { expression: 'attribute_not_exists(PK)' },
    );
    await table().delete(loanKey, { expression: '#v = :v', names: { '#v': 'Version' }, values: { ':v': 3 } });
    expect(dynamo.commandCalls(PutItemCommand).map((c) => c.args[0].input)).toEqual([
      {
        TableName: 'ezc-test',
        Item: { ...wireLoanKey, Digest: { B: new Uint8Array([7, 8]) } },
        ConditionExpression: 'attribute_not_exists(PK)',
      },
    ]);
    expect(dynamo.commandCalls(DeleteItemCommand).map((c) => c.args[0].input)).toEqual([
      {
        TableName: 'ezc-test',
        Key: wireLoanKey,
        ConditionExpression: '#v = :v',
        ExpressionAttributeNames: { '#v': 'Version' },
        ExpressionAttributeValues: { ':v': { N: '3' } },
      },
    ]);
  });

  it('updates with one UpdateItem expression and answers the item as it is afterwards', async () => {
    dynamo.on(UpdateItemCommand).resolves({
      Attributes: { ...wireLoanKey, Status: { S: 'Active' }, Paid: { N: '150' } },
    });
    const after = await table().update(loanKey, {
      set: { Status: 'Active' },
      add: { Paid: 150 },
      remove: ['Draft'],
      condition: { expression: '#s = :s', names: { '#s': 'Status' }, values: { ':s': 'Approved' } },
    });
    expect(after).toEqual({ PK: 'LOAN#EZC000007', SK: 'LOAN', Status: 'Active', Paid: 150 });
    expect(dynamo.commandCalls(UpdateItemCommand)[0]?.args[0].input).toEqual({
      TableName: 'ezc-test',
      Key: wireLoanKey,
      UpdateExpression: 'SET #u0 = :u1 ADD #u2 :u3 REMOVE #u4',
      ExpressionAttributeNames: { '#s': 'Status', '#u0': 'Status', '#u2': 'Paid', '#u4': 'Draft' },
      ExpressionAttributeValues: { ':s': { S: 'Approved' }, ':u1': { S: 'Active' }, ':u3': { N: '150' } },
      ConditionExpression: '#s = :s',
      ReturnValues: 'ALL_NEW',
    });
  });

  it('moves a counter with ADD and answers its new value', async () => {
    dynamo.on(UpdateItemCommand).resolves({ Attributes: { value: { N: '8' } } });
    const sequence = { PK: 'SEQUENCE#loan', SK: 'SEQUENCE' };
    await expect(table().increment(sequence, 'value')).resolves.toBe(8);
    expect(dynamo).toHaveReceivedCommandExactlyOnceWith(UpdateItemCommand, {
      TableName: 'ezc-test',
      Key: { PK: { S: 'SEQUENCE#loan' }, SK: { S: 'SEQUENCE' } },
      UpdateExpression: 'ADD #a :by',
      ExpressionAttributeNames: { '#a': 'value' },
      ExpressionAttributeValues: { ':by': { N: '1' } },
      ReturnValues: 'UPDATED_NEW',
    });
  });

  it('queries an index by its keys, and continues from the cursor where DynamoDB stopped', async () => {
    const last = { ...wireLoanKey, GSI1PK: { S: 'LOANS' }, GSI1SK: { S: '2024-05-01' } };
    dynamo
      .on(QueryCommand)
      .resolvesOnce({ Items: [last], LastEvaluatedKey: last })
      .resolvesOnce({ Items: [] });
    const first = await table().query({
      index: 'GSI1',
      pk: 'LOANS',
      sk: { beginsWith: '2024-' },
      forward: false,
      limit: 1,
    });
    expect(first.items).toEqual([
      { PK: 'LOAN#EZC000007', SK: 'LOAN', GSI1PK: 'LOANS', GSI1SK: '2024-05-01' },
    ]);
    await table().query({ index: 'GSI1', pk: 'LOANS', cursor: first.cursor! });
    const [asked, again] = dynamo.commandCalls(QueryCommand).map((c) => c.args[0].input);
    expect(asked).toEqual({
      TableName: 'ezc-test',
      IndexName: 'GSI1',
      KeyConditionExpression: '#pk = :pk AND begins_with(#sk, :sk)',
      ExpressionAttributeNames: { '#pk': 'GSI1PK', '#sk': 'GSI1SK' },
      ExpressionAttributeValues: { ':pk': { S: 'LOANS' }, ':sk': { S: '2024-' } },
      ScanIndexForward: false,
      Limit: 1,
    });
    expect(again?.ExclusiveStartKey).toEqual(last);
  });

  it('queries the table itself strongly consistent, a key range too', async () => {
    dynamo.on(QueryCommand).resolves({ Items: [] });
    await table().query({ pk: 'LOAN#EZC000007', sk: { between: ['PAYMENT#1', 'PAYMENT#5'] } });
    expect(dynamo.commandCalls(QueryCommand).map((c) => c.args[0].input)).toEqual([
      {
        TableName: 'ezc-test',
        ConsistentRead: true,
        KeyConditionExpression: '#pk = :pk AND #sk BETWEEN :sk1 AND :sk2',
        ExpressionAttributeNames: { '#pk': 'PK', '#sk': 'SK' },
        ExpressionAttributeValues: {
          ':pk': { S: 'LOAN#EZC000007' },
          ':sk1': { S: 'PAYMENT#1' },
          ':sk2': { S: 'PAYMENT#5' },
        },
        ScanIndexForward: true,
      },
    ]);
  });

  it('reads several keys with BatchGetItem, asking again only for those left unprocessed', async () => {
    const a = { PK: { S: 'LOAN#A' }, SK: { S: 'LOAN' } };
    const b = { PK: { S: 'LOAN#B' }, SK: { S: 'LOAN' } };
    const c = { PK: { S: 'LOAN#C' }, SK: { S: 'LOAN' } };
    dynamo
      .on(BatchGetItemCommand)
      .resolvesOnce({
        Responses: { 'ezc-test': [{ ...a, No: { S: 'A' } }] },
        UnprocessedKeys: { 'ezc-test': { Keys: [b] } },
      })
      .resolvesOnce({ Responses: { 'ezc-test': [{ ...b, No: { S: 'B' } }] } });
    const out = await table().batchGet([
      { PK: 'LOAN#B', SK: 'LOAN' },
      { PK: 'LOAN#C', SK: 'LOAN' },
      { PK: 'LOAN#A', SK: 'LOAN' },
    ]);
    expect(out.map((i) => i?.No)).toEqual(['B', undefined, 'A']);
    expect(dynamo.commandCalls(BatchGetItemCommand).map((call) => call.args[0].input)).toEqual([
      { RequestItems: { 'ezc-test': { Keys: [b, c, a], ConsistentRead: true } } },
      { RequestItems: { 'ezc-test': { Keys: [b], ConsistentRead: true } } },
    ]);
  });

  it('puts many items with BatchWriteItem, 25 a call, sending again what comes back unprocessed', async () => {
    const items = Array.from({ length: 30 }, (_, i) => ({ PK: `ROW#${i}`, SK: 'ROW' }));
    const put = (i: number) => ({ PutRequest: { Item: { PK: { S: `ROW#${i}` }, SK: { S: 'ROW' } } } });
    dynamo
      .on(BatchWriteItemCommand)
      .resolvesOnce({ UnprocessedItems: { 'ezc-test': [put(24)] } })
      .resolves({});
    await table().batchPut(items);
    expect(
      dynamo
        .commandCalls(BatchWriteItemCommand)
        .map((call) => (call.args[0].input.RequestItems?.['ezc-test'] ?? []).length),
    ).toEqual([25, 1, 5]);
    expect(dynamo).toHaveReceivedNthCommandWith(BatchWriteItemCommand, 2, {
      RequestItems: { 'ezc-test': [put(24)] },
    });
  });

  it("sends a transaction's writes in order as TransactWriteItems", async () => {
    dynamo.on(TransactWriteItemsCommand).resolves({});
    await table().transact([
      { kind: 'put', item: { ...loanKey, Version: 2 }, condition: { expression: 'attribute_exists(PK)' } },
      {
        kind: 'check',
        key: { PK: 'CUSTOMER#C1', SK: 'CUSTOMER' },
        condition: { expression: 'attribute_exists(PK)' },
      },
      { kind: 'update', key: { PK: 'COUNT#Active', SK: 'COUNT' }, spec: { add: { n: 1 } } },
      { kind: 'delete', key: { PK: 'DRAFT#1', SK: 'DRAFT' } },
    ]);
    expect(dynamo).toHaveReceivedCommandExactlyOnceWith(TransactWriteItemsCommand, {
      TransactItems: [
        {
          Put: {
            TableName: 'ezc-test',
            Item: { ...wireLoanKey, Version: { N: '2' } },
            ConditionExpression: 'attribute_exists(PK)',
          },
        },
        {
          ConditionCheck: {
            TableName: 'ezc-test',
            Key: { PK: { S: 'CUSTOMER#C1' }, SK: { S: 'CUSTOMER' } },
            ConditionExpression: 'attribute_exists(PK)',
          },
        },
        {
          Update: {
            TableName: 'ezc-test',
            Key: { PK: { S: 'COUNT#Active' }, SK: { S: 'COUNT' } },
            UpdateExpression: 'ADD #u0 :u1',
            ExpressionAttributeNames: { '#u0': 'n' },
            ExpressionAttributeValues: { ':u1': { N: '1' } },
          },
        },
        { Delete: { TableName: 'ezc-test', Key: { PK: { S: 'DRAFT#1' }, SK: { S: 'DRAFT' } } } },
      ],
    });
  });

  it('names the parts of a cancelled transaction whose conditions failed', async () => {
    dynamo.on(TransactWriteItemsCommand).rejects(
      new TransactionCanceledException({
        ...refusal,
        message: 'Transaction cancelled, please refer cancellation reasons for specific reasons',
        CancellationReasons: [
          { Code: 'None' },
          { Code: 'ConditionalCheckFailed', Message: 'The conditional request failed' },
          { Code: 'None' },
          { Code: 'ConditionalCheckFailed', Message: 'The conditional request failed' },
        ],
      }),
    );
    const write = { kind: 'put' as const, item: loanKey };
    const failure = await table()
      .transact([write, write, write, write])
      .catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ConditionFailedError);
    expect((failure as ConditionFailedError).failedIndexes).toEqual([1, 3]);
    expect(dynamo).toHaveReceivedCommandTimes(TransactWriteItemsCommand, 1);
  });

  it('passes on a cancellation that no condition caused (a conflict) as DynamoDB gave it', async () => {
    const conflict = new TransactionCanceledException({
      ...refusal,
      message: 'Transaction cancelled',
      CancellationReasons: [{ Code: 'TransactionConflict' }],
    });
    dynamo.on(TransactWriteItemsCommand).rejects(conflict);
    await expect(table().transact([{ kind: 'delete', key: loanKey }])).rejects.toBe(conflict);
  });

  it('reports a single write refused by its condition as ConditionFailedError of its one part', async () => {
    const refused = new ConditionalCheckFailedException({
      ...refusal,
      message: 'The conditional request failed',
    });
    dynamo.on(PutItemCommand).rejects(refused);
    dynamo.on(DeleteItemCommand).rejects(refused);
    dynamo.on(UpdateItemCommand).rejects(refused);
    const condition = { expression: 'attribute_not_exists(PK)' };
    for (const write of [
      () => table().put(loanKey, condition),
      () => table().delete(loanKey, condition),
      () => table().update(loanKey, { set: { X: 1 }, condition }),
    ]) {
      const failure = await write().catch((e: unknown) => e);
      expect(failure).toBeInstanceOf(ConditionFailedError);
      expect((failure as ConditionFailedError).failedIndexes).toEqual([0]);
    }
  });

  it('passes on every other refusal unchanged', async () => {
    const throttled = new ProvisionedThroughputExceededException({ ...refusal, message: 'Rate exceeded' });
    const invalid = new DynamoDBServiceException({
      ...refusal,
      name: 'ValidationException',
      $fault: 'client',
      message: 'One or more parameter values were invalid',
    });
    dynamo.on(GetItemCommand).rejects(throttled);
    dynamo.on(PutItemCommand).rejects(invalid);
    await expect(table().get(loanKey)).rejects.toBe(throttled);
    await expect(table().put(loanKey)).rejects.toBe(invalid);
  });

  it("answers DynamoDB's output without the request's bookkeeping", async () => {
    dynamo.on(GetItemCommand).resolves({
      Item: wireLoanKey,
      ConsumedCapacity: { TableName: 'ezc-test', CapacityUnits: 1 },
      $metadata: { httpStatusCode: 200, requestId: 'R1', attempts: 1 },
    });
    const api = dynamoApi({ region: 'ap-southeast-1' });
    await expect(api.call('GetItem', { TableName: 'ezc-test', Key: wireLoanKey })).resolves.toEqual({
      Item: wireLoanKey,
      ConsumedCapacity: { TableName: 'ezc-test', CapacityUnits: 1 },
    });
  });

  it("calls the region's DynamoDB with the product's retry settings: three tries, standard mode", async () => {
    dynamo.on(GetItemCommand).resolves({});
    const api = dynamoApi({ region: 'ap-southeast-1' });
    expect(api.endpoint).toBeUndefined();
    await new Table(api, 'ezc-test').get(loanKey);
    const client = dynamo.call(0).thisValue as DynamoDBClient;
    await expect(client.config.region()).resolves.toBe('ap-southeast-1');
    await expect(client.config.maxAttempts()).resolves.toBe(3);
    await expect(client.config.retryStrategy()).resolves.toMatchObject({ mode: 'standard' });
    expect(client.config.endpoint).toBeUndefined();
  });

  it("calls DynamoDB Local at its address with the local keys, never the role's", async () => {
    dynamo.on(GetItemCommand).resolves({});
    const api = dynamoApi({ region: 'ap-southeast-1', endpoint: 'http://127.0.0.1:8000' });
    expect(api.endpoint).toBe('http://127.0.0.1:8000');
    await new Table(api, 'ezc-test').get(loanKey);
    const client = dynamo.call(0).thisValue as DynamoDBClient;
    await expect(client.config.endpoint?.()).resolves.toMatchObject({
      protocol: 'http:',
      hostname: '127.0.0.1',
      port: 8000,
    });
    await expect(client.config.credentials()).resolves.toMatchObject({
      accessKeyId: 'local',
      secretAccessKey: 'local',
    });
  });
});
