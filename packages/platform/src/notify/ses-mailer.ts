import { SESv2Client, SendEmailCommand, type SendEmailCommandInput } from '@aws-sdk/client-sesv2';
import type { Mailer, OutgoingEmail } from './messages';

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
  constructor(
    private readonly client: Pick<SESv2Client, 'send'>,
    private readonly from: string,
  ) {}

  static fromRegion(region: string, from: string): SesMailer {
    return new SesMailer(new SESv2Client({ region }), from);
  }

  async send(mail: OutgoingEmail): Promise<void> {
    await this.client.send(new SendEmailCommand(sendEmailInput(this.from, mail)));
  }
}
