import '@mantine/core/styles/Fieldset.css';
import { Anchor, Fieldset, Stack, Text, TextInput, type TextInputProps } from '@mantine/core';
import type { ErrorDataOf } from '@para/contract';
import type { Ref } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';

/** The question the server asks (CHALLENGE_REQUIRED, and a new one with CHALLENGE_FAILED) and its token. */
export type SignupQuestion = ErrorDataOf<'CHALLENGE_REQUIRED'>['challenge'];

/**
 * The sign-up's extra step from a busy network: the sum of two numbers, worded in the reader's
 * language with the numbers as digits, and a way out for whoever cannot answer it. The group is a
 * polite live region: a wrong answer changes the question and adds the error while focus is often in
 * the field already, where moving focus there again would say nothing.
 */
export function SignupChallenge({
  question,
  inputProps,
  inputRef,
}: {
  question: SignupQuestion['question'];
  inputProps: TextInputProps;
  inputRef: Ref<HTMLInputElement>;
}) {
  const { t } = useTranslation();
  const [a, b] = question.terms;
  return (
    <Fieldset legend={t('auth.challenge.legend')} radius="md" aria-live="polite">
      <Stack gap="sm">
        <Text size="sm">{t('auth.challenge.why')}</Text>
        <TextInput
          {...inputProps}
          ref={inputRef}
          label={t('auth.challenge.sum', { a, b })}
          description={
            <Trans
              i18nKey="auth.challenge.help"
              components={{ contact: <Anchor component={Link} to={paths.contact} inherit /> }}
            />
          }
          // The help line belongs under the field: it is for whoever is stuck on the question.
          inputWrapperOrder={['label', 'input', 'error', 'description']}
          inputMode="numeric"
          autoComplete="off"
          required
          aria-required
        />
      </Stack>
    </Fieldset>
  );
}
