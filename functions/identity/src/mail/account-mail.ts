import { type Language, translate } from '@ezc/domain';

/** The e-mails identity sends, in the person's language when it is known, else in both. */
export interface Mail {
  subject: string;
  body: string;
}

export function resetLinkMail(lang: Language, name: string, link: string, minutes: number): Mail {
  return {
    subject: translate(lang, 'mail.resetSubject'),
    body: translate(lang, 'mail.resetBody', { name, link, minutes }),
  };
}

/** Sent after every password reset or change; the account keeps no language, so both are given. */
export function passwordChangedMail(name: string): Mail {
  return {
    subject: `${translate('en', 'mail.changedSubject')} / ${translate('ms', 'mail.changedSubject')}`,
    body: [
      translate('en', 'mail.changedBody', { name }),
      '—',
      translate('ms', 'mail.changedBody', { name }),
    ].join('\n\n'),
  };
}
