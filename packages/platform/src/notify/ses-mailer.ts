import { type AwsHttp, type AwsServiceOptions, serviceHttp } from '../aws/aws-http';
import type { Mailer, OutgoingEmail } from './messages';

/** SES v2 SendEmail's request body. */
export function sendEmailInput(from: string, mail: OutgoingEmail) {
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
  private readonly http: AwsHttp;

  constructor(
    options: AwsServiceOptions,
    private readonly from: string,
  ) {
    this.http = serviceHttp('ses', 'email', options);
  }

  async send(mail: OutgoingEmail): Promise<void> {
    await this.http.send({
      method: 'POST',
      path: '/v2/email/outbound-emails',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(sendEmailInput(this.from, mail)),
    });
  }
}
