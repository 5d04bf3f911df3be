import { Anchor, Checkbox, Fieldset, NativeSelect, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  type DocumentKind,
  documentKinds,
  identityProofTypes,
  proofOfAgeTypes,
  type RegistrationDocument,
  type RegistrationOptions,
  registrationPage3,
  requiredDocumentKinds,
} from '@para/contract';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormAlert } from '../../../features/auth/components/FormAlert';
import { fieldProps, focusFirstError } from '../../../lib/form';
import { paths } from '../../../lib/paths';
import { useSavePage } from '../api';
import { applyNestedServerError, checkboxProps, withPlaceholder } from '../form-helpers';
import { type Page3Values, page3Body } from '../form-values';
import { DocumentUpload } from './DocumentUpload';
import { StepActions } from './StepActions';

const IMAGE_TYPES = ['image/jpeg', 'image/png'] as const;
const DOCUMENT_TYPES = ['image/jpeg', 'image/png', 'application/pdf'] as const;

export const validatePage3 = (values: Page3Values) => zod4Resolver(registrationPage3)(page3Body(values));

/**
 * Page 3: one upload per document kind (each uploads at once), the type of each proof, and the
 * declarations. Its main button saves the page and then submits the whole registration (`onFinalize`).
 */
export function Page3Form({
  initial,
  options,
  documents,
  lockedPage,
  lockedDocuments,
  missingDocuments,
  onChange,
  onUploaded,
  onBack,
  onFinalize,
  finalizeLabel,
  finalizing,
  before,
}: {
  initial: Page3Values;
  options: RegistrationOptions;
  documents: RegistrationDocument[];
  /** The reviewer did not send page 3 back: types and declarations are read-only. */
  lockedPage: boolean;
  lockedDocuments: ReadonlySet<DocumentKind>;
  missingDocuments: ReadonlySet<DocumentKind>;
  onChange: (values: Page3Values) => void;
  onUploaded: (document: RegistrationDocument) => void;
  onBack: () => void;
  onFinalize: () => Promise<void>;
  finalizeLabel: string;
  finalizing: boolean;
  /** Shown above the documents (finalize's list of what is missing). */
  before?: ReactNode;
}) {
  const { t } = useTranslation();
  const save = useSavePage(3);
  const [alert, setAlert] = useState<string | null>(null);
  const form = useForm<Page3Values>({
    initialValues: initial,
    validate: validatePage3,
    onValuesChange: onChange,
  });

  const submit = form.onSubmit(
    async (submitted) => {
      setAlert(null);
      if (!lockedPage) {
        try {
          await save.mutateAsync(page3Body(submitted));
        } catch (error) {
          setAlert(applyNestedServerError(form, error, () => true));
          return;
        }
      }
      await onFinalize();
    },
    (errors) => focusFirstError(form, errors),
  );

  const byKind = new Map(documents.map((doc) => [doc.kind, doc]));
  const upload = (kind: DocumentKind, extra?: ReactNode) => (
    <DocumentUpload
      key={kind}
      kind={kind}
      label={t(`registration.documents.${kind}.label`)}
      hint={t(`registration.documents.${kind}.hint`, {
        max: kind === 'photo' ? '2 MB' : '5 MB',
      })}
      required={requiredDocumentKinds.includes(kind)}
      types={kind === 'photo' ? IMAGE_TYPES : DOCUMENT_TYPES}
      maxBytes={kind === 'photo' ? options.maxPhotoBytes : options.maxDocumentBytes}
      document={byKind.get(kind)}
      onUploaded={onUploaded}
      locked={lockedDocuments.has(kind)}
      missing={missingDocuments.has(kind)}
    >
      {extra}
    </DocumentUpload>
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        <FormAlert message={alert} />
        {before}
        <Text>{t('registration.page3.intro')}</Text>
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
          </Stack>
        </Fieldset>

        <StepActions onBack={onBack} primaryLabel={finalizeLabel} pending={save.isPending || finalizing} />
      </Stack>
    </form>
  );
}
