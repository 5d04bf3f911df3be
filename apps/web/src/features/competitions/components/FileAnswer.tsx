import { Button, FileButton, Group, Progress, Stack, Text, VisuallyHidden } from '@mantine/core';
import { competitionRoutes, ENTRY_FILE_TYPES, MAX_ENTRY_FILE_BYTES } from '@para/contract';
import { IconFile, IconUpload } from '@tabler/icons-react';
import { useEffect, useId, useRef, useState } from 'react';
import { type ApiError, isApiError, upload } from '../../../lib/api';
import { formatBytes } from '../../../lib/format';
import { messageText } from '../../../lib/i18n';
import { useTranslation } from '../../../lib/translation';

export interface FileAnswerProps {
  /** The DOM id of the button, for focusing an error. */
  controlId: string;
  fieldKey: string;
  label: string;
  help?: string;
  required: boolean;
  /** The server's refusal of the answer (message key or text), if any. */
  error?: string;
  /** The uploaded file's id, the answer. */
  value: unknown;
  onChange: (fileId: string) => void;
  /** The form files are uploaded to; without it (the administrators' preview) the control is disabled. */
  formId?: string;
}

type State =
  | { phase: 'idle' }
  | { phase: 'uploading'; fraction: number }
  | { phase: 'failed'; message: string | ApiError };

const typeNames = 'PDF, JPEG, PNG';

/**
 * A file question's answer: choosing a file uploads it at once (with a progress bar), and the answer
 * becomes the uploaded file's id. The button is labelled by the question; choosing again replaces it.
 */
export function FileAnswer(props: FileAnswerProps) {
  const { controlId, fieldKey, label, help, required, error, value, onChange, formId } = props;
  const { t } = useTranslation();
  const [state, setState] = useState<State>({ phase: 'idle' });
  const [fileName, setFileName] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const inFlight = useRef<AbortController | null>(null);
  const resetRef = useRef<() => void>(null);
  const labelId = useId();
  const helpId = useId();
  const problemId = useId();
  const previewId = useId();

  useEffect(() => () => inFlight.current?.abort(), []);

  const choose = (file: File | null) => {
    resetRef.current?.();
    if (!file || !formId) return;
    if (!(ENTRY_FILE_TYPES as readonly string[]).includes(file.type)) {
      setState({
        phase: 'failed',
        message: t('competitionEntry.answers.file.wrongType', { types: typeNames }),
      });
      return;
    }
    if (file.size > MAX_ENTRY_FILE_BYTES) {
      setState({
        phase: 'failed',
        message: t('competitionEntry.answers.file.tooLarge', {
          max: formatBytes(MAX_ENTRY_FILE_BYTES),
          size: formatBytes(file.size),
        }),
      });
      return;
    }
    const controller = new AbortController();
    inFlight.current = controller;
    setState({ phase: 'uploading', fraction: 0 });
    setAnnouncement(t('competitionEntry.answers.file.started', { label }));
    // The server reads multipart fields in order: the question's key must precede the file.
    const form = new FormData();
    form.append('field', fieldKey);
    form.append('file', file, file.name);
    upload(competitionRoutes.uploadEntryFile, form, {
      params: { formId },
      signal: controller.signal,
      onProgress: (fraction) => setState({ phase: 'uploading', fraction }),
    }).then(
      (saved) => {
        inFlight.current = null;
        setState({ phase: 'idle' });
        setFileName(saved.name);
        setAnnouncement(t('competitionEntry.answers.file.done', { label, name: saved.name }));
        onChange(saved._id);
      },
      (failure: unknown) => {
        inFlight.current = null;
        if (failure instanceof DOMException && failure.name === 'AbortError') return;
        setState({ phase: 'failed', message: isApiError(failure) ? failure : 'errors.generic' });
        setAnnouncement('');
      },
    );
  };

  const attached = typeof value === 'string' && value !== '';
  const busy = state.phase === 'uploading';
  const percent = state.phase === 'uploading' ? Math.round(state.fraction * 100) : 0;
  const problem =
    state.phase === 'failed'
      ? t('competitionEntry.answers.file.failed', { message: messageText(state.message) })
      : error
        ? messageText(error)
        : null;
  const describedBy = [help ? helpId : null, problem ? problemId : null, formId ? null : previewId]
    .filter(Boolean)
    .join(' ');

  return (
    <Stack gap={6}>
      <Text fw={500} size="sm" id={labelId}>
        {label}
        {required && (
          <Text component="span" c="red.8" aria-hidden>
            {' *'}
          </Text>
        )}
      </Text>
      {help && (
        <Text size="xs" c="dimmed" id={helpId}>
          {help}
        </Text>
      )}
      <Text size="xs" c="dimmed">
        {t('competitionEntry.answers.file.rules', {
          types: typeNames,
          max: formatBytes(MAX_ENTRY_FILE_BYTES),
        })}
      </Text>
      {attached && (
        <Group gap="xs" wrap="nowrap">
          <IconFile size={18} aria-hidden />
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {fileName ?? t('competitionEntry.answers.fileGiven')}
          </Text>
        </Group>
      )}
      {busy && (
        <Stack gap={4}>
          <Progress
            value={percent}
            size="lg"
            aria-label={t('competitionEntry.answers.file.progressLabel', { label })}
          />
          <Text size="sm" aria-hidden>
            {t('competitionEntry.answers.file.percent', { percent })}
          </Text>
        </Stack>
      )}
      <VisuallyHidden role="status">{announcement}</VisuallyHidden>
      {problem && (
        <Text size="sm" c="red.9" role="alert" id={problemId}>
          {problem}
        </Text>
      )}
      <FileButton
        onChange={choose}
        accept={ENTRY_FILE_TYPES.join(',')}
        resetRef={resetRef}
        disabled={busy || !formId}
      >
        {(buttonProps) => (
          <Button
            {...buttonProps}
            id={controlId}
            variant={attached ? 'default' : 'filled'}
            leftSection={<IconUpload size={18} aria-hidden />}
            loading={busy}
            // FileButton disables only its hidden input: the button itself must say so too.
            disabled={!formId}
            aria-labelledby={`${labelId} ${controlId}`}
            aria-describedby={describedBy || undefined}
            aria-invalid={problem ? true : undefined}
            style={{ alignSelf: 'flex-start', maxWidth: '100%', minHeight: 44 }}
          >
            {attached
              ? t('competitionEntry.answers.file.replace')
              : t('competitionEntry.answers.file.choose')}
          </Button>
        )}
      </FileButton>
      {!formId && (
        <Text size="xs" c="dimmed" id={previewId}>
          {t('competitionEntry.answers.file.previewOnly')}
        </Text>
      )}
    </Stack>
  );
}
