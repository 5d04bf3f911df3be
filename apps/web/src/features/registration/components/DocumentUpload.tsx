import {
  Badge,
  Button,
  FileButton,
  Group,
  Paper,
  Progress,
  Stack,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import '../styles';
import {
  type CONSENT_DOCUMENT_KIND,
  type DocumentKind,
  type RegistrationDocument,
  type RouteDef,
  registrationRoutes,
} from '@para/contract';
import { IconCheck, IconRefresh, IconUpload } from '@tabler/icons-react';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { Alert } from '../../../components/feedback';
import { type ApiError, isApiError, upload } from '../../../lib/api';
import { formatBytes } from '../../../lib/format';
import { messageText } from '../../../lib/i18n';
import { useTranslation } from '../../../lib/translation';
import { type PreparedFile, prepareImage } from '../image';
import { documentInputId } from '../rules';
import { UploadedFile } from './UploadedFile';

export interface DocumentUploadProps {
  /** One of the registration's documents, or a district's consent form (stored beside them). */
  kind: DocumentKind | typeof CONSENT_DOCUMENT_KIND;
  label: string;
  hint: string;
  required: boolean;
  /** MIME types accepted. */
  types: readonly string[];
  maxBytes: number;
  document: RegistrationDocument | undefined;
  onUploaded: (document: RegistrationDocument) => void;
  /** Read-only (a section the reviewer did not send back). */
  locked?: boolean;
  /** Extra controls inside the card (the type of proof). */
  children?: ReactNode;
  /** Highlighted as missing after a refused finalize. */
  missing?: boolean;
  /**
   * Where the file goes, when not to the signed-in athlete's own registration (a district secretary
   * uploading for an athlete they registered).
   */
  target?: UploadTarget;
  /**
   * The file chooser's filter when it should differ from `types` (`image/*` with `capture` opens a
   * phone's camera for a paper form photographed where it is signed).
   */
  accept?: string;
  capture?: 'environment';
}

/** An upload route that answers like the athlete's own, and its path parameters. */
export interface UploadTarget {
  route: RouteDef;
  params?: Record<string, string>;
}

type State =
  | { phase: 'idle' }
  | { phase: 'preparing' }
  | { phase: 'uploading'; fraction: number; waiting?: boolean }
  | { phase: 'failed'; message: string | ApiError };

/**
 * One document: choose a file and it uploads at once, with a progress bar read out in quarter steps.
 * A failure keeps the chosen file for Retry; choosing again replaces the stored file.
 */
export function DocumentUpload(props: DocumentUploadProps) {
  const { kind, label, hint, required, types, maxBytes, document: doc, onUploaded, locked, children } = props;
  const { t } = useTranslation();
  const [state, setState] = useState<State>({ phase: 'idle' });
  const [announcement, setAnnouncement] = useState('');
  const prepared = useRef<PreparedFile | null>(null);
  const inFlight = useRef<AbortController | null>(null);
  const resetRef = useRef<() => void>(null);
  const hintId = useId();
  const headingId = useId();

  useEffect(() => () => inFlight.current?.abort(), []);

  const send = (file: PreparedFile) => {
    setState({ phase: 'uploading', fraction: 0 });
    setAnnouncement(t('registration.upload.started', { label }));
    let lastQuarter = 0;
    const controller = new AbortController();
    inFlight.current = controller;
    // The server reads multipart fields in the order they come: the kind must precede the file.
    const form = new FormData();
    form.append('kind', kind);
    form.append('file', file.blob, file.name);
    const onProgress = (fraction: number) => {
      setState({ phase: 'uploading', fraction });
      const quarter = Math.floor(fraction * 4);
      if (quarter > lastQuarter && quarter < 4) {
        lastQuarter = quarter;
        setAnnouncement(t('registration.upload.progress', { label, percent: quarter * 25 }));
      }
    };
    const onWaitingForConnection = (waiting: boolean) => {
      setState({ phase: 'uploading', fraction: 0, waiting });
      if (waiting) setAnnouncement(t('registration.upload.waiting', { label }));
    };
    upload(props.target?.route ?? registrationRoutes.uploadRegistrationDocument, form, {
      params: props.target?.params,
      onProgress,
      onWaitingForConnection,
      signal: controller.signal,
    }).then(
      (saved) => {
        inFlight.current = null;
        prepared.current = null;
        setState({ phase: 'idle' });
        setAnnouncement(t('registration.upload.done', { label }));
        // Every upload route answers with the stored document (the athlete's own and the district's).
        onUploaded(saved as RegistrationDocument);
      },
      (error: unknown) => {
        inFlight.current = null;
        if (error instanceof DOMException && error.name === 'AbortError') return;
        const message = isApiError(error) ? error : 'errors.generic';
        setState({ phase: 'failed', message });
        setAnnouncement('');
      },
    );
  };

  const choose = async (file: File | null) => {
    resetRef.current?.();
    if (!file) return;
    if (!types.includes(file.type)) {
      setState({ phase: 'failed', message: t('registration.upload.wrongType', { types: typeNames(types) }) });
      return;
    }
    setState({ phase: 'preparing' });
    const ready = await prepareImage(file);
    if (ready.blob.size > maxBytes) {
      setState({
        phase: 'failed',
        message: t('registration.upload.tooLarge', {
          max: formatBytes(maxBytes),
          size: formatBytes(ready.blob.size),
        }),
      });
      return;
    }
    prepared.current = ready;
    send(ready);
  };

  const retry = () => {
    if (prepared.current) send(prepared.current);
  };

  const busy = state.phase === 'uploading' || state.phase === 'preparing';
  const percent = state.phase === 'uploading' ? Math.round(state.fraction * 100) : 0;

  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="section"
      aria-labelledby={headingId}
      style={
        props.missing && !doc ? { borderColor: 'var(--mantine-color-red-8)', borderWidth: 2 } : undefined
      }
    >
      <Stack gap="sm">
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Text component="h3" fw={700} size="md" id={headingId} m={0}>
            {label}
            {!required && (
              <Text span c="dimmed" fw={400} size="sm">
                {' '}
                {t('registration.optional')}
              </Text>
            )}
          </Text>
          {doc ? (
            <Badge c="dark.9" color="green" variant="light" leftSection={<IconCheck size={14} aria-hidden />}>
              {t('registration.upload.uploaded')}
            </Badge>
          ) : required ? (
            <Badge c="dark.9" color="orange" variant="light">
              {t('registration.upload.needed')}
            </Badge>
          ) : null}
        </Group>
        <Text size="sm" c="dimmed" id={hintId}>
          {hint}
        </Text>
        {children}
        {doc && <UploadedFile document={doc} label={label} />}

        {busy && (
          <Stack gap={4}>
            <Progress
              value={state.phase === 'preparing' ? 100 : percent}
              animated={state.phase === 'preparing'}
              size="lg"
              aria-label={t('registration.upload.progressLabel', { label })}
            />
            <Text size="sm" aria-hidden>
              {state.phase === 'preparing'
                ? t('registration.upload.preparing')
                : state.phase === 'uploading' && state.waiting
                  ? t('registration.upload.waiting', { label })
                  : t('registration.upload.percent', { percent })}
            </Text>
          </Stack>
        )}
        <VisuallyHidden role="status">{announcement}</VisuallyHidden>

        <Alert tone="error">
          {state.phase === 'failed' && (
            <Stack gap="xs" align="flex-start">
              <Text size="sm">
                {t('registration.upload.failed', { label, message: messageText(state.message) })}
              </Text>
              {prepared.current && (
                <Button
                  size="sm"
                  variant="white"
                  color="red.9"
                  leftSection={<IconRefresh size={16} aria-hidden />}
                  onClick={retry}
                >
                  {t('registration.upload.retry')}
                </Button>
              )}
            </Stack>
          )}
        </Alert>

        {!locked && (
          <FileButton
            onChange={choose}
            accept={props.accept ?? types.join(',')}
            capture={props.capture}
            resetRef={resetRef}
            disabled={busy}
          >
            {(buttonProps) => (
              <Button
                {...buttonProps}
                id={documentInputId(kind)}
                variant={doc ? 'default' : 'filled'}
                leftSection={<IconUpload size={18} aria-hidden />}
                loading={busy}
                aria-describedby={hintId}
                style={{ alignSelf: 'flex-start', maxWidth: '100%', height: 'auto', minHeight: 44 }}
                styles={{ label: { whiteSpace: 'normal', textAlign: 'start', paddingBlock: 6 } }}
              >
                {doc
                  ? t('registration.upload.replace', { label })
                  : t('registration.upload.choose', { label })}
              </Button>
            )}
          </FileButton>
        )}
      </Stack>
    </Paper>
  );
}

const typeNames = (types: readonly string[]) =>
  types
    .map((type) => (type === 'application/pdf' ? 'PDF' : type === 'image/png' ? 'PNG' : 'JPEG'))
    .join(', ');
