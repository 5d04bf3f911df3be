import { Avatar } from '@mantine/core';
import { useEffect, useState } from 'react';
import { download } from '../../../lib/api';
import { useTranslation } from '../../../lib/translation';

/**
 * An athlete's photo from a protected document URL (it needs the Access-Token header, so it is
 * fetched as a blob); their initials while it loads, when there is none or when it fails.
 */
export function AthletePhoto({ url, name, size = 72 }: { url: string; name: string; size?: number }) {
  const { t } = useTranslation();
  const [src, setSrc] = useState<string | null>(null);

  useEffect(() => {
    if (!url) return;
    const controller = new AbortController();
    let objectUrl: string | null = null;
    download(url, { signal: controller.signal })
      .then(({ blob }) => {
        objectUrl = URL.createObjectURL(blob);
        setSrc(objectUrl);
      })
      .catch(() => setSrc(null));
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [url]);

  return (
    <Avatar
      src={src}
      alt={src ? t('admin.searchUid.photoAlt', { name }) : undefined}
      name={name}
      color="initials"
      size={size}
      radius="md"
    />
  );
}
