import { afterEach, describe, expect, it } from 'vitest';
import { type AwsStub, startAwsStub } from '../aws/aws-stub';
import { SesMailer } from './ses-mailer';

let stub: AwsStub | undefined;
afterEach(async () => {
  await stub?.close();
  stub = undefined;
});

const credentials = { accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'secret' };
const mailerAt = (endpoint: string) =>
  new SesMailer(
    { region: 'ap-southeast-1', credentials, endpoint, retry: { baseDelayMs: 1 } },
    'no-reply@ezc.example',
  );
const mail = { to: 'borrower@demo.test', subject: 'Kod pengesahan', body: 'Kod anda: 123456' };

describe('SES mailer', () => {
  it('sends plain UTF-8 text from the configured address with SES v2 SendEmail', async () => {
    stub = await startAwsStub(() => ({ body: { MessageId: 'm-1' } }));
    await mailerAt(stub.endpoint).send(mail);
    const [req] = stub.requests;
    expect(req?.method).toBe('POST');
    expect(req?.path).toBe('/v2/email/outbound-emails');
    expect(req?.headers['content-type']).toBe('application/json');
    expect(req?.signedWith).toMatch(/^AKIDEXAMPLE\/\d{8}\/ap-southeast-1\/ses\/aws4_request$/);
    expect(req?.json).toEqual({
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
    stub = await startAwsStub(() => ({
      status: 400,
      headers: {
        'x-amzn-errortype': 'MessageRejected:http://internal.amazon.com/coral/com.amazonaws.sesv2/',
      },
      body: { message: 'Email address is not verified.' },
    }));
    await expect(mailerAt(stub.endpoint).send(mail)).rejects.toMatchObject({
      type: 'MessageRejected',
      message: 'MessageRejected: Email address is not verified.',
    });
    expect(stub.requests).toHaveLength(1);
  });

  it('retries when SES throttles', async () => {
    stub = await startAwsStub((_, i) =>
      i === 0
        ? {
            status: 429,
            headers: { 'x-amzn-errortype': 'TooManyRequestsException' },
            body: { message: 'slow' },
          }
        : { body: { MessageId: 'm-2' } },
    );
    await mailerAt(stub.endpoint).send(mail);
    expect(stub.requests).toHaveLength(2);
  });
});
