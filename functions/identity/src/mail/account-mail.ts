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

/** Both languages, English first, when the person's own is not known. */
function bilingual(subject: (l: Language) => string, body: (l: Language) => string): Mail {
  return {
    subject: `${subject('en')} / ${subject('ms')}`,
    body: [body('en'), '—', body('ms')].join('\n\n'),
  };
}

export function verificationMail(lang: Language, name: string, link: string, hours: number): Mail {
  return {
    subject: translate(lang, 'mail.verifySubject'),
    body: translate(lang, 'mail.verifyBody', { name, link, hours }),
  };
}

/** To the owner of an e-mail someone tried to register again; `signIn` is the sign-in page. */
export function alreadyRegisteredMail(lang: Language | undefined, name: string, signIn: string): Mail {
  const subject = (l: Language) => translate(l, 'mail.registeredSubject');
  const body = (l: Language) => translate(l, 'mail.registeredBody', { name, link: signIn });
  return lang ? { subject: subject(lang), body: body(lang) } : bilingual(subject, body);
}

export function mfaSetupMail(lang: Language, name: string, link: string, minutes: number): Mail {
  return {
    subject: translate(lang, 'mail.mfaSetupSubject'),
    body: translate(lang, 'mail.mfaSetupBody', { name, link, minutes }),
  };
}
