import { Button } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadToFile } from '../../../../lib/api';
import { errorText } from '../../../../lib/errors';
import { todayInIndia } from '../../../../lib/format';
import { toast } from '../../../../lib/notify';
import { entriesExportUrl, type SubmissionsQuery } from '../api';

const formats = [
  { format: 'csv', label: 'competitionsAdmin.entries.exportCsv' },
  { format: 'xlsx', label: 'competitionsAdmin.entries.exportXlsx' },
] as const;

/** CSV and Excel downloads of every entry the filters match (not just the page shown). */
export function ExportButtons({ query }: { query: SubmissionsQuery }) {
  const { t } = useTranslation();
  const [exporting, setExporting] = useState<'csv' | 'xlsx' | null>(null);

  const exportAs = async (format: 'csv' | 'xlsx') => {
    setExporting(format);
    try {
      await downloadToFile(entriesExportUrl(query, format), {
        fileName: `entries-${todayInIndia()}.${format}`,
      });
    } catch (error) {
      toast.error(errorText(t, error));
    } finally {
      setExporting(null);
    }
  };

  return formats.map(({ format, label }) => (
    <Button
      key={format}
      variant="light"
      leftSection={<IconDownload size={16} aria-hidden />}
      loading={exporting === format}
      onClick={() => void exportAs(format)}
    >
      {t(label)}
    </Button>
  ));
}
