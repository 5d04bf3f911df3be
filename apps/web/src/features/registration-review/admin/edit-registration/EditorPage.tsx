import { Anchor, Button, Stack, Text } from '@mantine/core';
import type {
  RegistrationData,
  RegistrationOptions,
  RegistrationPage1,
  RegistrationPage2,
  RegistrationPage3,
} from '@para/contract';
import { IconAlertTriangle, IconDeviceFloppy } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../../../components/feedback';
import { changedFields, fieldLabel } from '../../../../lib/registration-changes';
import { useTranslation } from '../../../../lib/translation';
import {
  Page1Form,
  Page2Form,
  Page3Form,
  page1Values,
  page2Values,
  page3Values,
} from '../../../registration';
import { AdminDocumentSlot } from './AdminDocumentSlot';
import { ChangeSummary } from './ChangeSummary';
import { type PageNumber, type SaveOutcome, useAdminPageSave } from './use-admin-page-save';

const same = (a: unknown, b: unknown) => changedFields(a, b).length === 0;

export interface EditorPageProps {
  userId: string;
  page: PageNumber;
  data: RegistrationData;
  options: RegistrationOptions;
  sportNames: Record<string, string>;
  links: { review: string; auditLog: string };
  /** Whether this page holds changes that are not saved yet. */
  onDirtyChange: (page: PageNumber, dirty: boolean) => void;
}

/**
 * One page of the administrator's editor: the athlete's own page form, saved through the admin route.
 * After a save it says which fields changed; if someone else saves the page meanwhile it says so before
 * the administrator overwrites it. A refused save leaves every typed value in the form.
 */
export function EditorPage({
  userId,
  page,
  data,
  options,
  sportNames,
  links,
  onDirtyChange,
}: EditorPageProps) {
  const { t } = useTranslation();
  const stored = data[`page${page}`];
  const [outcome, setOutcome] = useState<SaveOutcome | null>(null);
  const [formKey, setFormKey] = useState(0);
  const summaryRef = useRef<HTMLDivElement>(null);
  // Versions of the page this form knows: the one it started from and each one its saves stored.
  const known = useRef<unknown[]>([stored]);
  const conflict = stored !== null && !known.current.some((version) => same(version, stored));

  const save = useAdminPageSave<unknown>(userId, page, (result) => {
    known.current.push(result.saved);
    setOutcome(result);
    onDirtyChange(page, false);
  });

  useEffect(() => {
    if (outcome) {
      summaryRef.current?.focus();
      summaryRef.current?.scrollIntoView?.({ block: 'center' });
    }
  }, [outcome]);

  if (!stored) {
    return (
      <Text c="dimmed" py="md">
        {t('adminEdit.notFilled')}
      </Text>
    );
  }

  const reload = () => {
    known.current.push(stored);
    setOutcome(null);
    onDirtyChange(page, false);
    setFormKey((key) => key + 1);
  };

  const common = {
    options,
    save,
    onSaved: () => {},
    onChange: () => onDirtyChange(page, true),
    submitLabel: t('adminEdit.save', { n: page }),
    submitIcon: <IconDeviceFloppy size={18} aria-hidden />,
  };

  return (
    <Stack gap="md">
      {conflict && (
        <Alert
          color="orange"
          icon={<IconAlertTriangle aria-hidden />}
          title={t('adminEdit.conflict.title')}
          role="alert"
        >
          <Stack gap="xs" align="flex-start">
            <Text size="sm">
              {t('adminEdit.conflict.text', {
                fields: changedFields(known.current.at(-1), stored)
                  .map((change) => fieldLabel(t, change.path))
                  .join(', '),
              })}
            </Text>
            <Button size="xs" variant="default" onClick={reload}>
              {t('adminEdit.conflict.reload')}
            </Button>
          </Stack>
        </Alert>
      )}
      {outcome && (
        <ChangeSummary
          ref={summaryRef}
          outcome={outcome}
          sportNames={sportNames}
          auditLink={links.auditLog}
          reviewLink={links.review}
        />
      )}
      {page === 1 && (
        <Page1Form key={formKey} {...common} initial={page1Values(stored as RegistrationPage1)} />
      )}
      {page === 2 && (
        <Page2Form
          key={formKey}
          {...common}
          initial={page2Values(stored as RegistrationPage2)}
          dateOfBirth={data.page1?.dateOfBirth ?? ''}
        />
      )}
      {page === 3 && (
        <Page3Form
          key={formKey}
          {...common}
          initial={page3Values(stored as RegistrationPage3)}
          documents={data.documents}
          renderDocument={(slot) => <AdminDocumentSlot {...slot} />}
          intro={
            <Text>
              {t('adminEdit.documentsIntro')}{' '}
              <Anchor component={Link} to={links.review}>
                {t('adminEdit.links.review')}
              </Anchor>
            </Text>
          }
          declarationsReadOnly
          declarationsNote={
            <Text size="sm" c="dimmed">
              {t('adminEdit.declarationsNote')}
            </Text>
          }
        />
      )}
    </Stack>
  );
}
