import '../styles';
import { Box, Button, Grid, Group, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { AdminEntryForm } from '@para/contract';
import { IconEye, IconEyeOff } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { Alert, QueryState } from '../../../../components/feedback';
import { PageHeader } from '../../../../components/PageHeader';
import { focusFirstError } from '../../../../lib/form';
import { toast } from '../../../../lib/notify';
import { paths } from '../../../../lib/paths';
import { useTranslation } from '../../../../lib/translation';
import { usePageTitle } from '../../../../lib/use-page-title';
import { entryFormQuery, useCreateEntryForm, useUpdateEntryForm } from '../api';
import { FormPreview } from '../preview/FormPreview';
import { FieldsSection } from './FieldsSection';
import { type BuilderValues, bodyOf, emptyValues, valuesOf } from './form-values';
import { GeneralSection } from './GeneralSection';
import { LeaveGuard } from './LeaveGuard';
import { type HeldPlaces, ProgrammeSection } from './ProgrammeSection';
import { builderErrors, isRefusal, serverFieldErrors } from './validate';

/** `/admin/forms/new` and `/admin/forms/{formId}/edit`: the form builder with its live preview. */
export default function FormBuilderPage() {
  const { t } = useTranslation();
  const { formId } = useParams();
  usePageTitle(formId ? t('competitionsAdmin.builder.editTitle') : t('competitionsAdmin.builder.newTitle'));
  const query = useQuery({ ...entryFormQuery(formId ?? ''), enabled: Boolean(formId) });
  if (!formId) return <FormBuilder stored={null} />;
  return (
    <QueryState query={query} notFoundCodes={['NOT_FOUND', 'FORM_NOT_FOUND']} notFound={<NotFound />}>
      {(stored) => <FormBuilder key={`${stored._id}-${stored.version}`} stored={stored} />}
    </QueryState>
  );
}

function NotFound() {
  const { t } = useTranslation();
  return (
    <Stack>
      <Alert>{t('competitionsAdmin.details.notFound')}</Alert>
      <Button component={Link} to={paths.admin.formListing} variant="light" w="fit-content">
        {t('competitionsAdmin.backToList')}
      </Button>
    </Stack>
  );
}

const heldPlaces = (stored: AdminEntryForm | null): HeldPlaces =>
  Object.fromEntries((stored?.counts ?? []).map((count) => [count.key, count.entered + count.waitlisted]));

function FormBuilder({ stored }: { stored: AdminEntryForm | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const form = useForm<BuilderValues>({
    initialValues: stored ? valuesOf(stored) : emptyValues(),
    validate: builderErrors,
  });
  const create = useCreateEntryForm();
  const update = useUpdateEntryForm(stored?._id ?? '');
  const [refusal, setRefusal] = useState<unknown>(null);
  const [previewOpen, setPreviewOpen] = useState(false);
  // Set once saved, so leaving right after saving is not questioned.
  const leaving = useRef(false);

  const save = async (values: BuilderValues) => {
    setRefusal(null);
    try {
      const body = bodyOf(values);
      const saved = stored ? await update.mutateAsync(body) : await create.mutateAsync(body);
      toast.success(t('competitionsAdmin.builder.saved'));
      leaving.current = true;
      navigate(paths.admin.viewFormDetails(saved._id));
    } catch (error) {
      if (!isRefusal(error)) {
        setRefusal('errors.generic');
        return;
      }
      const fieldErrors = serverFieldErrors(error);
      form.setErrors(fieldErrors);
      focusFirstError(form, fieldErrors);
      setRefusal(error);
    }
  };

  const onSubmit = form.onSubmit(
    (values) => void save(values),
    (errors) => {
      setRefusal('competitionsAdmin.builder.fixProblems');
      focusFirstError(form, errors);
    },
  );

  const title = stored ? t('competitionsAdmin.builder.editTitle') : t('competitionsAdmin.builder.newTitle');
  const back = stored ? paths.admin.viewFormDetails(stored._id) : paths.admin.formListing;
  const previewBody = bodyOf(form.getValues());

  return (
    <Stack gap="lg">
      <PageHeader
        title={title}
        intro={stored?.title}
        actions={
          <Button component={Link} to={back} variant="default">
            {stored ? t('competitionsAdmin.builder.backToForm') : t('competitionsAdmin.backToList')}
          </Button>
        }
      />
      {stored?.hasEntries && (
        <Alert tone="info" role="note" title={t('competitionsAdmin.builder.hasEntriesTitle')}>
          {t('competitionsAdmin.builder.hasEntries')}
        </Alert>
      )}
      <form onSubmit={onSubmit} noValidate>
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Stack gap="xl">
              <GeneralSection form={form} />
              <ProgrammeSection form={form} held={heldPlaces(stored)} />
              <FieldsSection form={form} />
              <Alert message={refusal as string | null} focusOnAppear />
              <Group gap="sm">
                <Button type="submit" loading={create.isPending || update.isPending}>
                  {stored
                    ? t('competitionsAdmin.builder.saveChanges')
                    : t('competitionsAdmin.builder.create')}
                </Button>
                <Button component={Link} to={back} variant="default">
                  {t('competitionsAdmin.builder.cancel')}
                </Button>
              </Group>
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Box style={{ position: 'sticky', top: 16 }}>
              <Button
                hiddenFrom="md"
                variant="light"
                mb="sm"
                leftSection={
                  previewOpen ? <IconEyeOff size={16} aria-hidden /> : <IconEye size={16} aria-hidden />
                }
                aria-expanded={previewOpen}
                aria-controls="form-preview"
                onClick={() => setPreviewOpen((open) => !open)}
              >
                {previewOpen
                  ? t('competitionsAdmin.builder.hidePreview')
                  : t('competitionsAdmin.builder.showPreview')}
              </Button>
              <Box id="form-preview" display={{ base: previewOpen ? 'block' : 'none', md: 'block' }}>
                <FormPreview form={previewBody} />
              </Box>
            </Box>
          </Grid.Col>
        </Grid>
      </form>
      <LeaveGuard dirty={form.isDirty()} leaving={leaving} />
    </Stack>
  );
}
