import { Anchor, Checkbox, Fieldset, List, NativeSelect, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  type DocumentKind,
  documentKinds,
  identityProofTypes,
  proofOfAgeTypes,
  type RegistrationDocument,
  requiredDocumentKinds,
} from '@para/contract';
import { IconCheck } from '@tabler/icons-react';
import { Fragment, type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../../components/feedback';
import type { ApiError } from '../../../lib/api';
import { fieldProps, focusFirstError, passesRules } from '../../../lib/form';
import { useLoadWhenIdle } from '../../../lib/later-module';
import { paths } from '../../../lib/paths';
import { useTranslation } from '../../../lib/translation';
import { applyNestedServerError, checkboxProps, withPlaceholder } from '../form-helpers';
import { type Page3Body, type Page3Values, page3Body } from '../form-values';
import { pageRules } from '../page-rules';
import type { PageFormProps } from '../page-save';
import { DocumentUpload, type UploadTarget } from './DocumentUpload';
import { StepActions } from './StepActions';

const IMAGE_TYPES = ['image/jpeg', 'image/png'] as const;
const DOCUMENT_TYPES = ['image/jpeg', 'image/png', 'application/pdf'] as const;

const declarations = ['declarationTrue', 'privacyConsent', 'antiDopingAcknowledged'] as const;
const declarationLabels = {
  declarationTrue: 'registration.page3.declarationTrue',
  privacyConsent: 'registration.page3.privacyConsent',
  antiDopingAcknowledged: 'registration.page3.antiDoping',
} as const;

/** What a document slot shows: the kind, its label, the stored file if any, and the proof-type select. */
export interface DocumentSlot {
  kind: DocumentKind;
  label: string;
  document: RegistrationDocument | undefined;
  /** The type-of-proof select of proof of age and identity proof. */
  children?: ReactNode;
}

/**
 * Page 3: one slot per document kind, the type of each proof, and the declarations. In the athlete's
 * wizard each slot uploads at once and the main button saves the page and then submits the whole
 * registration (`onSaved`). The administrator's editor shows the stored files instead (`renderDocument`)
 * and the declarations read-only: they are the athlete's own.
 */
export function Page3Form({
  initial,
  options,
  documents,
  save,
  lockedPage = false,
  lockedDocuments = new Set(),
  missingDocuments = new Set(),
  onChange,
  onUploaded,
  onBack,
  onSaved,
  submitLabel,
  submitIcon,
  busy = false,
  before,
  intro,
  renderDocument,
  uploadTarget,
  declarationsReadOnly = false,
  declarationsNote,
}: PageFormProps<Page3Values, Page3Body> & {
  documents: RegistrationDocument[];
  /** The reviewer did not send page 3 back: types and declarations are read-only, nothing is saved. */
  lockedPage?: boolean;
  lockedDocuments?: ReadonlySet<DocumentKind>;
  missingDocuments?: ReadonlySet<DocumentKind>;
  onUploaded?: (document: RegistrationDocument) => void;
  /** Work after the save still running (the wizard's finalize). */
  busy?: boolean;
  /** Shown above the documents (finalize's list of what is missing). */
  before?: ReactNode;
  /** Replaces the text above the documents. */
  intro?: ReactNode;
  /** Replaces the upload control of each document. */
  renderDocument?: (slot: DocumentSlot) => ReactNode;
  /** Where the uploads go, when not to the signed-in athlete's own registration. */
  uploadTarget?: UploadTarget;
  declarationsReadOnly?: boolean;
  /** Shown under the declarations' legend (the read-only list shows only the declarations given). */
  declarationsNote?: ReactNode;
}) {
  const { t } = useTranslation();
  const [alert, setAlert] = useState<string | ApiError | null>(null);
  const form = useForm<Page3Values>({
    initialValues: initial,
    // Nothing is refused before the rules arrive: the submit then waits for them (passesRules).
    validate: (values) => pageRules.loaded?.validatePage3(values) ?? {},
    onValuesChange: onChange,
  });

  useLoadWhenIdle(pageRules);
  const values = form.getValues();

  const submit = form.onSubmit(
    async (submitted) => {
      setAlert(null);
      if (!(await passesRules(form, pageRules))) return;
      if (!lockedPage) {
        try {
          await save.run(page3Body(submitted));
        } catch (error) {
          // The form keeps every value chosen; only the messages are added.
          setAlert(applyNestedServerError(form, error, () => true));
          return;
        }
      }
      await onSaved();
    },
    (errors) => focusFirstError(form, errors),
  );

  const byKind = new Map(documents.map((doc) => [doc.kind, doc]));
  const upload = (kind: DocumentKind, extra?: ReactNode) => {
    const label = t(`registration.documents.${kind}.label`);
    if (renderDocument) {
      return (
        <Fragment key={kind}>
          {renderDocument({ kind, label, document: byKind.get(kind), children: extra })}
        </Fragment>
      );
    }
    return (
      <DocumentUpload
        key={kind}
        kind={kind}
        label={label}
        hint={t(`registration.documents.${kind}.hint`, {
          max: kind === 'photo' ? '2 MB' : '5 MB',
        })}
        required={requiredDocumentKinds.includes(kind)}
        types={kind === 'photo' ? IMAGE_TYPES : DOCUMENT_TYPES}
        maxBytes={kind === 'photo' ? options.maxPhotoBytes : options.maxDocumentBytes}
        document={byKind.get(kind)}
        onUploaded={(doc) => onUploaded?.(doc)}
        locked={lockedDocuments.has(kind)}
        missing={missingDocuments.has(kind)}
        target={uploadTarget}
      >
        {extra}
      </DocumentUpload>
    );
  };

  // Its top (the alert's place and the intro) is drawn by the server too: RegistrationFrame.
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        <Alert message={alert} />
        {before}
        {intro ?? <Text>{t('registration.page3.intro')}</Text>}
        <Stack gap="md">
          {documentKinds.map((kind) => {
            if (kind === 'proof_of_age') {
              return upload(
                kind,
                <NativeSelect
                  {...fieldProps(form, 'proofOfAgeType')}
                  label={t('registration.page3.proofOfAgeType')}
                  data={withPlaceholder(
                    t('registration.choose'),
                    proofOfAgeTypes.map((type) => ({
                      value: type,
                      label: t(`registration.proofOfAge.${type}`),
                    })),
                  )}
                  disabled={lockedPage}
                  withAsterisk
                />,
              );
            }
            if (kind === 'identity_proof') {
              return upload(
                kind,
                <NativeSelect
                  {...fieldProps(form, 'identityProofType')}
                  label={t('registration.page3.identityProofType')}
                  description={t('registration.page3.aadhaarWarning')}
                  data={withPlaceholder(
                    t('registration.choose'),
                    identityProofTypes.map((type) => ({
                      value: type,
                      label: t(`registration.identityProof.${type}`),
                    })),
                  )}
                  disabled={lockedPage}
                  withAsterisk
                />,
              );
            }
            return upload(kind);
          })}
        </Stack>

        <Fieldset legend={t('registration.page3.declarations')} radius="md" disabled={lockedPage}>
          <Stack gap="md">
            {declarationsNote}
            {declarationsReadOnly ? (
              // Someone else's declarations: readable statements, not greyed-out checkboxes.
              <List
                spacing="xs"
                icon={<IconCheck size={18} aria-hidden />}
                styles={{ itemLabel: { lineHeight: 1.55 } }}
              >
                {declarations
                  .filter((field) => values[field])
                  .map((field) => (
                    <List.Item key={field}>{t(declarationLabels[field])}</List.Item>
                  ))}
              </List>
            ) : (
              <>
                <Checkbox
                  {...checkboxProps(form, 'declarationTrue')}
                  label={t('registration.page3.declarationTrue')}
                />
                <Checkbox
                  {...checkboxProps(form, 'privacyConsent')}
                  label={t('registration.page3.privacyConsent')}
                  description={
                    <>
                      {t('registration.page3.privacyConsentHint')}{' '}
                      <Anchor component={Link} to={paths.privacy} target="_blank" size="sm">
                        {t('registration.page3.privacyLink')}
                      </Anchor>
                    </>
                  }
                />
                <Checkbox
                  {...checkboxProps(form, 'antiDopingAcknowledged')}
                  label={t('registration.page3.antiDoping')}
                />
              </>
            )}
          </Stack>
        </Fieldset>

        <StepActions
          onBack={onBack}
          primaryLabel={submitLabel}
          primaryIcon={submitIcon}
          pending={save.pending || busy}
        />
      </Stack>
    </form>
  );
}
