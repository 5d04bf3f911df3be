import type { NoticeKind, NoticeLanguage } from '@para/contract';
import { formOf, type NoticeFacts, type Writer } from './texts.js';

/** What the notices of an entry's life say, in English and Hindi (texts.ts has the others). */

const rupees = (paise: number) =>
  `₹${(paise / 100).toLocaleString('en-IN', { minimumFractionDigits: 0, maximumFractionDigits: 2 })}`;

const disciplinesOf = (facts: NoticeFacts, language: NoticeLanguage) =>
  (facts.disciplines?.[language]?.length ? facts.disciplines[language] : (facts.disciplines?.en ?? [])).join(
    ', ',
  );
const payLine = (facts: NoticeFacts, language: NoticeLanguage) =>
  facts.unpaid && (facts.amountPaise ?? 0) > 0
    ? [
        language === 'hi'
          ? `अपनी प्रविष्टि की पुष्टि के लिए कृपया ${rupees(facts.amountPaise ?? 0)} का प्रवेश शुल्क चुकाएँ।`
          : `Please pay the entry fee of ${rupees(facts.amountPaise ?? 0)} to confirm your entry.`,
      ]
    : [];

/** An entry notice: the subject and first line name the competition and the disciplines. */
const entryWriter =
  (
    words: Record<NoticeLanguage, { subject: string; line: (form: string, disciplines: string) => string }>,
    asksPayment = true,
  ): Writer =>
  (facts, link, language) => {
    const form = formOf(facts, language);
    const disciplines = disciplinesOf(facts, language);
    const line = words[language].line(form, disciplines);
    return {
      subject: `${words[language].subject} – ${form}`,
      lines: [line, ...(asksPayment ? payLine(facts, language) : [])],
      short: `${line} ${link}`,
      variables: [facts.name, form, disciplines, link],
    };
  };

export const ENTRY_WRITERS: Record<Extract<NoticeKind, `entry_${string}`>, Writer> = {
  // Received while the fee is still to pay (with the amount), confirmed once nothing is left to pay.
  entry_confirmed: (facts, link, language) =>
    (facts.unpaid
      ? entryWriter({
          en: {
            subject: 'Your entry is received',
            line: (f, d) => `Your entry for ${f} is received for: ${d}.`,
          },
          hi: { subject: 'आपकी प्रविष्टि मिल गई', line: (f, d) => `${f} के लिए आपकी प्रविष्टि मिल गई: ${d}।` },
        })
      : entryWriter({
          en: {
            subject: 'Your entry is confirmed',
            line: (f, d) => `Your entry for ${f} is confirmed for: ${d}.`,
          },
          hi: {
            subject: 'आपकी प्रविष्टि पक्की हो गई',
            line: (f, d) => `${f} के लिए आपकी प्रविष्टि पक्की हो गई: ${d}।`,
          },
        }))(facts, link, language),
  entry_waitlisted: entryWriter({
    en: {
      subject: 'You are on the waiting list',
      line: (f, d) =>
        `The places in ${d} (${f}) are taken, so you are on the waiting list. If a place frees, you move up automatically and we write to you.`,
    },
    hi: {
      subject: 'आप प्रतीक्षा सूची में हैं',
      line: (f, d) =>
        `${d} (${f}) के सभी स्थान भर गए हैं, इसलिए आप प्रतीक्षा सूची में हैं। कोई स्थान खाली होने पर आप अपने-आप आगे आ जाएँगे और हम आपको लिखेंगे।`,
    },
  }),
  entry_moved_up: entryWriter({
    en: {
      subject: 'A place is yours',
      line: (f, d) => `A place freed in ${d} (${f}) and you have moved up from the waiting list.`,
    },
    hi: {
      subject: 'आपको स्थान मिल गया',
      line: (f, d) => `${d} (${f}) में एक स्थान खाली हुआ और आप प्रतीक्षा सूची से आगे आ गए हैं।`,
    },
  }),
  entry_refused: entryWriter(
    {
      en: {
        subject: 'Your entry is withdrawn: it could not be accepted',
        line: (f, d) =>
          `Your entry for ${d} (${f}) could not stand: you no longer meet its conditions. Any fee paid for it will be refunded.`,
      },
      hi: {
        subject: 'आपकी प्रविष्टि वापस ले ली गई: यह स्वीकार नहीं हो सकी',
        line: (f, d) =>
          `${d} (${f}) के लिए आपकी प्रविष्टि स्वीकार नहीं हो सकी: आप अब इसकी शर्तें पूरी नहीं करते। इसके लिए चुकाया गया शुल्क लौटा दिया जाएगा।`,
      },
    },
    false,
  ),
  entry_withdrawn: entryWriter(
    {
      en: { subject: 'Your entry is withdrawn', line: (f) => `Your entry for ${f} is withdrawn.` },
      hi: { subject: 'आपकी प्रविष्टि वापस ले ली गई', line: (f) => `${f} के लिए आपकी प्रविष्टि वापस ले ली गई है।` },
    },
    false,
  ),
  entry_released: entryWriter(
    {
      en: {
        subject: 'Your entry is released',
        line: (f) =>
          `The fee for your entry for ${f} was not paid in time, so the entry is released and its places given to the athletes waiting.`,
      },
      hi: {
        subject: 'आपकी प्रविष्टि रद्द हो गई',
        line: (f) =>
          `${f} के लिए आपकी प्रविष्टि का शुल्क समय पर नहीं चुकाया गया, इसलिए प्रविष्टि रद्द हो गई है और उसके स्थान प्रतीक्षा कर रहे खिलाड़ियों को दिए गए हैं।`,
      },
    },
    false,
  ),
  entry_place_released: entryWriter(
    {
      en: {
        subject: 'A place you did not pay for is released',
        line: (f, d) =>
          `The fee for your place in ${d} (${f}), granted from the waiting list, was not paid in time, so that place is given to the next athlete waiting.`,
      },
      hi: {
        subject: 'जिस स्थान का शुल्क नहीं चुकाया गया, वह छोड़ दिया गया',
        line: (f, d) =>
          `प्रतीक्षा सूची से मिले ${d} (${f}) के स्थान का शुल्क समय पर नहीं चुकाया गया, इसलिए वह स्थान प्रतीक्षा कर रहे अगले खिलाड़ी को दिया गया है।`,
      },
    },
    false,
  ),
  entry_closing_soon: entryWriter({
    en: {
      subject: 'Entries close soon: your entry is unpaid',
      line: (f) => `Entries for ${f} close soon and your entry is not yet paid.`,
    },
    hi: {
      subject: 'प्रविष्टियाँ जल्द बंद होंगी: आपकी प्रविष्टि का शुल्क बाकी है',
      line: (f) => `${f} की प्रविष्टियाँ जल्द बंद होंगी और आपकी प्रविष्टि का शुल्क अभी नहीं चुकाया गया है।`,
    },
  }),
};
