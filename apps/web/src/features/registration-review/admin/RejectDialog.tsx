import { Button, Checkbox, Group, Modal, Stack, Textarea } from '@mantine/core';
import type { RegistrationData, ReviewSection } from '@para/contract';
import { useState } from 'react';
import { Alert } from '../../../components/feedback';
import { type ApiError, isApiError } from '../../../lib/api';
import { messageText } from '../../../lib/i18n';
import { useTranslation } from '../../../lib/translation';
import { useReject } from '../api';
import { hasErrors, type ReasonsErrors, type ReasonsState, reasonsBody, validateReasons } from './reasons';

/** Sections a reviewer can send back: the three pages and each uploaded document. */
export function reviewSectionsOf(data: RegistrationData): ReviewSection[] {
  const documents = data.documents.map((doc) => doc.kind);
  return ['page1', 'page2', 'page3', ...documents.filter((kind, index) => documents.indexOf(kind) === index)];
}

/** Send a registration back: a ticked box and a reason per section or document, plus a note. */
export function RejectDialog({
  opened,
  userId,
  data,
  onClose,
  onRejected,
}: {
  opened: boolean;
  userId: string;
  data: RegistrationData;
  onClose: () => void;
  onRejected: () => void;
}) {
  const { t } = useTranslation();
  const reject = useReject();
  const [state, setState] = useState<ReasonsState>({ selected: {}, note: '' });
  const [errors, setErrors] = useState<ReasonsErrors>({ sections: {} });
  const [alert, setAlert] = useState<string | ApiError | null>(null);
  const sections = reviewSectionsOf(data);

  const toggle = (section: ReviewSection, on: boolean) =>
    setState((current) => {
      const selected = { ...current.selected };
      if (on) selected[section] = selected[section] ?? '';
      else delete selected[section];
      return { ...current, selected };
    });

  const submit = async () => {
    const found = validateReasons(state);
    setErrors(found);
    setAlert(null);
    if (hasErrors(found)) {
      const first = Object.keys(found.sections)[0];
      document.getElementById(first ? `reason-${first}` : `check-${sections[0]}`)?.focus();
      return;
    }
    try {
      await reject.mutateAsync({ userId, reasons: reasonsBody(state, sections), note: state.note.trim() });
      setState({ selected: {}, note: '' });
      onRejected();
    } catch (error) {
      setAlert(isApiError(error) ? error : 'errors.generic');
    }
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('admin.review.reject.title')}
      size="lg"
      closeButtonProps={{ 'aria-label': t('admin.dialog.close') }}
    >
      <Stack gap="md">
        {(alert || errors.form) && <Alert>{messageText(alert ?? errors.form ?? '')}</Alert>}
        <Stack gap="sm" component="fieldset" style={{ border: 0, padding: 0, margin: 0 }}>
          <legend style={{ fontWeight: 600, marginBottom: 8 }}>{t('admin.review.reject.sections')}</legend>
          {sections.map((section) => {
            const checked = state.selected[section] !== undefined;
            const error = errors.sections[section];
            return (
              <Stack key={section} gap={6}>
                <Checkbox
                  id={`check-${section}`}
                  label={t(`registration.sections.${section}`)}
                  checked={checked}
                  onChange={(event) => toggle(section, event.currentTarget.checked)}
                />
                {checked && (
                  <Textarea
                    id={`reason-${section}`}
                    label={t('admin.review.reject.reasonFor', {
                      section: t(`registration.sections.${section}`),
                    })}
                    value={state.selected[section]}
                    onChange={(event) => {
                      const value = event.currentTarget.value;
                      setState((current) => ({
                        ...current,
                        selected: { ...current.selected, [section]: value },
                      }));
                    }}
                    error={error ? t(error) : undefined}
                    rows={3}
                    withAsterisk
                    ml={{ base: 0, sm: 'xl' }}
                  />
                )}
              </Stack>
            );
          })}
        </Stack>
        <Textarea
          label={t('admin.review.reject.note')}
          description={t('admin.review.reject.noteHint')}
          value={state.note}
          onChange={(event) => {
            const note = event.currentTarget.value;
            setState((current) => ({ ...current, note }));
          }}
          error={errors.note ? t(errors.note) : undefined}
          rows={3}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('admin.dialog.cancel')}
          </Button>
          <Button color="red.9" loading={reject.isPending} onClick={() => void submit()}>
            {t('admin.review.reject.submit')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
