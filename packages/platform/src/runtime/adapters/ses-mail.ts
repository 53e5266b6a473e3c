import { SesMailer } from '../../notify/ses-mailer';
import type { AdapterFactory } from '../aws-adapters';

/** E-mail through SES v2 from MAIL_FROM. */
export const sesMail: AdapterFactory<'mail'> = ({ config }) =>
  new SesMailer({ region: config.AWS_REGION }, config.MAIL_FROM);
