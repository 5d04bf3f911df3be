import {
  Avatar,
  Button,
  FileButton,
  Group,
  Paper,
  PasswordInput,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { changePasswordBody, updateProfileBody } from '@para/contract';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useEffect, useState } from 'react';
import { Alert } from '../../../components/feedback';
import { PageHeader } from '../../../components/PageHeader';
import { isApiError } from '../../../lib/api';
import { applyServerError, type FormMessage, fieldProps, focusFirstError } from '../../../lib/form';
import { toast } from '../../../lib/notify';
import { useSession } from '../../../lib/session';
import { useTranslation } from '../../../lib/translation';
import { profilePhotoProblem, useChangePassword, useUpdateProfile, useUploadPhoto } from '../api';

function PhotoSection() {
  const { t } = useTranslation();
  const current = useSession();
  const upload = useUploadPhoto();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [error, setError] = useState<FormMessage | null>(null);

  useEffect(() => {
    if (!file) return;
    const href = URL.createObjectURL(file);
    setPreview(href);
    return () => URL.revokeObjectURL(href);
  }, [file]);

  const choose = (chosen: File | null) => {
    setError(null);
    if (!chosen) return;
    const problem = profilePhotoProblem(chosen);
    if (problem) {
      setFile(null);
      setPreview(null);
      setError(problem);
      return;
    }
    setFile(chosen);
  };

  const save = async () => {
    if (!file) return;
    try {
      await upload.mutateAsync(file);
      toast.success(t('admin.profile.photoSaved'));
      setFile(null);
      setPreview(null);
    } catch (failure) {
      setError(isApiError(failure) ? failure : 'errors.generic');
    }
  };

  const shown = preview ?? (current.profilePhoto || null);
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="photo-heading">
      <Stack gap="sm">
        <Title order={2} size="h4" id="photo-heading">
          {t('admin.profile.photo')}
        </Title>
        <Group gap="md" align="center">
          <Avatar src={shown} size={96} radius={96} alt={shown ? t('admin.profile.photoAlt') : undefined}>
            {current.name.slice(0, 1).toUpperCase()}
          </Avatar>
          <Stack gap={6}>
            <Text size="sm" c="dimmed">
              {t('admin.profile.photoHint')}
            </Text>
            <Group gap="sm">
              <FileButton onChange={choose} accept="image/jpeg,image/png">
                {(props) => (
                  <Button variant="default" {...props}>
                    {t('admin.profile.choosePhoto')}
                  </Button>
                )}
              </FileButton>
              {file && (
                <Button loading={upload.isPending} onClick={() => void save()}>
                  {t('admin.profile.savePhoto')}
                </Button>
              )}
            </Group>
            {file && <Text size="sm">{t('admin.profile.previewing', { name: file.name })}</Text>}
          </Stack>
        </Group>
        <Alert message={error} />
      </Stack>
    </Paper>
  );
}

function DetailsSection() {
  const { t } = useTranslation();
  const current = useSession();
  const update = useUpdateProfile();
  const [alert, setAlert] = useState<FormMessage | null>(null);
  const form = useForm({
    initialValues: { name: current.name, phone: current.phone },
    validate: zod4Resolver(updateProfileBody),
  });
  const submit = form.onSubmit(
    async (values) => {
      setAlert(null);
      try {
        await update.mutateAsync(values);
        toast.success(t('admin.profile.saved'));
      } catch (error) {
        setAlert(applyServerError(form, error));
      }
    },
    (errors) => focusFirstError(form, errors),
  );
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="details-heading">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm" maw={480}>
          <Title order={2} size="h4" id="details-heading">
            {t('admin.profile.details')}
          </Title>
          <Alert message={alert} />
          <TextInput
            label={t('admin.profile.email')}
            value={current.email}
            readOnly
            description={t('admin.profile.emailHint')}
          />
          <TextInput
            {...fieldProps(form, 'name')}
            label={t('admin.profile.name')}
            autoComplete="name"
            withAsterisk
          />
          <TextInput
            {...fieldProps(form, 'phone')}
            label={t('admin.profile.phone')}
            autoComplete="tel-national"
            inputMode="numeric"
            withAsterisk
          />
          <Group>
            <Button type="submit" loading={update.isPending}>
              {t('admin.profile.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

function PasswordSection() {
  const { t } = useTranslation();
  const change = useChangePassword();
  const [alert, setAlert] = useState<FormMessage | null>(null);
  const form = useForm({
    initialValues: { currentPassword: '', newPassword: '', confirm: '' },
    validate: (values) => {
      const errors: Record<string, string> = {
        ...(zod4Resolver(changePasswordBody)({
          currentPassword: values.currentPassword,
          newPassword: values.newPassword,
        }) as Record<string, string>),
      };
      if (values.confirm !== values.newPassword) errors.confirm = 'admin.profile.passwordsDiffer';
      return errors;
    },
  });
  const submit = form.onSubmit(
    async ({ currentPassword, newPassword }) => {
      setAlert(null);
      try {
        await change.mutateAsync({ currentPassword, newPassword });
        toast.success(t('admin.profile.passwordChanged'));
        form.reset();
      } catch (error) {
        setAlert(applyServerError(form, error));
      }
    },
    (errors) => focusFirstError(form, errors),
  );
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="password-heading">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm" maw={480}>
          <Title order={2} size="h4" id="password-heading">
            {t('admin.profile.password')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('admin.profile.passwordHint')}
          </Text>
          <Alert message={alert} />
          <PasswordInput
            {...fieldProps(form, 'currentPassword')}
            label={t('admin.profile.currentPassword')}
            autoComplete="current-password"
            withAsterisk
          />
          <PasswordInput
            {...fieldProps(form, 'newPassword')}
            label={t('admin.profile.newPassword')}
            autoComplete="new-password"
            withAsterisk
          />
          <PasswordInput
            {...fieldProps(form, 'confirm')}
            label={t('admin.profile.confirmPassword')}
            autoComplete="new-password"
            withAsterisk
          />
          <Group>
            <Button type="submit" loading={change.isPending}>
              {t('admin.profile.changePassword')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

export default function Profile() {
  const { t } = useTranslation();
  return (
    <Stack gap="lg" maw={760}>
      <PageHeader title={t('pages.profile')} />
      <PhotoSection />
      <DetailsSection />
      <PasswordSection />
    </Stack>
  );
}
