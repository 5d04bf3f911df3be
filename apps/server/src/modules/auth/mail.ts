import type { MailMessage } from '../../lib/mail.js';

const ASSOCIATION = 'Para Sports Association';

const wrapHtml = (lines: string[]) =>
  `<!doctype html><html lang="en"><body style="font-family:system-ui,sans-serif;font-size:16px;line-height:1.5">${lines
    .map((line) => `<p>${line}</p>`)
    .join('')}</body></html>`;

/**
 * The code stands alone on its line in the text part, as six consecutive digits, so that mail readers
 * and test tools can pick it out.
 */
export function verificationMail(to: string, name: string, code: string): MailMessage {
  const text = [
    `Hello ${name},`,
    '',
    `Your ${ASSOCIATION} verification code is:`,
    '',
    code,
    '',
    'It is valid for 10 minutes. If you did not sign up, you can ignore this e-mail.',
  ].join('\n');
  return {
    to,
    subject: `Verify your e-mail address – ${ASSOCIATION}`,
    text,
    html: wrapHtml([
      `Hello ${escapeHtml(name)},`,
      `Your ${ASSOCIATION} verification code is:`,
      `<strong style="font-size:24px;letter-spacing:4px">${code}</strong>`,
      'It is valid for 10 minutes. If you did not sign up, you can ignore this e-mail.',
    ]),
  };
}

export function passwordResetMail(to: string, name: string, code: string): MailMessage {
  const text = [
    `Hello ${name},`,
    '',
    'Use this code to set a new password:',
    '',
    code,
    '',
    'It is valid for 10 minutes. If you did not ask for it, ignore this e-mail: your password stays as it is.',
  ].join('\n');
  return {
    to,
    subject: `Your password reset code – ${ASSOCIATION}`,
    text,
    html: wrapHtml([
      `Hello ${escapeHtml(name)},`,
      'Use this code to set a new password:',
      `<strong style="font-size:24px;letter-spacing:4px">${code}</strong>`,
      'It is valid for 10 minutes. If you did not ask for it, ignore this e-mail: your password stays as it is.',
    ]),
  };
}

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
