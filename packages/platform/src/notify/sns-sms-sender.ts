import { PublishCommand, type PublishCommandInput, SNSClient } from '@aws-sdk/client-sns';
import { type AwsClientOptions, awsClientConfig } from '../aws/client-settings';
import type { OutgoingSms, SmsSender } from './messages';

/**
 * SNS sends only to E.164 numbers. Borrowers type Malaysian numbers as 012-345 6789 or 60123456789,
 * so those are brought to +60123456789; anything else must already be E.164.
 */
export function toE164(phone: string): string {
  const compact = phone.replace(/[\s()-]/g, '');
  const e164 = compact.startsWith('+')
    ? compact
    : compact.startsWith('60')
      ? `+${compact}`
      : compact.startsWith('0')
        ? `+6${compact}`
        : compact;
  if (!/^\+[1-9]\d{7,14}$/.test(e164)) throw new Error('Invalid phone number for SMS');
  return e164;
}

/** SNS Publish's input: straight to the phone number, no topic. */
export function publishSmsInput(sms: OutgoingSms): PublishCommandInput {
  return {
    PhoneNumber: toE164(sms.to),
    Message: sms.body,
    MessageAttributes: {
      // Transactional: OTP codes and payment notices get the reliable route, not the cheap one.
      'AWS.SNS.SMS.SMSType': { DataType: 'String', StringValue: 'Transactional' },
    },
  };
}

/** The AWS SMS sender: SNS Publish straight to a phone number. */
export class SnsSmsSender implements SmsSender {
  private readonly client: SNSClient;

  constructor(options: AwsClientOptions) {
    this.client = new SNSClient(awsClientConfig(options));
  }

  async send(sms: OutgoingSms): Promise<void> {
    await this.client.send(new PublishCommand(publishSmsInput(sms)));
  }
}
