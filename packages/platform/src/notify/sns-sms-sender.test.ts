import 'aws-sdk-client-mock-vitest/extend';
import { InvalidParameterException, PublishCommand, SNSClient } from '@aws-sdk/client-sns';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { SnsSmsSender, toE164 } from './sns-sms-sender';

const sns = mockClient(SNSClient);
beforeEach(() => {
  sns.reset();
  sns.on(PublishCommand).resolves({ MessageId: '567910cd-659e-55d4-8ccb-5aaf14679dc0' });
});
afterAll(() => sns.restore());

const sender = () => new SnsSmsSender({ region: 'ap-southeast-1' });

describe('SNS SMS sender', () => {
  it('publishes a transactional SMS straight to the E.164 number', async () => {
    await sender().send({ to: '012-345 6789', body: 'EZC: code 123456' });
    expect(sns).toHaveReceivedCommandTimes(PublishCommand, 1);
    expect(sns.commandCalls(PublishCommand)[0]?.args[0].input).toEqual({
      PhoneNumber: '+60123456789',
      Message: 'EZC: code 123456',
      MessageAttributes: { 'AWS.SNS.SMS.SMSType': { DataType: 'String', StringValue: 'Transactional' } },
    });
  });

  it('sends nothing to what is not a phone number', async () => {
    await expect(sender().send({ to: 'hello', body: 'x' })).rejects.toThrow(/Invalid phone number/);
    expect(sns).toHaveReceivedCommandTimes(PublishCommand, 0);
  });

  it("fails with SNS's error when it refuses the message", async () => {
    sns
      .on(PublishCommand)
      .rejects(new InvalidParameterException({ message: 'Invalid parameter: PhoneNumber', $metadata: {} }));
    await expect(sender().send({ to: '+6591234567', body: 'x' })).rejects.toMatchObject({
      name: 'InvalidParameterException',
      message: 'Invalid parameter: PhoneNumber',
    });
    expect(sns).toHaveReceivedCommandTimes(PublishCommand, 1);
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
