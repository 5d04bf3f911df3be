import type { ReviewSection } from '@para/contract';
import type { MailMessage } from '../../lib/mail.js';

const SECTION_NAMES: Record<ReviewSection, string> = {
  page1: 'Personal details (page 1)',
  page2: 'Impairment and sport (page 2)',
  page3: 'Documents and declaration (page 3)',
  photo: 'Photo',
  disability_certificate: 'Disability certificate or UDID card',
  proof_of_age: 'Proof of age',
  identity_proof: 'Identity proof',
  medical_diagnostic: 'Medical diagnostic form',
};

export function approvedMail(to: string, name: string, uid: string, portalUrl: string): MailMessage {
  return {
    to,
    subject: `Your registration is approved – UID ${uid}`,
    text: [
      `Hello ${name},`,
      '',
      'Your registration with the Para Sports Association has been approved.',
      `Your unique ID (UID) is ${uid}.`,
      '',
      `Your identity card is ready to download: ${portalUrl}/user/identity-card`,
    ].join('\n'),
  };
}

export function rejectedMail(
  to: string,
  name: string,
  reasons: { section: ReviewSection; reason: string }[],
  note: string,
  portalUrl: string,
): MailMessage {
  return {
    to,
    subject: 'Your registration needs a few changes',
    text: [
      `Hello ${name},`,
      '',
      'The association has reviewed your registration and asks you to change the following:',
      '',
      ...reasons.map((item) => `- ${SECTION_NAMES[item.section]}: ${item.reason}`),
      ...(note ? ['', note] : []),
      '',
      `Make the changes and submit again here: ${portalUrl}/edit-registration`,
      'You do not need to pay the fee again.',
    ].join('\n'),
  };
}
