import { PublishCommand } from '@aws-sdk/client-sns';
import { describe, expect, it } from 'vitest';
import { publishSmsInput, SnsSmsSender, toE164 } from './sns-sms-sender';

describe('SNS SMS sender', () => {
  it('publishes a transactional SMS to the E.164 number', async () => {
    expect(publishSmsInput({ to: '012-345 6789', body: 'EZC: code 123456' })).toEqual({
      PhoneNumber: '+60123456789',
      Message: 'EZC: code 123456',
      MessageAttributes: { 'AWS.SNS.SMS.SMSType': { DataType: 'String', StringValue: 'Transactional' } },
    });
    const sent: unknown[] = [];
    await new SnsSmsSender({ send: async (c: unknown) => sent.push(c) } as never).send({
      to: '+6591234567',
      body: 'x',
    });
    expect(sent[0]).toBeInstanceOf(PublishCommand);
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
