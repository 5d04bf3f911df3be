import { Stack, Text, Title } from '@mantine/core';
import '../styles';
import {
  type DocumentKind,
  documentKinds,
  type RegistrationData,
  type RegistrationDocument,
  type RegistrationOptions,
} from '@para/contract';
import { IconCircleCheck } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert, QueryError, QueryLoading } from '../../../components/feedback';
import { type ApiError, isApiError } from '../../../lib/api';
import { useLaterModule } from '../../../lib/later-module';
import { session } from '../../../lib/session';
import { statePage } from '../../../lib/state-page';
import { useTranslation } from '../../../lib/translation';
import { missingFromError, registrationDataQuery, registrationKeys, useFinalize, useSavePage } from '../api';
import { readDraft, startingPoint } from '../draft';
import { pageSave } from '../page-save';
import { type MissingItem, missingItems, type Step } from '../rules';
import { useDraft } from '../use-draft';
import { laterSteps } from './later-steps';
import { MissingNotice } from './MissingNotice';
import { Page1Form } from './Page1Form';
import { RegistrationSummary } from './RegistrationSummary';
import { RejectionNotice } from './RejectionNotice';
import { StepActions } from './StepActions';
import { StepNav } from './StepNav';

export type WizardMode = 'new' | 'edit';

export interface WizardStepsProps {
  data: RegistrationData;
  options: RegistrationOptions;
  mode: WizardMode;
  userId: string;
  prefill: { name: string; phone: string };
}

/**
 * The athlete's three steps: one page form at a time, saved through the athlete's own routes, the draft
 * kept on this device, and finalize at the end (with links to whatever it says is missing).
 */
