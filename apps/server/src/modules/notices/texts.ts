import type { NoticeKind, NoticeLanguage, ReviewSection } from '@para/contract';
import { ENTRY_WRITERS } from './entry-texts.js';

/**
 * What each kind of notice says, in English and Hindi: the e-mail's subject and lines, one short text
 * for SMS and WhatsApp (the template the providers approved, filled in), and that template's variables
 * in order. The facts come from the notice's `data`, resolved when the change was made.
 */

export interface Bilingual {
  en: string;
  hi: string;
}

export interface NoticeFacts {
  name: string;
  uid?: string;
  reasons?: { section: ReviewSection; reason: string }[];
  note?: string;
  form?: Bilingual;
  disciplines?: { en: string[]; hi: string[] };
  amountPaise?: number;
  unpaid?: boolean;
  /** A link that is not a page of the portal's own (a payment link), whole. */
  url?: string;
  /** The portal page the notice points to, joined to PUBLIC_URL when sent. */
  path?: string;
  expiresOn?: string;
  number?: string;
}

export interface NoticeText {
  subject: string;
  lines: string[];
  /** SMS and WhatsApp: the template's text with its variables filled in. */
  short: string;
  /** The template's variables, in order ({{1}}, {{2}} …). */
  variables: string[];
}

const SECTIONS: Record<ReviewSection, Bilingual> = {
  page1: { en: 'Personal details (page 1)', hi: 'व्यक्तिगत विवरण (पेज 1)' },
  page2: { en: 'Impairment and sport (page 2)', hi: 'दिव्यांगता और खेल (पेज 2)' },
  page3: { en: 'Documents and declaration (page 3)', hi: 'दस्तावेज़ और घोषणा (पेज 3)' },
  photo: { en: 'Photo', hi: 'फ़ोटो' },
  disability_certificate: { en: 'Disability certificate or UDID card', hi: 'दिव्यांगता प्रमाणपत्र' },
  proof_of_age: { en: 'Proof of age', hi: 'आयु का प्रमाण' },
  identity_proof: { en: 'Identity proof', hi: 'पहचान का प्रमाण' },
  medical_diagnostic: { en: 'Medical diagnostic form', hi: 'चिकित्सा निदान फ़ॉर्म' },
};

export type Writer = (facts: NoticeFacts, link: string, language: NoticeLanguage) => NoticeText;

/** The competition's name in the notice's language (English when it has no Hindi name). */
export const formOf = (facts: NoticeFacts, language: NoticeLanguage) =>
  facts.form?.[language] || facts.form?.en || '';

