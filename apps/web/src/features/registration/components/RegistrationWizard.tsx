import { Anchor, Button, List, Paper, Stack, Text, Title } from '@mantine/core';
import { Notice } from './Notice';
import '../styles';
import {
  type DocumentKind,
  documentKinds,
  type RegistrationData,
  type RegistrationDocument,
  type RegistrationOptions,
} from '@para/contract';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate } from 'react-router';
import { FormAlert } from '../../../features/auth/components/FormAlert';
import { isApiError } from '../../../lib/api';
import { paths } from '../../../lib/paths';
import { session, useSession } from '../../../lib/session';
import { statePage } from '../../../lib/state-page';
import { usePageTitle } from '../../../lib/use-page-title';
import {
  missingFromError,
  registrationDataQuery,
  registrationKeys,
  registrationOptionsQuery,
  useFinalize,
} from '../api';
import { clearDraft, readDraft, startingPoint, writeDraft } from '../draft';
import type { Page1Values, Page2Values, Page3Values } from '../form-values';
import { type MissingItem, missingItems, type Step } from '../rules';
import { Page1Form } from './Page1Form';
import { Page2Form } from './Page2Form';
import { Page3Form } from './Page3Form';
import { LoadError, Loading } from './QueryStatus';
import { RegistrationSummary } from './RegistrationSummary';
import { RejectionNotice } from './RejectionNotice';
import { StepActions } from './StepActions';
import { StepNav } from './StepNav';

export type WizardMode = 'new' | 'edit';

/** How long typing pauses before the draft is written to localStorage. */
export const DRAFT_DELAY_MS = 400;

/**
 * /registration and /edit-registration: loads the options and the athlete's registration, then shows
 * the three-step form, or says why there is nothing to fill in (submitted, approved, closed).
 */
export function RegistrationWizard({ mode }: { mode: WizardMode }) {
  const { t } = useTranslation();
  const current = useSession();
  const title = mode === 'edit' ? t('pages.editRegistration') : t('pages.registration');
  usePageTitle(title);
  const options = useQuery(registrationOptionsQuery());
  const data = useQuery(registrationDataQuery());

  let body: ReactNode;
  if (options.isPending || data.isPending) body = <Loading />;
  else if (options.isError || data.isError) {
    body = (
      <LoadError
        error={options.error ?? data.error}
        onRetry={() => {
          void options.refetch();
          void data.refetch();
        }}
      />
    );
  } else if (data.data.status === 'rejected' && mode === 'new') {
    return <Navigate to={paths.editRegistration} replace />;
  } else if (data.data.status === 'submitted' || data.data.status === 'approved') {
    body = <NothingToChange status={data.data.status} />;
  } else if (data.data.status === 'draft' && !options.data.registrationsOpen) {
    body = (
      <Notice color="orange" variant="light" role="status" title={t('registration.closed.title')}>
        {t('registration.closed.text')}
      </Notice>
    );
  } else {
    body = (
      <Wizard
        data={data.data}
        options={options.data}
        mode={data.data.status === 'rejected' ? 'edit' : 'new'}
        userId={current._id}
        prefill={{ name: current.name, phone: current.phone }}
      />
    );
  }

  return (
    <Stack gap="lg" maw={880} w="100%">
      <Title order={1}>{title}</Title>
      {body}
    </Stack>
  );
}

function NothingToChange({ status }: { status: 'submitted' | 'approved' }) {
  const { t } = useTranslation();
  const current = useSession();
  return (
    <Paper withBorder radius="lg" p="lg">
      <Stack gap="sm" align="flex-start">
        <Text>
          {status === 'approved' ? t('registration.already.approved') : t('registration.already.submitted')}
        </Text>
        <Button component={Link} to={statePage(current)}>
          {t('registration.already.continue')}
        </Button>
      </Stack>
    </Paper>
  );
}

interface WizardProps {
  data: RegistrationData;
  options: RegistrationOptions;
  mode: WizardMode;
  userId: string;
  prefill: { name: string; phone: string };
}

