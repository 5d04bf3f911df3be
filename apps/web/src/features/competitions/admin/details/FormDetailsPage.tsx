import '../styles';
import { Button, Group, Stack } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { Alert, QueryState } from '../../../../components/feedback';
import { PageHeader } from '../../../../components/PageHeader';
import { paths } from '../../../../lib/paths';
import { useTranslation } from '../../../../lib/translation';
import { usePageTitle } from '../../../../lib/use-page-title';
import { entryFormQuery } from '../api';
import { EntriesList } from './EntriesList';
import { FormSummary } from './FormSummary';
import { StartListPanel } from './StartListPanel';

/** `/admin/view-form-details/{formId}`: the form's summary and counts, its entries, and start lists. */
export default function FormDetailsPage() {
  const { t } = useTranslation();
  const { formId = '' } = useParams();
  const query = useQuery(entryFormQuery(formId));
  usePageTitle(query.data?.title ?? t('competitionsAdmin.details.title'));

  return (
    <QueryState
      query={query}
      notFoundCodes={['NOT_FOUND', 'FORM_NOT_FOUND']}
      notFound={
        <Stack>
          <Alert>{t('competitionsAdmin.details.notFound')}</Alert>
          <Button component={Link} to={paths.admin.formListing} variant="light" w="fit-content">
            {t('competitionsAdmin.backToList')}
          </Button>
        </Stack>
      }
    >
      {(form) => (
        <Stack gap="xl">
          <PageHeader
            title={form.title}
            intro={t('competitionsAdmin.details.intro')}
            actions={
              <Group gap="sm">
                <Button
                  component={Link}
                  to={paths.admin.editForm(form._id)}
                  leftSection={<IconPencil size={16} aria-hidden />}
                >
                  {t('competitionsAdmin.details.edit')}
                </Button>
                <Button component={Link} to={paths.admin.formListing} variant="default">
                  {t('competitionsAdmin.backToList')}
                </Button>
              </Group>
            }
          />
          <FormSummary form={form} />
          <EntriesList form={form} />
          {form.disciplines.length > 0 && <StartListPanel form={form} />}
        </Stack>
      )}
    </QueryState>
  );
}