const WRITERS: Record<NoticeKind, Writer> = {
  registration_approved: (facts, link, language) =>
    language === 'hi'
      ? {
          subject: `आपका पंजीकरण स्वीकृत हुआ – UID ${facts.uid}`,
          lines: [
            'पैरा स्पोर्ट्स एसोसिएशन में आपका पंजीकरण स्वीकृत हो गया है।',
            `आपकी विशिष्ट पहचान संख्या (UID) ${facts.uid} है।`,
            `आपका पहचान पत्र डाउनलोड के लिए तैयार है: ${link}`,
          ],
          short: `पैरा स्पोर्ट्स: आपका पंजीकरण स्वीकृत हुआ। UID ${facts.uid}। पहचान पत्र: ${link}`,
          variables: [facts.name, facts.uid ?? '', link],
        }
      : {
          subject: `Your registration is approved – UID ${facts.uid}`,
          lines: [
            'Your registration with the Para Sports Association has been approved.',
            `Your unique ID (UID) is ${facts.uid}.`,
            `Your identity card is ready to download: ${link}`,
          ],
          short: `Para Sports: your registration is approved. UID ${facts.uid}. ID card: ${link}`,
          variables: [facts.name, facts.uid ?? '', link],
        },
  registration_returned: (facts, link, language) => {
    const reasons = (facts.reasons ?? []).map(
      (item) => `- ${SECTIONS[item.section]?.[language] ?? item.section}: ${item.reason}`,
    );
    const sections = (facts.reasons ?? [])
      .map((item) => SECTIONS[item.section]?.[language] ?? item.section)
      .join(', ');
    return language === 'hi'
      ? {
          subject: 'आपके पंजीकरण में कुछ बदलाव ज़रूरी हैं',
          lines: [
            'संघ ने आपके पंजीकरण की जाँच की और ये बदलाव करने को कहा है:',
            '',
            ...reasons,
            ...(facts.note ? ['', facts.note] : []),
            '',
            `बदलाव करके यहाँ फिर से जमा करें: ${link}`,
            'शुल्क दोबारा नहीं देना है।',
          ],
          short: `पैरा स्पोर्ट्स: आपके पंजीकरण में बदलाव ज़रूरी हैं (${sections})। ${link}`,
          variables: [facts.name, sections, link],
        }
      : {
          subject: 'Your registration needs a few changes',
          lines: [
            'The association has reviewed your registration and asks you to change the following:',
            '',
            ...reasons,
            ...(facts.note ? ['', facts.note] : []),
            '',
            `Make the changes and submit again here: ${link}`,
            'You do not need to pay the fee again.',
          ],
          short: `Para Sports: your registration needs changes (${sections}). ${link}`,
          variables: [facts.name, sections, link],
        };
  },
  ...ENTRY_WRITERS,
  payment_link: (facts, link, language) =>
    language === 'hi'
      ? {
          subject: 'आपका पंजीकरण शुल्क: भुगतान का लिंक',
          lines: [
            'आपकी ज़िला इकाई ने पैरा स्पोर्ट्स एसोसिएशन का पंजीकरण शुल्क चुकाने का लिंक भेजा है।',
            'इस लिंक से कोई भी शुल्क चुका सकता है; लॉग इन की ज़रूरत नहीं:',
            link,
            '',
            `यह लिंक ${facts.expiresOn} तक काम करेगा।`,
          ],
          short: `पैरा स्पोर्ट्स: पंजीकरण शुल्क चुकाने का लिंक (${facts.expiresOn} तक): ${link}`,
          variables: [facts.name, link, facts.expiresOn ?? ''],
        }
      : {
          subject: 'Your registration fee: a link to pay it',
          lines: [
            'Your district unit has sent a link to pay the registration fee of the Para Sports Association.',
            'Anyone with this link can pay the fee; nobody needs to sign in:',
            link,
            '',
            `The link works until ${facts.expiresOn}.`,
          ],
          short: `Para Sports: a link to pay your registration fee (until ${facts.expiresOn}): ${link}`,
          variables: [facts.name, link, facts.expiresOn ?? ''],
        },
  results_published: (facts, link, language) => {
    const form = formOf(facts, language);
    return language === 'hi'
      ? {
          subject: `परिणाम प्रकाशित हुए – ${form}`,
          lines: [`${form} के परिणाम प्रकाशित हो गए हैं।`, `अपने परिणाम देखें: ${link}`],
          short: `पैरा स्पोर्ट्स: ${form} के परिणाम प्रकाशित हुए। ${link}`,
          variables: [facts.name, form, link],
        }
      : {
          subject: `Results published – ${form}`,
          lines: [`The results of ${form} are published.`, `See your results: ${link}`],
          short: `Para Sports: the results of ${form} are published. ${link}`,
          variables: [facts.name, form, link],
        };
  },
  certificate_issued: (facts, link, language) => {
    const form = formOf(facts, language);
    return language === 'hi'
      ? {
          subject: `आपका प्रमाणपत्र जारी हुआ – ${form}`,
          lines: [`${form} का आपका प्रमाणपत्र (संख्या ${facts.number}) जारी हो गया है।`, `डाउनलोड करें: ${link}`],
          short: `पैरा स्पोर्ट्स: ${form} का प्रमाणपत्र ${facts.number} जारी हुआ। ${link}`,
          variables: [facts.name, form, facts.number ?? '', link],
        }
      : {
          subject: `Your certificate is issued – ${form}`,
          lines: [`Your certificate of ${form} (number ${facts.number}) is issued.`, `Download it: ${link}`],
          short: `Para Sports: certificate ${facts.number} of ${form} is issued. ${link}`,
          variables: [facts.name, form, facts.number ?? '', link],
        };
  },
  accreditation_ready: (facts, link, language) => {
    const form = formOf(facts, language);
    return language === 'hi'
      ? {
          subject: `आपका प्रत्यायन कार्ड तैयार है – ${form}`,
          lines: [`${form} के लिए आपका प्रत्यायन कार्ड तैयार है।`, `डाउनलोड करें: ${link}`],
          short: `पैरा स्पोर्ट्स: ${form} का आपका प्रत्यायन कार्ड तैयार है। ${link}`,
          variables: [facts.name, form, link],
        }
      : {
          subject: `Your accreditation card is ready – ${form}`,
          lines: [`Your accreditation card for ${form} is ready.`, `Download it: ${link}`],
          short: `Para Sports: your accreditation card for ${form} is ready. ${link}`,
          variables: [facts.name, form, link],
        };
  },
};

const HELLO: Record<NoticeLanguage, (name: string) => string> = {
  en: (name) => `Hello ${name},`,
  hi: (name) => `नमस्ते ${name},`,
};

/** The notice's texts in its language; links are whole addresses on PUBLIC_URL. */
export function writeNotice(
  kind: NoticeKind,
  language: NoticeLanguage,
  facts: NoticeFacts,
  publicUrl: string,
): NoticeText & { mailText: string } {
  const link = facts.url ?? `${publicUrl}${facts.path ?? ''}`;
  const text = WRITERS[kind](facts, link, language);
  const pageLink = kind.startsWith('entry_') ? ['', link] : [];
  const mailText = [HELLO[language](facts.name), '', ...text.lines, ...pageLink].join('\n');
  return { ...text, mailText };
}
