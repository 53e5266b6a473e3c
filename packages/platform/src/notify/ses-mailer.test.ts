import { SendEmailCommand } from '@aws-sdk/client-sesv2';
import { describe, expect, it } from 'vitest';
import { SesMailer, sendEmailInput } from './ses-mailer';

describe('SES mailer', () => {
  it('sends plain UTF-8 text from the configured address', async () => {
    const mail = { to: 'borrower@demo.test', subject: 'Kod pengesahan', body: 'Kod anda: 123456' };
    expect(sendEmailInput('no-reply@ezc.example', mail)).toEqual({
      FromEmailAddress: 'no-reply@ezc.example',
      Destination: { ToAddresses: ['borrower@demo.test'] },
      Content: {
        Simple: {
          Subject: { Data: 'Kod pengesahan', Charset: 'UTF-8' },
          Body: { Text: { Data: 'Kod anda: 123456', Charset: 'UTF-8' } },
        },
      },
    });
    // A stand-in for the SDK client (not one of our ports) that records the command.
    const sent: unknown[] = [];
    await new SesMailer({ send: async (c: unknown) => sent.push(c) } as never, 'no-reply@ezc.example').send(
      mail,
    );
    expect(sent[0]).toBeInstanceOf(SendEmailCommand);
  });
});
