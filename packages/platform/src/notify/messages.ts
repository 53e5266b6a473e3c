/** Outgoing e-mail (SES in AWS) and SMS (SNS in AWS); locally both land in the dev outbox. */
export interface OutgoingEmail {
  to: string;
  subject: string;
  body: string;
}
export interface OutgoingSms {
  to: string;
  body: string;
}
export interface Mailer {
  send(mail: OutgoingEmail): Promise<void>;
}
export interface SmsSender {
  send(sms: OutgoingSms): Promise<void>;
}
