import { Button, Fieldset, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { archiveCompetitionBody } from '@para/contract';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Alert } from '../../../components/feedback';
import { PageHeader } from '../../../components/PageHeader';
import { isApiError } from '../../../lib/api';
import { errorKey } from '../../../lib/errors';
import { fieldProps, focusFirstError } from '../../../lib/form';
import { toast } from '../../../lib/notify';
import { paths } from '../../../lib/paths';
import { useTranslation } from '../../../lib/translation';
import {
  type BuilderForm,
  type BuilderValues,
  bodyOf,
  emptyDiscipline,
  emptyValues,
  ProgrammeSection,
  serverFieldErrors,
  valuePath,
} from '../../competitions';
import { type PastCompetitionBody, useCreatePastCompetition } from '../api';

/** The form builder's values (its disciplines, title and Hindi title) and the competition's venue and days. */
type PastValues = BuilderValues & { venue: string; startDate: string; endDate: string };

const bodyOfValues = (values: PastValues): PastCompetitionBody => ({
  title: values.title,
  titleHi: values.titleHi.trim() || undefined,
  venue: values.venue,
  startDate: values.startDate,
  endDate: values.endDate,
  // The builder's disciplines as it sends them on an entry form (parsed again by the contract's schema).
  disciplines: bodyOf(values).disciplines as PastCompetitionBody['disciplines'],
});

/** The contract's rules of a past competition, each problem on the input it is about. */
function problemsOf(values: PastValues): Record<string, string> {
  const parsed = archiveCompetitionBody.safeParse(bodyOfValues(values));
  if (parsed.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const at = valuePath(issue.path).replace(/^(disciplines\.\d+\.classes)\.\d+$/, '$1');
    errors[at] ??= issue.message.includes('.') ? issue.message : 'competitionsAdmin.builder.invalid';
  }
  return errors;
}

/**
 * /admin/previous-events/new: a competition held before the portal (or without entries on it), with
 * the disciplines described as on an entry form. Once added, its results file is uploaded on the usual
 * upload page, where the competition is already chosen.
 */
export default function AddPastCompetitionPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useCreatePastCompetition();
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useForm<PastValues>({
    initialValues: {
      ...emptyValues(),
      disciplines: [emptyDiscipline()],
      venue: '',
      startDate: '',
      endDate: '',
    },
    validate: problemsOf,
  });

  const save = async (values: PastValues) => {
    setRefusal(null);
    try {
      const created = await create.mutateAsync(bodyOfValues(values));
      toast.success(t('archiveAdmin.created'));
      navigate(`${paths.admin.uploadEventsResult}?formId=${encodeURIComponent(created.formId)}`);
    } catch (error) {
      if (!isApiError(error)) {
        setRefusal('errors.generic');
        return;
      }
      const fieldErrors = serverFieldErrors(error);
      form.setErrors(fieldErrors);
      focusFirstError(form, fieldErrors);
      setRefusal(errorKey(error.code));
    }
  };
  const onSubmit = form.onSubmit(
    (values) => void save(values),
    (errors) => {
      setRefusal('archiveAdmin.fixProblems');
      focusFirstError(form, errors);
    },
  );

  return (
    <Stack gap="lg" maw={860}>
      <PageHeader
        title={t('pages.addPastCompetition')}
        intro={t('archiveAdmin.intro')}
        actions={
          <Button component={Link} to={paths.admin.previousEvents} variant="default">
            {t('archiveAdmin.back')}
          </Button>
        }
      />
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="xl">
          <Fieldset legend={t('archiveAdmin.about')}>
            <Stack gap="sm">
              <TextInput {...fieldProps(form, 'title')} label={t('archiveAdmin.name')} required />
              <TextInput {...fieldProps(form, 'titleHi')} label={t('archiveAdmin.nameHi')} lang="hi" />
              <TextInput {...fieldProps(form, 'venue')} label={t('archiveAdmin.venue')} required />
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <TextInput
                  {...fieldProps(form, 'startDate')}
                  type="date"
                  label={t('archiveAdmin.startDate')}
                  required
                />
                <TextInput
                  {...fieldProps(form, 'endDate')}
                  type="date"
                  label={t('archiveAdmin.endDate')}
                  required
                />
              </SimpleGrid>
            </Stack>
          </Fieldset>
          {/* The entry form builder's disciplines section: the same model and checks as an entry form. */}
          <ProgrammeSection form={form as unknown as BuilderForm} held={{}} />
          <Alert message={refusal} focusOnAppear />
          <Group gap="sm">
            <Button type="submit" loading={create.isPending}>
              {t('archiveAdmin.create')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
