import {
  Button,
  Fieldset,
  Group,
  NativeSelect,
  Radio,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { classStatuses, participantRoles, type RegistrationOptions } from '@para/contract';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { fieldProps } from '../../../lib/form';
import { useTranslation } from '../../../lib/translation';
import { withPlaceholder } from '../form-helpers';
import { newSportRow, type Page2Values } from '../form-values';
import { sportHasNoClasses } from '../rules';

export const MAX_SPORTS = 3;

/** Page 2's sports: up to three rows of sport, classification status and class, and the role. */
export function SportsFieldset({
  form,
  sports,
}: {
  form: UseFormReturnType<Page2Values>;
  sports: RegistrationOptions['sports'];
}) {
  const { t } = useTranslation();
  const values = form.getValues();
  const sportOptions = withPlaceholder(
    t('registration.choose'),
    sports.map((sport) => ({ value: sport.code, label: sport.name })),
  );
  const statusOptions = withPlaceholder(
    t('registration.choose'),
    classStatuses.map((status) => ({ value: status, label: t(`profile.classStatus.${status}`) })),
  );

  return (
    <Fieldset legend={t('registration.page2.sports')} radius="md">
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('registration.page2.sportsHint', { max: MAX_SPORTS })}
        </Text>
        {typeof form.errors.sports === 'string' && (
          <Text c="red.9" size="sm" role="alert">
            {t(form.errors.sports)}
          </Text>
        )}
        {values.sports.map((row, index) => {
          const sport = sports.find((item) => item.code === row.sport);
          const noClasses = sportHasNoClasses(sports, row.sport);
          const classHint = !sport
            ? t('registration.page2.classHintNoSport')
            : noClasses
              ? t('registration.page2.classHintNone')
              : t('registration.page2.classHint', { examples: sport.classExamples.join(', ') });
          const title = t('registration.page2.sportN', { n: index + 1 });
          return (
            <Fieldset key={row.key} legend={title} variant="filled" radius="md">
              <Stack gap="sm">
                <SimpleGrid cols={{ base: 1, sm: 3 }}>
                  <NativeSelect
                    {...fieldProps(form, `sports.${index}.sport`)}
                    label={t('registration.page2.sport')}
                    data={sportOptions}
                    withAsterisk
                  />
                  <NativeSelect
                    {...fieldProps(form, `sports.${index}.classStatus`)}
                    label={t('registration.page2.classStatus')}
                    data={statusOptions}
                    withAsterisk
                  />
                  <TextInput
                    {...fieldProps(form, `sports.${index}.sportClass`)}
                    label={t('registration.page2.sportClass')}
                    description={classHint}
                    autoCapitalize="characters"
                    spellCheck={false}
                    maxLength={12}
                    disabled={row.classStatus === 'not_classified'}
                  />
                </SimpleGrid>
                {values.sports.length > 1 && (
                  <Button
                    variant="subtle"
                    color="red.9"
                    leftSection={<IconTrash size={16} aria-hidden />}
                    onClick={() => form.removeListItem('sports', index)}
                    style={{ alignSelf: 'flex-start' }}
                    mih={44}
                  >
                    {t('registration.page2.removeSport', { title })}
                  </Button>
                )}
              </Stack>
            </Fieldset>
          );
        })}
        {values.sports.length < MAX_SPORTS && (
          <Group>
            <Button
              variant="light"
              leftSection={<IconPlus size={16} aria-hidden />}
              onClick={() => form.insertListItem('sports', newSportRow())}
              mih={44}
            >
              {t('registration.page2.addSport')}
            </Button>
          </Group>
        )}
        <Radio.Group
          {...fieldProps(form, 'participantRole')}
          label={t('registration.page2.participantRole')}
          withAsterisk
        >
          <Stack gap="xs" mt={4}>
            {participantRoles.map((role) => (
              <Radio key={role} value={role} label={t(`registration.role.${role}`)} />
            ))}
          </Stack>
        </Radio.Group>
      </Stack>
    </Fieldset>
  );
}
