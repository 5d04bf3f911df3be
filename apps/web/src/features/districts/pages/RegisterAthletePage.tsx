import { Anchor, Button, NativeSelect, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { assistedAthleteBody } from '@para/contract';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Alert } from '../../../components/feedback';
import { PageHeader } from '../../../components/PageHeader';
import { applyServerError, type FormMessage, fieldProps, focusFirstError } from '../../../lib/form';
import { toast } from '../../../lib/notify';
import { paths } from '../../../lib/paths';
import { useSession } from '../../../lib/session';
import { useTranslation } from '../../../lib/translation';
import { useRegisterAthlete } from '../api';

/**
 * /district/athletes/new: a secretary at a camp opens an account for an athlete, who may have no
 * e-mail address of their own; the registration's pages follow on the next screen.
 */
export default function RegisterAthletePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { districts } = useSession();
  const register = useRegisterAthlete();
  const [alert, setAlert] = useState<FormMessage | null>(null);
  const form = useForm({
    initialValues: {
      name: '',
      phone: '',
      email: '',
      district: districts.length === 1 ? (districts[0] ?? '') : '',
    },
    validate: zod4Resolver(assistedAthleteBody),
  });

  const submit = form.onSubmit(
    async (values) => {
      setAlert(null);
      try {
        const created = await register.mutateAsync(values);
        toast.success(t('districtUnit.register.created', { name: created.name }));
        navigate(paths.district.athleteRegistration(created._id));
      } catch (error) {
        setAlert(applyServerError(form, error));
      }
    },
    (errors) => focusFirstError(form, errors),
  );

  return (
    <Stack gap="lg" maw={640}>
      <PageHeader title={t('pages.districtNewAthlete')} intro={t('districtUnit.register.intro')} />
      <Anchor component={Link} to={paths.district.athletes}>
        {t('districtUnit.athlete.back')}
      </Anchor>
      <Paper withBorder radius="md" p="md">
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <Alert message={alert} />
            <TextInput
              {...fieldProps(form, 'name')}
              label={t('districtUnit.register.name')}
              required
              autoComplete="off"
            />
            <TextInput
              {...fieldProps(form, 'phone')}
              label={t('districtUnit.register.phone')}
              description={t('districtUnit.register.phoneHint')}
              type="tel"
              inputMode="numeric"
              required
              autoComplete="off"
            />
            <TextInput
              {...fieldProps(form, 'email')}
              label={t('districtUnit.register.email')}
              description={t('districtUnit.register.emailHint')}
              type="email"
              autoCapitalize="none"
              spellCheck={false}
              autoComplete="off"
            />
            <NativeSelect
              {...fieldProps(form, 'district')}
              label={t('admin.filters.district')}
              required
              data={[
                ...(districts.length > 1
                  ? [{ value: '', label: t('districtUnit.register.chooseDistrict') }]
                  : []),
                ...districts.map((name) => ({
                  value: name,
                  label: t(`districts.${name}`, { defaultValue: name }),
                })),
              ]}
            />
            <Text size="sm" c="dimmed">
              {t('districtUnit.register.consentNote')}
            </Text>
            <Button type="submit" loading={register.isPending} style={{ alignSelf: 'flex-start' }}>
              {t('districtUnit.register.submit')}
            </Button>
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}
