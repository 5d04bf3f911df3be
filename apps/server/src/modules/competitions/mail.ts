import type { MailMessage } from '../../lib/mail.js';

/** The mail of an entry's life, in the athlete's language (English or Hindi). */

export type EntryLanguage = 'en' | 'hi';

export interface EntryMailFacts {
  to: string;
  name: string;
  formTitle: string;
  /** Discipline names, e.g. "Men's 100 m". */
  disciplines: string[];
  amountPaise: number;
  entryUrl: string;
  language: EntryLanguage;
}

export type EntryMailKind =
  | 'entered'
  | 'waitlisted'
  | 'moved_up'
  | 'withdrawn'
  | 'released'
  | 'place_released'
  | 'closing_soon';

const rupees = (paise: number) =>
  `₹${(paise / 100).toLocaleString('en-IN', { minimumFractionDigits: 0, maximumFractionDigits: 2 })}`;

const TEXTS: Record<
  EntryLanguage,
  Record<EntryMailKind, { subject: (form: string) => string; lines: (facts: EntryMailFacts) => string[] }> & {
    hello: (name: string) => string;
    pay: (amount: string) => string;
    see: string;
  }
> = {
  en: {
    hello: (name) => `Hello ${name},`,
    pay: (amount) => `Please pay the entry fee of ${amount} to confirm your entry.`,
    see: 'See your entry',
    entered: {
      subject: (form) => `Your entry is received – ${form}`,
      lines: (facts) => [
        `Your entry for ${facts.formTitle} is received for: ${facts.disciplines.join(', ')}.`,
      ],
    },
    waitlisted: {
      subject: (form) => `You are on the waiting list – ${form}`,
      lines: (facts) => [
        `The places in ${facts.disciplines.join(', ')} (${facts.formTitle}) are taken, so you are on the waiting list.`,
        'If a place frees, you move up automatically and we write to you.',
      ],
    },
    moved_up: {
      subject: (form) => `A place is yours – ${form}`,
      lines: (facts) => [
        `A place freed in ${facts.disciplines.join(', ')} (${facts.formTitle}) and you have moved up from the waiting list.`,
      ],
    },
    withdrawn: {
      subject: (form) => `Your entry is withdrawn – ${form}`,
      lines: (facts) => [
        `Your entry for ${facts.formTitle} is withdrawn.`,
        ...(facts.amountPaise > 0 ? ['If you paid the fee, the association will refund it.'] : []),
      ],
    },
    closing_soon: {
      subject: (form) => `Entries close soon: your entry is unpaid – ${form}`,
      lines: (facts) => [`Entries for ${facts.formTitle} close soon and your entry is not yet paid.`],
    },
    released: {
      subject: (form) => `Your entry is released – ${form}`,
      lines: (facts) => [
        `The fee for your entry for ${facts.formTitle} was not paid in time, so the entry is released and its places given to the athletes waiting.`,
        'If you still wish to take part and the form is open, you may enter again.',
      ],
    },
    place_released: {
      subject: (form) => `A place you did not pay for is released – ${form}`,
      lines: (facts) => [
        `The fee for your place in ${facts.disciplines.join(', ')} (${facts.formTitle}), granted from the waiting list, was not paid in time, so that place is given to the next athlete waiting.`,
        'The places you had paid for stand as they were.',
      ],
    },
  },
  hi: {
    hello: (name) => `नमस्ते ${name},`,
    pay: (amount) => `अपनी प्रविष्टि की पुष्टि के लिए कृपया ${amount} का प्रवेश शुल्क चुकाएँ।`,
    see: 'अपनी प्रविष्टि देखें',
    entered: {
      subject: (form) => `आपकी प्रविष्टि मिल गई – ${form}`,
      lines: (facts) => [`${facts.formTitle} के लिए आपकी प्रविष्टि मिल गई: ${facts.disciplines.join(', ')}।`],
    },
    waitlisted: {
      subject: (form) => `आप प्रतीक्षा सूची में हैं – ${form}`,
      lines: (facts) => [
        `${facts.disciplines.join(', ')} (${facts.formTitle}) के सभी स्थान भर गए हैं, इसलिए आप प्रतीक्षा सूची में हैं।`,
        'कोई स्थान खाली होने पर आप अपने-आप आगे आ जाएँगे और हम आपको लिखेंगे।',
      ],
    },
    moved_up: {
      subject: (form) => `आपको स्थान मिल गया – ${form}`,
      lines: (facts) => [
        `${facts.disciplines.join(', ')} (${facts.formTitle}) में एक स्थान खाली हुआ और आप प्रतीक्षा सूची से आगे आ गए हैं।`,
      ],
    },
    withdrawn: {
      subject: (form) => `आपकी प्रविष्टि वापस ले ली गई – ${form}`,
      lines: (facts) => [
        `${facts.formTitle} के लिए आपकी प्रविष्टि वापस ले ली गई है।`,
        ...(facts.amountPaise > 0 ? ['यदि आपने शुल्क चुकाया है, तो संघ उसे लौटा देगा।'] : []),
      ],
    },
    closing_soon: {
      subject: (form) => `प्रविष्टियाँ जल्द बंद होंगी: आपकी प्रविष्टि का शुल्क बाकी है – ${form}`,
      lines: (facts) => [
        `${facts.formTitle} की प्रविष्टियाँ जल्द बंद होंगी और आपकी प्रविष्टि का शुल्क अभी नहीं चुकाया गया है।`,
      ],
    },
    released: {
      subject: (form) => `आपकी प्रविष्टि रद्द हो गई – ${form}`,
      lines: (facts) => [
        `${facts.formTitle} के लिए आपकी प्रविष्टि का शुल्क समय पर नहीं चुकाया गया, इसलिए प्रविष्टि रद्द हो गई है और उसके स्थान प्रतीक्षा कर रहे खिलाड़ियों को दिए गए हैं।`,
        'यदि आप अब भी भाग लेना चाहते हैं और फ़ॉर्म खुला है, तो आप फिर से प्रविष्टि कर सकते हैं।',
      ],
    },
    place_released: {
      subject: (form) => `जिस स्थान का शुल्क नहीं चुकाया गया, वह छोड़ दिया गया – ${form}`,
      lines: (facts) => [
        `प्रतीक्षा सूची से मिले ${facts.disciplines.join(', ')} (${facts.formTitle}) के स्थान का शुल्क समय पर नहीं चुकाया गया, इसलिए वह स्थान प्रतीक्षा कर रहे अगले खिलाड़ी को दिया गया है।`,
        'जिन स्थानों का शुल्क आप चुका चुके हैं, वे पहले की तरह बने रहेंगे।',
      ],
    },
  },
};

export function entryMail(kind: EntryMailKind, facts: EntryMailFacts, unpaid: boolean): MailMessage {
  const texts = TEXTS[facts.language];
  const payLine =
    unpaid &&
    facts.amountPaise > 0 &&
    kind !== 'withdrawn' &&
    kind !== 'released' &&
    kind !== 'place_released'
      ? [texts.pay(rupees(facts.amountPaise))]
      : [];
  return {
    to: facts.to,
    subject: texts[kind].subject(facts.formTitle),
    text: [
      texts.hello(facts.name),
      '',
      ...texts[kind].lines(facts),
      ...payLine,
      '',
      `${texts.see}: ${facts.entryUrl}`,
    ].join('\n'),
  };
}

/** 'hi' when the athlete reads the portal in Hindi (the language switch's cookie, else the browser's). */
export function readerLanguage(
  cookie: string | undefined,
  acceptLanguage: string | undefined,
): EntryLanguage {
  const chosen = /(?:^|;\s*)lang=([^;]*)/.exec(cookie ?? '')?.[1];
  const language = chosen ?? (acceptLanguage ?? '').slice(0, 2);
  return language.toLowerCase().startsWith('hi') ? 'hi' : 'en';
}
