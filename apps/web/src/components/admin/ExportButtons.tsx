import { Button } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { downloadToFile } from '../../lib/api';
import { errorText } from '../../lib/errors';
import { todayInIndia } from '../../lib/format';
import { toast } from '../../lib/notify';
import { useTranslation } from '../../lib/translation';

export type ExportFormat = 'csv' | 'xlsx';

/**
 * CSV and Excel downloads of every row a list's filters match (not just the page shown), saved as
 * `<name>-<today>.<format>`; a failure is said in a toast with the error's own text.
 */
export function ExportButtons({
  urlFor,
  name,
  labels,
}: {
  urlFor: (format: ExportFormat) => string;
  name: string;
  labels: Record<ExportFormat, string>;
}) {
  const { t } = useTranslation();
  const [exporting, setExporting] = useState<ExportFormat | null>(null);

  const exportAs = async (format: ExportFormat) => {
    setExporting(format);
    try {
      await downloadToFile(urlFor(format), { fileName: `${name}-${todayInIndia()}.${format}` });
    } catch (error) {
      toast.error(errorText(t, error));
    } finally {
      setExporting(null);
    }
  };

  return (['csv', 'xlsx'] as const).map((format) => (
    <Button
      key={format}
      variant="light"
      leftSection={<IconDownload size={16} aria-hidden />}
      loading={exporting === format}
      onClick={() => void exportAs(format)}
    >
      {labels[format]}
    </Button>
  ));
}
