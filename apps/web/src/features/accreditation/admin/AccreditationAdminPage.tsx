import { Button, Group, Select, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { QueryState } from '../../../components/feedback';
import { PageHeader } from '../../../components/PageHeader';
import { downloadToFile } from '../../../lib/api';
import { errorText } from '../../../lib/errors';
import { formatDate } from '../../../lib/format';
import { toast } from '../../../lib/notify';
import { useTranslation } from '../../../lib/translation';
import { useLang } from '../../../lib/use-lang';
import { cardsQuery, competitionsQuery, sheetPdfPath } from '../api';
import { AddCardForm } from './AddCardForm';
import { CardList } from './CardList';

/**
 * /admin/accreditation: choose a competition (kept in the address, `?form=`), then its cards, the
 * print sheet, and the form to add someone who is not an athlete.
 */
export default function AccreditationAdminPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const [search, setSearch] = useSearchParams();
  const formId = search.get('form') ?? '';
  const competitions = useQuery(competitionsQuery());
  const cards = useQuery(cardsQuery(formId));
  const [downloading, setDownloading] = useState(false);

  const saveSheet = async () => {
    setDownloading(true);
    try {
      await downloadToFile(sheetPdfPath(formId));
    } catch (failure) {
      toast.error(errorText(t, failure));
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Stack gap="lg" w="100%" maw={960}>
      <PageHeader title={t('pages.accreditationAdmin')} intro={t('accreditationAdmin.intro')} />
      <QueryState
        query={competitions}
        errorTitle={t('accreditationAdmin.loadFailed')}
        empty={<Text>{t('accreditationAdmin.noCompetitions')}</Text>}
      >
        {(list) => (
          <Select
            label={t('accreditationAdmin.competition')}
            placeholder={t('accreditationAdmin.chooseCompetition')}
            data={list.map((item) => ({
              value: item.formId,
              label: `${lang === 'hi' && item.titleHi ? item.titleHi : item.title}${
                item.startDate ? ` · ${formatDate(item.startDate)}` : ''
              }`,
            }))}
            value={formId || null}
            onChange={(value) => setSearch(value ? { form: value } : {}, { replace: true })}
            searchable
            maw={560}
          />
        )}
      </QueryState>
      {formId && (
        <QueryState query={cards} errorTitle={t('accreditationAdmin.loadFailed')}>
          {(data) => (
            <Stack gap="lg">
              <Group justify="space-between" gap="sm">
                <Text fw={600}>{t('accreditationAdmin.count', { count: data.cards.length })}</Text>
                <Button
                  variant="default"
                  leftSection={<IconDownload size={18} aria-hidden />}
                  loading={downloading}
                  onClick={() => void saveSheet()}
                >
                  {t('accreditationAdmin.downloadSheet')}
                </Button>
              </Group>
              <AddCardForm formId={formId} />
              {data.cards.length === 0 ? (
                <Text>{t('accreditationAdmin.none')}</Text>
              ) : (
                <CardList cards={data.cards} />
              )}
            </Stack>
          )}
        </QueryState>
      )}
    </Stack>
  );
}
