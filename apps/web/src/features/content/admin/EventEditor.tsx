import { Alert, Button, Group, NativeSelect, Stack, TagsInput, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  defaultDistricts,
  defaultSports,
  type EventAdminRow,
  type EventInput,
  eventInput,
  routes,
} from '@para/contract';
import { useQuery } from '@tanstack/react-query';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { applyServerError, fieldProps, focusFirstError } from '../../../lib/form';
import { messageText } from '../../../lib/i18n';
import { toast } from '../../../lib/notify';
import { QueryState } from '../components/QueryState';
import { AdminFrame } from './AdminFrame';
import { adminEventQuery, useContentWrite } from './admin-api';
import { TranslationFields, translationValues } from './TranslationFields';

export function EventEditorPage() {
  const { id = 'new' } = useParams();
  const { t } = useTranslation();
  const query = useQuery({ ...adminEventQuery(id), enabled: id !== 'new' });
  return (
    <AdminFrame title={id === 'new' ? t('contentAdmin.events.new') : t('contentAdmin.events.edit')}>
      {id === 'new' ? (
        <EventEditor event={null} />
      ) : (
        <QueryState query={query}>{(event) => <EventEditor event={event} />}</QueryState>
      )}
    </AdminFrame>
  );
}

function EventEditor({ event }: { event: EventAdminRow | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [alert, setAlert] = useState<string | null>(null);
  const create = useContentWrite(routes.adminEventCreate);
  const update = useContentWrite(routes.adminEventUpdate);
  const form = useForm<EventInput>({
    initialValues: {
      title: event?.title ?? '',
      sports: event?.sports ?? [],
      venue: event?.venue ?? '',
      district: event?.district ?? '',
      startDate: event?.startDate ?? '',
      endDate: event?.endDate ?? '',
      description: event?.description ?? '',
      entryFormId: event?.entryFormId ?? '',
      status: event?.status ?? 'draft',
      translations: translationValues(event?.translations, ['title', 'venue', 'description']),
    },
    validate: zod4Resolver(eventInput),
  });

  const submit = form.onSubmit(
    async (values) => {
      setAlert(null);
      try {
        const saved = event
          ? await update.mutateAsync({ params: { id: event._id }, body: values })
          : await create.mutateAsync({ body: values });
        toast.success('contentAdmin.saved');
        if (!event) navigate(`/admin/content/events/${saved._id}`, { replace: true });
      } catch (error) {
        setAlert(applyServerError(form, error));
      }
    },
    (errors) => focusFirstError(form, errors),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md" maw={820}>
        {alert && (
          <Alert color="red" role="alert">
            {messageText(alert)}
          </Alert>
        )}
        <TextInput {...fieldProps(form, 'title')} label={t('contentAdmin.events.title')} withAsterisk />
        <TagsInput
          {...fieldProps(form, 'sports')}
          label={t('contentAdmin.events.sports')}
          description={t('contentAdmin.events.sportsHint')}
          data={defaultSports.map((sport) => sport.name)}
        />
        <TextInput {...fieldProps(form, 'venue')} label={t('contentAdmin.events.venue')} withAsterisk />
        <NativeSelect
          {...fieldProps(form, 'district')}
          label={t('contentAdmin.events.district')}
          data={[
            { value: '', label: '—' },
            ...defaultDistricts.map((name) => ({ value: name, label: name })),
          ]}
        />
        <Group grow align="flex-start">
          <TextInput
            {...fieldProps(form, 'startDate')}
            type="date"
            label={t('contentAdmin.events.startDate')}
            withAsterisk
          />
          <TextInput
            {...fieldProps(form, 'endDate')}
            type="date"
            label={t('contentAdmin.events.endDate')}
            withAsterisk
          />
        </Group>
        <Textarea
          {...fieldProps(form, 'description')}
          label={t('contentAdmin.events.description')}
          description={t('contentAdmin.markdownHint')}
          autosize
          minRows={6}
          maxRows={24}
        />
        <TextInput
          {...fieldProps(form, 'entryFormId')}
          label={t('contentAdmin.events.entryForm')}
          description={t('contentAdmin.events.entryFormHint')}
        />
        <NativeSelect
          {...fieldProps(form, 'status')}
          label={t('contentAdmin.status')}
          data={[
            { value: 'draft', label: t('contentAdmin.draft') },
            { value: 'published', label: t('contentAdmin.published') },
          ]}
        />
        <TranslationFields
          form={form}
          fields={[
            { name: 'title', label: t('contentAdmin.events.title') },
            { name: 'venue', label: t('contentAdmin.events.venue') },
            { name: 'description', label: t('contentAdmin.events.description'), multiline: true },
          ]}
        />
        <Group>
          <Button type="submit" loading={create.isPending || update.isPending}>
            {t('contentAdmin.save')}
          </Button>
          <Button variant="default" onClick={() => navigate('/admin/content/events')}>
            {t('contentAdmin.backToList')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
