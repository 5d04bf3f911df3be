import { describe, expect, it } from 'vitest';
import { ApiError } from './api';
import { errorCodeOf, errorKey, errorText, fieldErrorTexts } from './errors';
import { i18n, messageText } from './i18n';
import { Translator } from './translator';

const i18nForTest = new Translator({
  language: 'en',
  resources: {
    en: {
      errors: { generic: 'Something went wrong.', NETWORK_UNAVAILABLE: 'No connection.' },
      refusals: { RATE_LIMITED: 'Too many tries. Wait {{retryAfterSeconds}} seconds.' },
      validation: { email: 'Enter a valid e-mail address.' },
    },
  },
});
const t = i18nForTest.t;

describe('errorText', () => {
  it("translates the error's code with its data", () => {
    const error = new ApiError(429, 'Slow down', { retryAfterSeconds: 30 }, 'RATE_LIMITED');
    expect(errorText(t, error)).toBe('Too many tries. Wait 30 seconds.');
    expect(errorText(t, new ApiError(0, 'errors.network'))).toBe('No connection.');
  });

  it('falls back to the generic text for a code without text and for other errors', () => {
    expect(errorText(t, new ApiError(409, 'Taken', null, 'CONFLICT'))).toBe('Something went wrong.');
    expect(errorText(t, new Error('boom'))).toBe('Something went wrong.');
    expect(errorCodeOf(new Error('boom'))).toBe('UNEXPECTED_RESPONSE');
  });

  it('lets no data choose a different text', () => {
    const error = new ApiError(429, 'x', { retryAfterSeconds: 5, lng: 'xx', count: 2 }, 'RATE_LIMITED');
    expect(errorText(t, error)).toBe('Too many tries. Wait 5 seconds.');
  });
});

describe('fieldErrorTexts', () => {
  it('translates the field keys of a validation failure only', () => {
    const invalid = new ApiError(
      400,
      'Check',
      { fields: { email: 'validation.email', name: 'Name is taken' } },
      'VALIDATION_FAILED',
    );
    expect(fieldErrorTexts(t, invalid)).toEqual({
      email: 'Enter a valid e-mail address.',
      name: 'Name is taken',
    });
    expect(fieldErrorTexts(t, new ApiError(409, 'x', { fields: { email: 'y' } }, 'CONFLICT'))).toEqual({});
  });
});

describe('messageText with an ApiError', () => {
  it("uses the code's text, not the server's message", () => {
    i18n.addResource('en', 'refusals.EMAIL_UNVERIFIED', 'Verify {{email}} first.');
    const unverified = new ApiError(
      403,
      'Verify',
      { emailVerified: false, email: 'a@b.in' },
      'EMAIL_UNVERIFIED',
    );
    expect(messageText(unverified)).toBe('Verify a@b.in first.');
    // Every code has a text of the app's, so the server's English sentence is not shown.
    i18n.addResource('en', 'refusals.CONFLICT', 'This has changed in the meantime.');
    expect(messageText(new ApiError(409, 'This e-mail is taken', null, 'CONFLICT'))).toBe(
      'This has changed in the meantime.',
    );
    expect(messageText('Plain sentence.')).toBe('Plain sentence.');
  });
});

describe('messageText with a key', () => {
  it("reads a code's key (underscores and all) as a key, and a sentence as a sentence", () => {
    i18n.addResource('en', 'refusals.FORM_NOT_FOUND', 'This form is not open.');
    expect(messageText('refusals.FORM_NOT_FOUND')).toBe('This form is not open.');
    expect(messageText(errorKey('FORM_NOT_FOUND'))).toBe('This form is not open.');
    // Shaped like a key but not one: shown as it came.
    expect(messageText('refusals.NO_SUCH_CODE')).toBe('refusals.NO_SUCH_CODE');
    expect(messageText('Upload failed.')).toBe('Upload failed.');
  });
});
