import {
  CONSENT_DOCUMENT_KIND,
  type ConsentDocument,
  districtAssistanceRoutes,
  MAX_DOCUMENT_BYTES,
  type RegistrationDocument,
} from '@para/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/translation';
import { DocumentUpload } from '../../registration';
import { refreshAssistance } from '../assistance-api';

const CONSENT_TYPES = ['image/jpeg', 'image/png'] as const;

/**
 * The signed consent form (the athlete's, or a guardian's), photographed at the camp with the phone's
 * camera. Kept as a document of its own; the state's reviewer sees it beside the registration.
 */
export function ConsentPanel({
  userId,
  consent,
  canUpload,
}: {
  userId: string;
  consent: ConsentDocument | null;
  canUpload: boolean;
}) {
  const { t } = useTranslation();
  const client = useQueryClient();
  return (
    <DocumentUpload
      kind={CONSENT_DOCUMENT_KIND}
      label={t('districtAssist.consent.label')}
      hint={t('districtAssist.consent.hint')}
      required={false}
      types={CONSENT_TYPES}
      accept="image/*"
      capture="environment"
      maxBytes={MAX_DOCUMENT_BYTES}
      // The consent form has the registration document's shape, with a kind of its own.
      document={(consent ?? undefined) as RegistrationDocument | undefined}
      locked={!canUpload}
      target={{ route: districtAssistanceRoutes.districtUploadConsent, params: { userId } }}
      onUploaded={() => void refreshAssistance(client, userId)}
    />
  );
}
