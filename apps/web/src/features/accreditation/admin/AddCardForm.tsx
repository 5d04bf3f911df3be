import {
  Button,
  Checkbox,
  FileInput,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import {
  type AccreditationCategory,
  type AccreditationRole,
  type AccreditationZone,
  accreditationCategories,
  accreditationRoles,
  accreditationZones,
  defaultCategoryOf,
  zonesFor,
} from '@para/contract';
import { IconPhoto } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { Alert } from '../../../components/feedback';
import { isApiError } from '../../../lib/api';
import { errorText, fieldErrorTexts } from '../../../lib/errors';
import { toast } from '../../../lib/notify';
import { useTranslation } from '../../../lib/translation';
import { useAddCard } from '../api';

const staffRoles = accreditationRoles.filter((role) => role !== 'athlete');
const staffCategories = accreditationCategories.filter((category) => category !== 'athlete');

/** Adds a card for someone who is not an athlete: name, role, category (its zones), extra zones, photo. */
export function AddCardForm({ formId }: { formId: string }) {
  const { t } = useTranslation();
  const add = useAddCard(formId);
  const [name, setName] = useState('');
  const [nameInScript, setNameInScript] = useState('');
  const [role, setRole] = useState<AccreditationRole>('volunteer');
  const [category, setCategory] = useState<AccreditationCategory>('volunteer');
  const [extraZones, setExtraZones] = useState<AccreditationZone[]>([]);
  const [photo, setPhoto] = useState<File | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);

  const zoneNames = (zones: readonly AccreditationZone[]) =>
    zones.map((zone) => t(`accreditation.zones.${zone}`)).join(', ');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const missing: Record<string, string> = {};
    if (name.trim().length < 2) missing.name = t('validation.name');
    if (!photo) missing.photo = t('accreditationAdmin.add.photoHint');
    setErrors(missing);
    if (!photo || Object.keys(missing).length > 0) return;
    try {
      const card = await add.mutateAsync({ name, nameInScript, role, category, extraZones, photo });
      toast.success(t('accreditationAdmin.added', { number: card.number, name: card.name }));
      setName('');
      setNameInScript('');
      setExtraZones([]);
      setPhoto(null);
    } catch (error) {
      const fields = fieldErrorTexts(t, error);
      const fileField = isApiError(error) ? (error.fields.photo ?? error.fields.file) : undefined;
      setErrors(fileField ? { ...fields, photo: errorText(t, error) } : fields);
      if (!fileField && Object.keys(fields).length === 0) setFailure(errorText(t, error));
    }
  };

  return (
    <Paper component="section" withBorder radius="md" p="md" aria-labelledby="add-card-title">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="sm">
          <Title order={2} size="h3" id="add-card-title">
            {t('accreditationAdmin.add.title')}
          </Title>
          {failure && <Alert>{failure}</Alert>}
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput
              label={t('accreditationAdmin.add.name')}
              value={name}
              onChange={(event) => setName(event.currentTarget.value)}
              error={errors.name}
              required
            />
            <TextInput
              label={t('accreditationAdmin.add.nameInScript')}
              value={nameInScript}
              onChange={(event) => setNameInScript(event.currentTarget.value)}
              error={errors.nameInScript}
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <Select
              label={t('accreditationAdmin.add.role')}
              data={staffRoles.map((value) => ({ value, label: t(`accreditation.roles.${value}`) }))}
              value={role}
              onChange={(value) => {
                if (!value) return;
                const next = value as AccreditationRole;
                setRole(next);
                setCategory(defaultCategoryOf[next]);
              }}
              allowDeselect={false}
              error={errors.role}
            />
            <Select
              label={t('accreditationAdmin.add.category')}
              description={t('accreditationAdmin.add.categoryHint')}
              // The hint under the field keeps both fields of the row level.
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              data={staffCategories.map((value) => ({
                value,
                label: t(`accreditation.categories.${value}`),
              }))}
              value={category}
              onChange={(value) => value && setCategory(value as AccreditationCategory)}
              allowDeselect={false}
              error={errors.category}
            />
          </SimpleGrid>
          <Checkbox.Group
            label={t('accreditationAdmin.add.extraZones')}
            description={t('accreditationAdmin.add.extraZonesHint')}
            value={extraZones}
            onChange={(value) => setExtraZones(value as AccreditationZone[])}
            error={errors.extraZones}
          >
            <Group gap="md" mt="xs">
              {accreditationZones.map((zone) => (
                <Checkbox key={zone} value={zone} label={t(`accreditation.zones.${zone}`)} />
              ))}
            </Group>
          </Checkbox.Group>
          <Text size="sm" aria-live="polite">
            {t('accreditationAdmin.add.zonesPreview', { zones: zoneNames(zonesFor(category, extraZones)) })}
          </Text>
          <FileInput
            label={t('accreditationAdmin.add.photo')}
            description={t('accreditationAdmin.add.photoHint')}
            accept="image/jpeg,image/png"
            value={photo}
            onChange={setPhoto}
            leftSection={<IconPhoto size={18} aria-hidden />}
            error={errors.photo}
            required
            clearable
            clearButtonProps={{ 'aria-label': t('accreditationAdmin.add.clearPhoto') }}
          />
          <Group>
            <Button type="submit" loading={add.isPending}>
              {t('accreditationAdmin.add.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
