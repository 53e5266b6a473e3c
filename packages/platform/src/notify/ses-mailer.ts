import { SESv2Client, SendEmailCommand, type SendEmailCommandInput } from '@aws-sdk/client-sesv2';
import { type AwsClientOptions, awsClientConfig } from '../aws/client-settings';
import type { Mailer, OutgoingEmail } from './messages';

/** SES v2 SendEmail's input. */
export function sendEmailInput(from: string, mail: OutgoingEmail): SendEmailCommandInput {
  return {
    FromEmailAddress: from,
    Destination: { ToAddresses: [mail.to] },
    Content: {
      Simple: {
        Subject: { Data: mail.subject, Charset: 'UTF-8' },
        Body: { Text: { Data: mail.body, Charset: 'UTF-8' } },
      },
    },
  };
}

/** The AWS mailer: SES v2, plain-text mail from the product's verified sender address. */
export class SesMailer implements Mailer {
  private readonly client: SESv2Client;

  constructor(
    options: AwsClientOptions,
    private readonly from: string,
  ) {
    this.client = new SESv2Client(awsClientConfig(options));
  }

  async send(mail: OutgoingEmail): Promise<void> {
    await this.client.send(new SendEmailCommand(sendEmailInput(this.from, mail)));
  }
}
