import { Group, NativeSelect, TagsInput, Textarea, TextInput } from '@mantine/core';
import {
  contentRoutes,
  defaultDistricts,
  defaultSports,
  type EventAdminRow,
  eventInput,
} from '@para/contract';
import { useNavigate } from 'react-router';
import { fieldProps } from '../../../lib/form';
import { paths } from '../../../lib/paths';
import { useTranslation } from '../../../lib/translation';
import { adminEventQuery } from './admin-api';
import { ContentForm, EditorPage, StatusSelect, useItemForm } from './ContentForm';
import { TranslationFields, translationValues } from './TranslationFields';

export default function EventEditorPage() {
  const { t } = useTranslation();
  return (
    <EditorPage
      newTitle={t('contentAdmin.events.new')}
      editTitle={t('contentAdmin.events.edit')}
      load={adminEventQuery}
    >
      {(event) => <EventEditor event={event} />}
    </EditorPage>
  );
}

function EventEditor({ event }: { event: EventAdminRow | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { form, frame } = useItemForm(
    event,
    [contentRoutes.adminEventCreate, contentRoutes.adminEventUpdate],
    {
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
      schema: eventInput,
      onSaved: (saved) => {
        if (!event) navigate(paths.admin.content.eventEditor(saved._id), { replace: true });
      },
    },
  );

  return (
    <ContentForm
      {...frame}
      secondary={{ label: t('contentAdmin.backToList'), onClick: () => navigate(paths.admin.content.events) }}
    >
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
        data={[{ value: '', label: '—' }, ...defaultDistricts.map((name) => ({ value: name, label: name }))]}
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
      <StatusSelect form={form} />
      <TranslationFields
        form={form}
        fields={[
          { name: 'title', label: t('contentAdmin.events.title') },
          { name: 'venue', label: t('contentAdmin.events.venue') },
          { name: 'description', label: t('contentAdmin.events.description'), multiline: true },
        ]}
      />
    </ContentForm>
  );
}