function Wizard({ data: initialData, options, mode, userId, prefill }: WizardProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // The cached registration (updated by every save and upload).
  const data = useQuery({ ...registrationDataQuery(), initialData }).data ?? initialData;
  const [start] = useState(() => startingPoint(initialData, readDraft(userId), prefill));
  const [step, setStep] = useState<Step>(start.step);
  const [missing, setMissing] = useState<MissingItem[]>([]);
  const [finalizeError, setFinalizeError] = useState<string | null>(null);
  const latest = useRef({ page1: start.page1, page2: start.page2, page3: start.page3 });
  const stepRef = useRef(step);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const missingRef = useRef<HTMLDivElement>(null);
  const focusTarget = useRef<string | null>(null);
  const firstRender = useRef(true);
  const finalize = useFinalize();
  const queryClient = useQueryClient();

  // --- Draft: every change is written shortly after typing stops, and at once when leaving the page.
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const flush = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    writeDraft({ userId, step: stepRef.current, ...latest.current });
  }, [userId]);
  const persist = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(flush, DRAFT_DELAY_MS);
  }, [flush]);
  useEffect(() => {
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      if (timer.current) flush();
    };
  }, [flush]);

  const change = {
    page1: (values: Page1Values) => {
      latest.current.page1 = values;
      persist();
    },
    page2: (values: Page2Values) => {
      latest.current.page2 = values;
      persist();
    },
    page3: (values: Page3Values) => {
      latest.current.page3 = values;
      persist();
    },
  };

  const go = (next: Step) => {
    stepRef.current = next;
    setStep(next);
    flush();
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
      clearDraft();
      if (timer.current) clearTimeout(timer.current);
      timer.current = null;
      // No toast: the next page's heading (focused on arrival) says where the athlete is now.
      navigate(statePage(session.get()), { replace: true });
    } catch (error) {
      const items = missingItems(missingFromError(error));
      if (items.length > 0) {
        setMissing(items);
        setTimeout(() => missingRef.current?.focus(), 0);
      } else {
        setFinalizeError(isApiError(error) ? error.message : 'errors.generic');
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
      <Notice color="gray" variant="light" role="note">
        {t('registration.lockedSection')}
      </Notice>
      <RegistrationSummary data={data} parts={[`page${n}`]} sportNames={sportNames} headingOrder={3} />
      <StepActions
        onBack={n === 2 ? () => go(0) : undefined}
        primaryType="button"
        onPrimary={() => go((n === 1 ? 1 : 2) as Step)}
        primaryLabel={t('registration.next')}
      />
    </Stack>
  );

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

      <div ref={missingRef} tabIndex={-1} role="alert" style={{ outline: 'none' }}>
        {missing.length > 0 && (
          <Notice
            color="red"
            variant="light"
            icon={<IconAlertCircle aria-hidden />}
            title={t('registration.missing.title')}
            role="presentation"
          >
            <Stack gap="xs">
              <Text size="sm">{t('registration.missing.intro')}</Text>
              <List size="sm" spacing={4}>
                {missing.map((item) => (
                  <List.Item key={item.code}>
                    <Anchor
                      component="button"
                      type="button"
                      size="sm"
                      c="dark.9"
                      fw={600}
                      onClick={() => goToMissing(item)}
                      mih={32}
                    >
                      {t(item.labelKey)} — {t('registration.missing.goTo', { n: item.step + 1 })}
                    </Anchor>
                  </List.Item>
                ))}
              </List>
            </Stack>
          </Notice>
        )}
      </div>
      <FormAlert message={finalizeError} />

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
              initial={latest.current.page1}
              options={options}
              onChange={change.page1}
              onSaved={() => go(1)}
            />
          ))}
        {step === 1 &&
          (locked('page2') ? (
            lockedPage(2)
          ) : (
            <Page2Form
              initial={latest.current.page2}
              options={options}
              dateOfBirth={data.page1?.dateOfBirth ?? latest.current.page1.dateOfBirth}
              onChange={change.page2}
              onSaved={() => go(2)}
              onBack={() => go(0)}
            />
          ))}
        {step === 2 && (
          <Page3Form
            initial={latest.current.page3}
            options={options}
            documents={data.documents}
            lockedPage={locked('page3')}
            lockedDocuments={lockedDocuments}
            missingDocuments={missingDocuments}
            onChange={change.page3}
            onUploaded={onUploaded}
            onBack={() => go(1)}
            onFinalize={onFinalize}
            finalizing={finalize.isPending}
            finalizeLabel={mode === 'edit' ? t('registration.submitAgain') : t('registration.finalize')}
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
