import { type AwsHttp, type AwsServiceOptions, serviceHttp } from '../aws/aws-http';
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

export function publishSmsInput(sms: OutgoingSms) {
  return {
    PhoneNumber: toE164(sms.to),
    Message: sms.body,
    MessageAttributes: {
      // Transactional: OTP codes and payment notices get the reliable route, not the cheap one.
      'AWS.SNS.SMS.SMSType': { DataType: 'String', StringValue: 'Transactional' },
    },
  };
}

/** SNS speaks the query protocol: the input flattened into form fields, maps as numbered entries. */
export function publishForm(input: ReturnType<typeof publishSmsInput>): URLSearchParams {
  const form = new URLSearchParams({
    Action: 'Publish',
    Version: '2010-03-31',
    PhoneNumber: input.PhoneNumber,
    Message: input.Message,
  });
  Object.entries(input.MessageAttributes).forEach(([name, value], i) => {
    const entry = `MessageAttributes.entry.${i + 1}`;
    form.set(`${entry}.Name`, name);
    form.set(`${entry}.Value.DataType`, value.DataType);
    form.set(`${entry}.Value.StringValue`, value.StringValue);
  });
  return form;
}

/** The AWS SMS sender: SNS Publish straight to a phone number. */
export class SnsSmsSender implements SmsSender {
  private readonly http: AwsHttp;

  constructor(options: AwsServiceOptions) {
    this.http = serviceHttp('sns', 'sns', options);
  }

  async send(sms: OutgoingSms): Promise<void> {
    await this.http.send({
      method: 'POST',
      path: '/',
      headers: { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' },
      body: publishForm(publishSmsInput(sms)).toString(),
    });
  }
}
