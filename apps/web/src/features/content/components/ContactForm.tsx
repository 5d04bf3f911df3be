import { Button, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type ContactInput, contactInput, contentRoutes } from '@para/contract';
import { useMutation } from '@tanstack/react-query';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Alert } from '../../../components/feedback';
import { callApi } from '../../../lib/api';
import { applyServerError, type FormMessage, fieldProps, focusFirstError } from '../../../lib/form';
import { PlainFormStep } from '../../../lib/plain-form-step';
import { postedStart, usePostedForm } from '../../../lib/posted-form';
import { useTranslation } from '../../../lib/translation';

/** This form's name in a post made without the app (modules/content/plain-forms.ts on the server). */
const CONTACT_FORM = 'contact';

const empty: ContactInput = { name: '', email: '', phone: '', subject: '', message: '' };

/** The contact form: checked here first, then by the server (which also throttles and mails it). */
export function ContactForm() {
  const { t } = useTranslation();
  // Posted by the browser itself (no script yet): refused, the server drew the form with the post;
  // sent, it led here with `?sent=1`.
  const start = postedStart(usePostedForm(CONTACT_FORM), empty);
  const [searchParams] = useSearchParams();
  const [alert, setAlert] = useState<FormMessage | null>(start.alert);
  const [sent, setSent] = useState(() => searchParams.get('sent') === '1');
  const send = useMutation({
    mutationFn: (body: ContactInput) => callApi(contentRoutes.contactSend, { body }),
  });
  const form = useForm<ContactInput>({
    initialValues: start.initialValues,
    initialErrors: start.initialErrors,
    validate: zod4Resolver(contactInput),
  });

  const submit = form.onSubmit(
    async (values) => {
      setAlert(null);
      try {
        await send.mutateAsync(values);
        form.reset();
        setSent(true);
      } catch (error) {
        setAlert(applyServerError(form, error));
      }
    },
    (errors) => focusFirstError(form, errors),
  );

  if (sent) {
    return (
      // Focus moves to the thanks, so a screen reader says the message went and Tab continues from here.
      <Alert tone="success" title={t('content.contact.sentTitle')} focusOnAppear>
        <Stack gap="sm" align="flex-start">
          {t('content.contact.sentText')}
          {/* A link to the empty form, so it works before the app is there too. */}
          <Button
            component="a"
            href="/contact"
            variant="default"
            onClick={(event) => {
              event.preventDefault();
              setSent(false);
            }}
          >
            {t('content.contact.another')}
          </Button>
        </Stack>
      </Alert>
    );
  }

  return (
    <form method="post" action="/contact" onSubmit={submit} noValidate aria-labelledby="contact-form-title">
      <PlainFormStep form={CONTACT_FORM} />
      <Stack gap="md">
        <Alert message={alert} />
        <TextInput
          {...fieldProps(form, 'name')}
          label={t('content.contact.name')}
          autoComplete="name"
          withAsterisk
        />
        <TextInput
          {...fieldProps(form, 'email')}
          label={t('content.contact.email')}
          type="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          withAsterisk
        />
        <TextInput
          {...fieldProps(form, 'phone')}
          label={t('content.contact.phone')}
          description={t('content.contact.phoneHint')}
          type="tel"
          autoComplete="tel"
          inputMode="tel"
        />
        <TextInput {...fieldProps(form, 'subject')} label={t('content.contact.subject')} withAsterisk />
        <Textarea
          {...fieldProps(form, 'message')}
          label={t('content.contact.message')}
          autosize
          minRows={5}
          maxRows={12}
          withAsterisk
        />
        <Button type="submit" loading={send.isPending} w="fit-content">
          {t('content.contact.send')}
        </Button>
      </Stack>
    </form>
  );
}
