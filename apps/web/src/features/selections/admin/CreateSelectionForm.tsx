import { Button, Fieldset, Group, NumberInput, SimpleGrid, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert } from '../../../components/feedback';
import { errorText, fieldErrorTexts } from '../../../lib/errors';
import { paths } from '../../../lib/paths';
import { useTranslation } from '../../../lib/translation';
import { useCreateSelection } from '../api';

const empty = {
  name: '',
  championshipName: '',
  venue: '',
  startDate: '',
  endDate: '',
  entryDeadline: '',
  windowStart: '',
  windowEnd: '',
};

/** A new selection: the championship, the qualification window, the places, the age and the reply time. */
export function CreateSelectionForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useCreateSelection();
  const [text, setText] = useState(empty);
  const [places, setPlaces] = useState<number | string>(10);
  const [men, setMen] = useState<number | string>('');
  const [women, setWomen] = useState<number | string>('');
  const [minimumAge, setMinimumAge] = useState<number | string>('');
  const [replyDays, setReplyDays] = useState<number | string>(7);
  const errors = fieldErrorTexts(t, create.error);
  const field = (key: keyof typeof empty, label: string, type = 'text', error?: string) => (
    <TextInput
      label={label}
      type={type}
      value={text[key]}
      onChange={(event) => setText({ ...text, [key]: event.currentTarget.value })}
      error={error}
      required={key !== 'entryDeadline'}
    />
  );
  const number = (value: number | string) => (value === '' ? null : Number(value));
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    create.mutate(
      {
        name: text.name,
        championship: {
          name: text.championshipName,
          venue: text.venue,
          startDate: text.startDate,
          endDate: text.endDate,
        },
        entryDeadline: text.entryDeadline || null,
        windowStart: text.windowStart,
        windowEnd: text.windowEnd,
        places: Number(places),
        placesByGender: { male: number(men), female: number(women) },
        minimumAge: number(minimumAge),
        replyDays: Number(replyDays),
      },
      { onSuccess: (created) => void navigate(paths.admin.selection(created._id)) },
    );
  };
  return (
    <form onSubmit={submit} noValidate aria-labelledby="new-selection">
      <Fieldset legend={<span id="new-selection">{t('selectionsAdmin.newTitle')}</span>}>
        {create.error && !Object.keys(errors).length ? (
          <Alert message={errorText(t, create.error)} mb="sm" />
        ) : null}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {field('name', t('selectionsAdmin.name'), 'text', errors.name)}
          {field('championshipName', t('selectionsAdmin.championship'), 'text', errors['championship.name'])}
          {field('venue', t('selectionsAdmin.venue'), 'text', errors['championship.venue'])}
          {field('entryDeadline', t('selectionsAdmin.entryDeadline'), 'date', errors.entryDeadline)}
          {field('startDate', t('selectionsAdmin.startDate'), 'date', errors['championship.startDate'])}
          {field('endDate', t('selectionsAdmin.endDate'), 'date', errors['championship.endDate'])}
          {field('windowStart', t('selectionsAdmin.windowStart'), 'date', errors.windowStart)}
          {field('windowEnd', t('selectionsAdmin.windowEnd'), 'date', errors.windowEnd)}
          <NumberInput
            label={t('selectionsAdmin.places')}
            value={places}
            onChange={setPlaces}
            min={1}
            required
            error={errors.places}
          />
          <NumberInput
            label={t('selectionsAdmin.placesWomen')}
            value={women}
            onChange={setWomen}
            min={0}
            error={errors.placesByGender}
          />
          <NumberInput label={t('selectionsAdmin.placesMen')} value={men} onChange={setMen} min={0} />
          <NumberInput
            label={t('selectionsAdmin.minimumAge')}
            value={minimumAge}
            onChange={setMinimumAge}
            min={0}
          />
          <NumberInput
            label={t('selectionsAdmin.replyDays')}
            value={replyDays}
            onChange={setReplyDays}
            min={1}
            max={60}
          />
        </SimpleGrid>
        <Group mt="md">
          <Button type="submit" loading={create.isPending}>
            {t('selectionsAdmin.create')}
          </Button>
        </Group>
      </Fieldset>
    </form>
  );
}