export function WizardSteps({ data: initialData, options, mode, userId, prefill }: WizardStepsProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // The cached registration (updated by every save and upload).
  const data = useQuery({ ...registrationDataQuery(), initialData }).data ?? initialData;
  const [start] = useState(() => startingPoint(initialData, readDraft(userId), prefill));
  const draft = useDraft(userId, start);
  const [step, setStep] = useState<Step>(start.step);
  const [missing, setMissing] = useState<MissingItem[]>([]);
  const [finalizeError, setFinalizeError] = useState<string | ApiError | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const missingRef = useRef<HTMLDivElement>(null);
  const focusTarget = useRef<string | null>(null);
  const firstRender = useRef(true);
  const finalize = useFinalize();
  const save1 = useSavePage(1);
  const save2 = useSavePage(2);
  const save3 = useSavePage(3);
  const queryClient = useQueryClient();
  const latest = draft.latest.current;
  // Steps 2 and 3 arrive while step 1 is filled in; on them, at once.
  const steps = useLaterModule(laterSteps, step > 0);

  const go = (next: Step) => {
    draft.saveStep(next);
    setStep(next);
  };

  // A new step: focus its heading (read out as "Step 2 of 3: ..."), or the field a finalize link points to.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on purpose whenever the step changes
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    const target = focusTarget.current ? document.getElementById(focusTarget.current) : null;
    focusTarget.current = null;
    (target ?? headingRef.current)?.focus();
    if (!target) headingRef.current?.scrollIntoView?.({ block: 'start' });
  }, [step]);

  const editable = new Set<string>(data.editable);
  const locked = (section: string) => mode === 'edit' && !editable.has(section);
  const lockedDocuments = new Set<DocumentKind>(documentKinds.filter((kind) => locked(kind)));
  const missingDocuments = new Set<DocumentKind>(
    missing.flatMap((item) =>
      item.code.startsWith('document:') ? [item.code.slice(9) as DocumentKind] : [],
    ),
  );
  const firstUnsaved: Step = !data.page1 ? 0 : !data.page2 ? 1 : 2;
  const titles: [string, string, string] = [
    t('registration.steps.page1'),
    t('registration.steps.page2'),
    t('registration.steps.page3'),
  ];
  const sportNames = useMemo(
    () => Object.fromEntries(options.sports.map((sport) => [sport.code, sport.name])),
    [options.sports],
  );

  const onUploaded = (doc: RegistrationDocument) => {
    queryClient.setQueryData<RegistrationData>(registrationKeys.data, (old) =>
      old
        ? {
            ...old,
            documents: [...old.documents.filter((item) => item.kind !== doc.kind), doc],
            missing: old.missing.filter((code) => code !== `document:${doc.kind}`),
          }
        : old,
    );
    setMissing((items) => items.filter((item) => item.code !== `document:${doc.kind}`));
  };

  const onFinalize = async () => {
    setMissing([]);
    setFinalizeError(null);
    try {
      await finalize.mutateAsync();
      draft.discard();
      // No toast: the next page's heading (focused on arrival) says where the athlete is now.
      navigate(statePage(session.get()), { replace: true });
    } catch (error) {
      const items = missingItems(missingFromError(error));
      if (items.length > 0) {
        setMissing(items);
        setTimeout(() => missingRef.current?.focus(), 0);
      } else {
        setFinalizeError(isApiError(error) ? error : 'errors.generic');
      }
    }
  };

  const goToMissing = (item: MissingItem) => {
    focusTarget.current = item.target ?? null;
    if (item.step === step) {
      const target = item.target ? document.getElementById(item.target) : null;
      (target ?? headingRef.current)?.focus();
      focusTarget.current = null;
    } else go(item.step);
  };

  const lockedPage = (n: 1 | 2) => (
    <Stack gap="md">
      <Alert color="gray" role="note">
        {t('registration.lockedSection')}
      </Alert>
      <RegistrationSummary data={data} parts={[`page${n}`]} sportNames={sportNames} headingOrder={3} />
      <StepActions
        onBack={n === 2 ? () => go(0) : undefined}
        primaryType="button"
        onPrimary={() => go((n === 1 ? 1 : 2) as Step)}
        primaryLabel={t('registration.next')}
      />
    </Stack>
  );

  // The server draws this page's top before the app runs, in the same boxes: RegistrationFrame.
  return (
    <Stack gap="lg">
      {mode === 'edit' && data.rejection && <RejectionNotice rejection={data.rejection} />}
      {mode === 'new' && step === 0 && !data.page1 && <Text c="dimmed">{t('registration.intro')}</Text>}
      <StepNav
        step={step}
        titles={titles}
        done={[Boolean(data.page1), Boolean(data.page2), Boolean(data.page3)]}
        reachable={(target) => target <= firstUnsaved}
        onGo={go}
      />

      <MissingNotice ref={missingRef} items={missing} onGo={goToMissing} />
      <Alert message={finalizeError} />

      <section aria-labelledby="registration-step-heading">
        <Title
          order={2}
          id="registration-step-heading"
          ref={headingRef}
          tabIndex={-1}
          mb="md"
          size="h3"
          style={{ scrollMarginTop: 80 }}
        >
          {t('registration.stepOf', { n: step + 1, total: 3 })}: {titles[step]}
        </Title>
        {step === 0 &&
          (locked('page1') ? (
            lockedPage(1)
          ) : (
            <Page1Form
              initial={latest.page1}
              options={options}
              save={pageSave(save1)}
              submitLabel={t('registration.saveContinue')}
              onChange={draft.change.page1}
              onSaved={() => go(1)}
            />
          ))}
        {step > 0 && !steps.loaded && !(step === 1 && locked('page2')) && (
          <LaterStepState failed={steps.failed} onRetry={steps.retry} />
        )}
        {step === 1 &&
          (locked('page2')
            ? lockedPage(2)
            : steps.loaded && (
                <steps.loaded.Page2Form
                  initial={latest.page2}
                  options={options}
                  dateOfBirth={data.page1?.dateOfBirth ?? latest.page1.dateOfBirth}
                  save={pageSave(save2)}
                  submitLabel={t('registration.saveContinue')}
                  onChange={draft.change.page2}
                  onSaved={() => go(2)}
                  onBack={() => go(0)}
                />
              ))}
        {step === 2 && steps.loaded && (
          <steps.loaded.Page3Form
            initial={latest.page3}
            options={options}
            documents={data.documents}
            save={pageSave(save3)}
            lockedPage={locked('page3')}
            lockedDocuments={lockedDocuments}
            missingDocuments={missingDocuments}
            onChange={draft.change.page3}
            onUploaded={onUploaded}
            onBack={() => go(1)}
            onSaved={onFinalize}
            busy={finalize.isPending}
            submitLabel={mode === 'edit' ? t('registration.submitAgain') : t('registration.finalize')}
          />
        )}
      </section>
      {mode === 'new' && (
        <Text size="sm" c="dimmed">
          <IconCircleCheck size={14} aria-hidden style={{ verticalAlign: '-2px', marginInlineEnd: 4 }} />
          {t('registration.draftNote')}
        </Text>
      )}
    </Stack>
  );
}

/** A later step's form on its way, or why it did not come, with a way to ask again. */
function LaterStepState({ failed, onRetry }: { failed: boolean; onRetry: () => void }) {
  const { t } = useTranslation();
  return failed ? (
    <QueryError
      error={null}
      title={t('common.loadFailed')}
      retryLabel={t('common.tryAgain')}
      onRetry={onRetry}
    />
  ) : (
    <QueryLoading />
  );
}
