import { afterEach, describe, expect, it } from 'vitest';
import { type AwsStub, startAwsStub } from '../aws/aws-stub';
import { publishSmsInput, SnsSmsSender, toE164 } from './sns-sms-sender';

let stub: AwsStub | undefined;
afterEach(async () => {
  await stub?.close();
  stub = undefined;
});

const credentials = { accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'secret', sessionToken: 'role-token' };
const senderAt = (endpoint: string) =>
  new SnsSmsSender({ region: 'ap-southeast-1', credentials, endpoint, retry: { baseDelayMs: 1 } });
const published = `<PublishResponse xmlns="http://sns.amazonaws.com/doc/2010-03-31/">
  <PublishResult><MessageId>567910cd-659e-55d4-8ccb-5aaf14679dc0</MessageId></PublishResult>
  <ResponseMetadata><RequestId>d74b8436-ae13-5ab4-a9ff-ce54dfea72a0</RequestId></ResponseMetadata>
</PublishResponse>`;

describe('SNS SMS sender', () => {
  it('publishes a transactional SMS to the E.164 number with the query protocol', async () => {
    expect(publishSmsInput({ to: '012-345 6789', body: 'EZC: code 123456' })).toEqual({
      PhoneNumber: '+60123456789',
      Message: 'EZC: code 123456',
      MessageAttributes: { 'AWS.SNS.SMS.SMSType': { DataType: 'String', StringValue: 'Transactional' } },
    });
    stub = await startAwsStub(() => ({ headers: { 'content-type': 'text/xml' }, body: published }));
    await senderAt(stub.endpoint).send({ to: '012-345 6789', body: 'EZC: code 123456' });
    const [req] = stub.requests;
    expect(req?.method).toBe('POST');
    expect(req?.path).toBe('/');
    expect(req?.signedWith).toMatch(/^AKIDEXAMPLE\/\d{8}\/ap-southeast-1\/sns\/aws4_request$/);
    expect(req?.headers['x-amz-security-token']).toBe('role-token');
    expect(Object.fromEntries(req?.form ?? [])).toEqual({
      Action: 'Publish',
      Version: '2010-03-31',
      PhoneNumber: '+60123456789',
      Message: 'EZC: code 123456',
      'MessageAttributes.entry.1.Name': 'AWS.SNS.SMS.SMSType',
      'MessageAttributes.entry.1.Value.DataType': 'String',
      'MessageAttributes.entry.1.Value.StringValue': 'Transactional',
    });
  });

  it("fails with SNS's error code and message from its XML answer", async () => {
    stub = await startAwsStub(() => ({
      status: 400,
      headers: { 'content-type': 'text/xml' },
      body: `<ErrorResponse xmlns="http://sns.amazonaws.com/doc/2010-03-31/">
  <Error><Type>Sender</Type><Code>InvalidParameter</Code><Message>Invalid parameter: PhoneNumber &amp; more</Message></Error>
  <RequestId>9dd01905-5012-5f99-8663-4b3ecd0dfaef</RequestId>
</ErrorResponse>`,
    }));
    await expect(senderAt(stub.endpoint).send({ to: '+6591234567', body: 'x' })).rejects.toMatchObject({
      type: 'InvalidParameter',
      message: 'InvalidParameter: Invalid parameter: PhoneNumber & more',
    });
    expect(stub.requests).toHaveLength(1);
  });

  it('brings Malaysian numbers to E.164 and refuses what is not a number', () => {
    expect(toE164('0123456789')).toBe('+60123456789');
    expect(toE164('60123456789')).toBe('+60123456789');
    expect(toE164('+60 12-345 6789')).toBe('+60123456789');
    expect(toE164('+6591234567')).toBe('+6591234567');
    expect(() => toE164('hello')).toThrow(/Invalid phone number/);
    expect(() => toE164('123')).toThrow(/Invalid phone number/);
  });
});
