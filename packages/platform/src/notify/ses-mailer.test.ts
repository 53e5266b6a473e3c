import 'aws-sdk-client-mock-vitest/extend';
import { MessageRejected, SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { SesMailer } from './ses-mailer';

const ses = mockClient(SESv2Client);
beforeEach(() => {
  ses.reset();
  ses.on(SendEmailCommand).resolves({ MessageId: 'm-1' });
});
afterAll(() => ses.restore());

const mailer = () => new SesMailer({ region: 'ap-southeast-1' }, 'no-reply@ezc.example');
const mail = { to: 'borrower@demo.test', subject: 'Kod pengesahan', body: 'Kod anda: 123456' };

describe('SES mailer', () => {
  it('sends plain UTF-8 text from the configured address to the one recipient with SendEmail', async () => {
    await mailer().send(mail);
    expect(ses).toHaveReceivedCommandTimes(SendEmailCommand, 1);
    expect(ses.commandCalls(SendEmailCommand)[0]?.args[0].input).toEqual({
      FromEmailAddress: 'no-reply@ezc.example',
      Destination: { ToAddresses: ['borrower@demo.test'] },
      Content: {
        Simple: {
          Subject: { Data: 'Kod pengesahan', Charset: 'UTF-8' },
          Body: { Text: { Data: 'Kod anda: 123456', Charset: 'UTF-8' } },
        },
      },
    });
  });

  it('fails with the service error when SES refuses the message', async () => {
    ses
      .on(SendEmailCommand)
      .rejects(new MessageRejected({ message: 'Email address is not verified.', $metadata: {} }));
    await expect(mailer().send(mail)).rejects.toMatchObject({
      name: 'MessageRejected',
      message: 'Email address is not verified.',
    });
    expect(ses).toHaveReceivedCommandTimes(SendEmailCommand, 1);
  });
});
