import { Button, Group, NativeSelect, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Alert } from '../../../components/feedback';
import { errorText } from '../../../lib/errors';
import { formatDateTime } from '../../../lib/format';
import { toast } from '../../../lib/notify';
import { useSession } from '../../../lib/session';
import { useTranslation } from '../../../lib/translation';
import { campsQuery, useCloseCamp, useOpenCamp } from '../api';

const HOURS = [2, 4, 6, 8, 12];

/**
 * Registration camps: opened from the camp's own network (its Wi-Fi or the secretary's hotspot), so
 * that the athletes signing up there are not stopped by the allowance of an ordinary shared address.
 */
export function CampPanel() {
  const { t } = useTranslation();
  const { districts } = useSession();
  const camps = useQuery(campsQuery());
  const open = useOpenCamp();
  const close = useCloseCamp();
  const [district, setDistrict] = useState(districts[0] ?? '');
  const [hours, setHours] = useState('6');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    open.mutate(
      { district, hours: Number(hours) },
      {
        onSuccess: (camp) =>
          toast.success(t('districtUnit.camp.opened', { time: formatDateTime(camp.closesAt) })),
      },
    );
  };

  return (
    <Paper component="section" withBorder radius="md" p="md" aria-labelledby="camp-heading">
      <Stack gap="sm">
        <Title order={2} size="h3" id="camp-heading">
          {t('districtUnit.camp.title')}
        </Title>
        <Text>{t('districtUnit.camp.intro')}</Text>
        {(camps.data ?? []).length > 0 && (
          <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {(camps.data ?? []).map((camp) => (
              <Group component="li" key={camp._id} gap="sm" wrap="wrap">
                <Text fw={600}>
                  {t('districtUnit.camp.openUntil', {
                    district: t(`districts.${camp.district}`, { defaultValue: camp.district }),
                    time: formatDateTime(camp.closesAt),
                  })}
                </Text>
                <Button
                  size="xs"
                  variant="outline"
                  color="red.9"
                  loading={close.isPending && close.variables === camp._id}
                  onClick={() =>
                    close.mutate(camp._id, {
                      onSuccess: () => toast.success(t('districtUnit.camp.closed')),
                      onError: (error) => toast.error(errorText(t, error)),
                    })
                  }
                >
                  {t('districtUnit.camp.close')}
                </Button>
              </Group>
            ))}
          </Stack>
        )}
        <form onSubmit={submit}>
          <Group gap="sm" align="flex-end" wrap="wrap">
            {districts.length > 1 && (
              <NativeSelect
                label={t('admin.filters.district')}
                value={district}
                onChange={(event) => setDistrict(event.currentTarget.value)}
                data={districts.map((name) => ({
                  value: name,
                  label: t(`districts.${name}`, { defaultValue: name }),
                }))}
              />
            )}
            <NativeSelect
              label={t('districtUnit.camp.hours')}
              value={hours}
              onChange={(event) => setHours(event.currentTarget.value)}
              data={HOURS.map((value) => ({
                value: String(value),
                label: t('districtUnit.camp.hoursOption', { count: value }),
              }))}
            />
            <Button type="submit" loading={open.isPending}>
              {t('districtUnit.camp.open')}
            </Button>
          </Group>
        </form>
        {open.isError && <Alert color="red">{errorText(t, open.error)}</Alert>}
      </Stack>
    </Paper>
  );
}
