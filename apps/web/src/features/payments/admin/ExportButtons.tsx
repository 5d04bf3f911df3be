import { Button } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api';
import { fetchFile as fetchAdminFile, saveBlob } from '../../../lib/files';
import { toast } from '../../../lib/notify';
import { exportUrl, type PaymentsQuery } from '../api';
import { todayInIndia } from '../../../lib/format';

const formats = [
  { format: 'csv', label: 'admin.payments.exportCsv' },
  { format: 'xlsx', label: 'admin.payments.exportXlsx' },
] as const;

/** CSV and Excel downloads of every payment the filters match (not just the page shown). */
export function ExportButtons({ query }: { query: PaymentsQuery }) {
  const { t } = useTranslation();
  const [exporting, setExporting] = useState<'csv' | 'xlsx' | null>(null);

  const download = async (format: 'csv' | 'xlsx') => {
    setExporting(format);
    try {
      const blob = await fetchAdminFile(exportUrl(query, format));
      saveBlob(blob, `payments-${todayInIndia()}.${format}`);
    } catch (error) {
      toast.error(isApiError(error) ? error.message : 'errors.generic');
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
      onClick={() => void download(format)}
    >
      {t(label)}
    </Button>
  ));
}
