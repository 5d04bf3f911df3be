import { Button, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { PASSWORD_MIN, type SignupBody, signupBody } from '@para/contract';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/feedback';
import { isErrorCode } from '../../../lib/api';
import { applyServerError, type FormMessage, fieldProps, focusFirstError } from '../../../lib/form';
import { messageText } from '../../../lib/i18n';
import { useSignup } from '../api';
import { PasswordField } from './PasswordField';
import { SignupChallenge, type SignupQuestion } from './SignupChallenge';

/**
 * Every sign-up field is required: marked with an asterisk (explained above the fields) and, for
 * assistive technology, required and aria-required. The form's own checks still do the validating.
 */
const requiredField = { required: true, 'aria-required': true } as const;

/**
 * First step of signup. Calls `onCreated` with the address the code was sent to and the attempt the
 * code belongs to (sent back with the code). From a network that
 * has had many sign-ups this hour the server first asks a question (SignupChallenge); it appears only
 * after a submit, so the page the server drew and the app's first render stay the same.
 */
export function SignupForm({ onCreated }: { onCreated: (email: string, attempt: string) => void }) {
  const { t } = useTranslation();
  const signup = useSignup();
  const [alert, setAlert] = useState<FormMessage | null>(null);
  const [question, setQuestion] = useState<SignupQuestion['question'] | null>(null);
  // `challenge` joins the values once asked: the contract's schema then requires an answer.
  const form = useForm<SignupBody>({
    initialValues: { name: '', email: '', phone: '', password: '' },
    validate: zod4Resolver(signupBody),
  });

  const submit = form.onSubmit(
    async (values) => {
      setAlert(null);
      try {
        const result = await signup.mutateAsync(values);
        onCreated(result.email, result.attempt);
      } catch (error) {
        const asked =
          isErrorCode(error, 'CHALLENGE_REQUIRED') || isErrorCode(error, 'CHALLENGE_FAILED') ? error : null;
        const challenge = asked?.data?.challenge;
        if (!asked || !challenge) {
          setAlert(applyServerError(form, error));
          return;
        }
        // Everything typed stays; only the answer starts again, with the new question's token.
        form.setFieldValue('challenge', { token: challenge.token, answer: '' });
        setQuestion(challenge.question);
        // The question is read out as focus moves to it (SignupChallenge); a wrong answer is its error.
        if (asked.code === 'CHALLENGE_FAILED') form.setFieldError('challenge.answer', messageText(asked));
      }
    },
    (errors) => focusFirstError(form, errors),
  );

  return (
    <form method="post" onSubmit={submit} noValidate>
      <Stack gap="md">
        <Alert message={alert} />
        <Text size="sm">{t('auth.requiredNote')}</Text>
        <TextInput
          {...fieldProps(form, 'name')}
          label={t('auth.fullName')}
          autoComplete="name"
          {...requiredField}
        />
        <TextInput
          {...fieldProps(form, 'email')}
          label={t('auth.email')}
          type="email"
          autoComplete="email"
          {...requiredField}
          autoCapitalize="none"
          spellCheck={false}
        />
        <TextInput
          {...fieldProps(form, 'phone')}
          label={t('auth.mobile')}
          description={t('auth.mobileHint')}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          {...requiredField}
        />
        <PasswordField
          {...fieldProps(form, 'password')}
          label={t('auth.password')}
          description={t('auth.passwordHint', { min: PASSWORD_MIN })}
          autoComplete="new-password"
          {...requiredField}
        />
        {question && (
          <SignupChallenge
            question={question}
            inputProps={{ ...fieldProps(form, 'challenge.answer'), ...requiredField }}
          />
        )}
        <Button type="submit" loading={signup.isPending}>
          {t('auth.createAccount')}
        </Button>
      </Stack>
    </form>
  );
}
