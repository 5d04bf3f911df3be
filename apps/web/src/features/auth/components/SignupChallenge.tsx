import { Anchor, Text, TextInput, type TextInputProps } from '@mantine/core';
import type { ErrorDataOf } from '@para/contract';
import { useEffect, useRef } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';
import './signup-challenge.css';

/** The question the server asks (CHALLENGE_REQUIRED, and a new one with CHALLENGE_FAILED) and its token. */
export type SignupQuestion = ErrorDataOf<'CHALLENGE_REQUIRED'>['challenge'];

/**
 * The sign-up's extra step from a busy network: the sum of two numbers, worded in the reader's
 * language with the numbers as digits, and a way out for whoever cannot answer it. Focus moves to the
 * answer, so the question and why it is asked (the field's description) are read out, as a field
 * with an error is after a refusal. The group is a polite live region for what changes later: a
 * wrong answer brings a new question and the error while focus is often in the field already.
 */
export function SignupChallenge({
  question,
  inputProps,
}: {
  question: SignupQuestion['question'];
  /** The form's props for the answer, `required` included (the form marks its fields alike). */
  inputProps: TextInputProps;
}) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [a, b] = question.terms;

  // Each new question (the first, or another after a wrong answer) is what the person answers next.
  useEffect(() => {
    if (question) input.current?.focus();
  }, [question]);

  return (
    <fieldset className="signup-challenge" aria-live="polite">
      <legend>{t('auth.challenge.legend')}</legend>
      <TextInput
        {...inputProps}
        ref={input}
        label={t('auth.challenge.sum', { a, b })}
        // The question, then why it is asked (the text of the refusal that asked it), as a hint.
        description={t('errors.CHALLENGE_REQUIRED')}
        inputMode="numeric"
        autoComplete="off"
      />
      <Text mt="sm">
        <Trans
          i18nKey="auth.challenge.help"
          components={{ contact: <Anchor component={Link} to={paths.contact} /> }}
        />
      </Text>
    </fieldset>
  );
}
