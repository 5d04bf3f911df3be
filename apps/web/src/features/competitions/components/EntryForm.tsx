import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { type AthleteForm, type CompetitionProfile, entryFee } from '@para/contract';
import { IconSend } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert } from '../../../components/feedback';
import { type ApiError, isApiError } from '../../../lib/api';
import { errorKey } from '../../../lib/errors';
import { formatDateTime, formatMoney } from '../../../lib/format';
import { readyWithin, useLoadWhenIdle } from '../../../lib/later-module';
import { paths } from '../../../lib/paths';
import { useTranslation } from '../../../lib/translation';
import { checkoutFailureMessage, type TestCheckoutReturn } from '../../payments';
import { entryOrderQuery, useSubmitEntry } from '../api';
import { clearEntryDraft, readEntryDraft, writeEntryDraft } from '../draft';
import {
  type EntryProblems,
  entryWithoutRules,
  placeServerError,
  problemText,
  shownQuestionKeys,
} from '../entry-form';
import { entryRules, RULES_WAIT_MS } from '../entry-rules';
import { rememberEntryPayment } from '../receipts';
import { useEntryCheckout } from '../use-entry-checkout';
import { AnswerField, focusAnswer } from './AnswerField';
import { DisciplinePicker } from './DisciplinePicker';
import { ProfileSummary } from './ProfileSummary';

/** What the entry page shows on arrival from this form. */
export interface EnteredState extends TestCheckoutReturn {
  entered?: boolean;
}

/** The picks of a draft that can still be made: the form's, eligible, at most its maximum. */
function startingPicks(form: AthleteForm, picked: string[]): string[] {
  const allowed = picked.filter((key) => form.disciplines.some((item) => item.key === key && item.eligible));
  return form.maxDisciplines === null ? allowed : allowed.slice(0, form.maxDisciplines);
}

/** The filling-in of an open form by an athlete whose registration is approved. */
export function EntryForm({
  form,
  profile,
  userId,
}: {
  form: AthleteForm;
  profile: CompetitionProfile;
  userId: string;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const submit = useSubmitEntry();
  const checkout = useEntryCheckout(form._id);
  const [draft] = useState(() => readEntryDraft(form._id, userId));
  const [disciplines, setDisciplines] = useState<string[]>(() =>
    startingPicks(form, draft?.disciplines ?? []),
  );
  const [answers, setAnswers] = useState<Record<string, unknown>>(() => draft?.answers ?? {});
  const [problems, setProblems] = useState<EntryProblems>({ answers: {} });
  const [alert, setAlert] = useState<string | ApiError | null>(null);
  const [paying, setPaying] = useState(false);
  const [checking, setChecking] = useState(false);
  const sending = useRef(false);
  useLoadWhenIdle(entryRules);

  // Everything picked and typed is kept for this tab until the entry is made.
  useEffect(() => {
    writeEntryDraft(form._id, { userId, disciplines, answers });
  }, [form._id, userId, disciplines, answers]);

  const shown = shownQuestionKeys(form, answers);
  const shownFields = form.fields.filter((field) => shown.includes(field.key));
  // A discipline that would go on its waiting list costs nothing now: it is charged if a place is given.
  const waiting = disciplines.filter((key) => form.disciplines.find((item) => item.key === key)?.waitlist);
  const held = disciplines.filter((key) => !waiting.includes(key));
  const total = entryFee(form, held, new Date());
  const busy = submit.isPending || paying || checking;

  const setAnswer = (key: string, value: unknown) => {
    setAnswers((current) => ({ ...current, [key]: value }));
    // A corrected answer loses its message; the others keep theirs until the next submit.
    setProblems((current) => ({
      ...current,
      answers: Object.fromEntries(
        Object.entries(current.answers).filter(([path]) => path !== key && !path.startsWith(`${key}.`)),
      ),
    }));
  };

  // Focus moves to the first problem once React has drawn the messages, so that it is read out with its
  // control. In an effect, not a timer: after a submit that waited for the rules or the server, React
  // runs a commit's effects in a later task, and a timer could fire before the alert's own effect
  // (which focuses the alert as it appears) and lose the focus to it. The alert is a child, so its
  // effect runs first in the same pass, and this one takes the focus from there.
  const [focusRequest, setFocusRequest] = useState<{ found: EntryProblems } | null>(null);
  useEffect(() => {
    if (!focusRequest) return;
    const { found } = focusRequest;
    if (found.disciplines) {
      document.querySelector<HTMLElement>('[data-path^="disciplines."]:not(:disabled)')?.focus();
      return;
    }
    const inField = (path: string, key: string) => path === key || path.startsWith(`${key}.`);
    const paths = Object.keys(found.answers);
    const firstAnswer = form.fields.find((field) => paths.some((path) => inField(path, field.key)));
    const path = firstAnswer && paths.find((item) => inField(item, firstAnswer.key));
    if (path) focusAnswer(path);
  }, [focusRequest, form.fields]);

  const showProblems = (found: EntryProblems) => {
    setProblems(found);
    // A new object each time, so the same problems found twice move the focus again.
    setFocusRequest({ found });
  };

  const send = async (event: FormEvent) => {
    event.preventDefault();
    // Held from the first moment of a submit, before React has drawn the busy button: a second Enter
    // while the rules or the entry are on their way sends nothing.
    if (sending.current || busy) return;
    sending.current = true;
    try {
      await sendEntry();
    } finally {
      sending.current = false;
    }
  };

  const sendEntry = async () => {
    setAlert(null);
    let rules = entryRules.loaded;
    if (!rules) {
      setChecking(true);
      rules = await readyWithin(entryRules, RULES_WAIT_MS);
      setChecking(false);
    }
    const check = rules
      ? rules.checkEntry(form, disciplines, answers)
      : entryWithoutRules(form, disciplines, answers);
    if (!check.ok) {
      showProblems(check.problems);
      setAlert('competitionEntry.form.fixProblems');
      return;
    }
    setProblems({ answers: {} });
    let entry: Awaited<ReturnType<typeof submit.mutateAsync>>;
    try {
      entry = await submit.mutateAsync({ formId: form._id, disciplines, answers: check.values });
    } catch (failure) {
      const { placed, unplaced } = placeServerError(t, failure, form, profile);
      showProblems(placed);
      setAlert(
        unplaced ? (isApiError(failure) ? failure : 'errors.generic') : 'competitionEntry.form.fixProblems',
      );
      return;
    }
    clearEntryDraft(form._id);
    const entryPage = paths.user.eventForm(form._id);
    if (entry.status !== 'pending_payment') {
      navigate(entryPage, { state: { entered: true } satisfies EnteredState });
      return;
    }
    // The entry is made; its fee is paid at once through the registration fee's checkout.
    setPaying(true);
    try {
      const order = await queryClient.fetchQuery(entryOrderQuery(entry._id));
      rememberEntryPayment(entry._id, order.paymentId);
      const outcome = await checkout.pay(order);
      if (outcome === 'paid') navigate(entryPage, { state: { entered: true } satisfies EnteredState });
    } catch (failure) {
      const message = checkoutFailureMessage(failure);
      const paymentError = isApiError(message) ? errorKey(message.code) : message;
      navigate(entryPage, { state: { entered: true, paymentError } satisfies EnteredState });
    } finally {
      setPaying(false);
    }
  };

  return (
    <Stack gap="lg">
      <ProfileSummary profile={profile} />
      <form onSubmit={send} noValidate aria-labelledby="entry-heading">
        <Stack gap="lg">
          <Title order={2} size="h3" id="entry-heading">
            {t('competitionEntry.form.yourEntry')}
          </Title>
          {form.phase === 'late' && (
            <Alert tone="info" role="note" title={t('competitionEntry.form.lateTitle')}>
              {t(
                form.lateFeePaise > 0
                  ? 'competitionEntry.form.lateNoticeFee'
                  : 'competitionEntry.form.lateNotice',
                {
                  closed: formatDateTime(form.closesAt),
                  until: formatDateTime(form.lateUntil ?? form.closesAt),
                  amount: formatMoney(form.lateFeePaise),
                },
              )}
            </Alert>
          )}
          <Alert message={alert} focusOnAppear />
          <DisciplinePicker
            form={form}
            profile={profile}
            value={disciplines}
            onChange={(next) => {
              setDisciplines(next);
              setProblems((current) => ({ ...current, disciplines: undefined }));
            }}
            error={problems.disciplines ? problemText(t, problems.disciplines) : null}
          />
          {shownFields.length > 0 && (
            <Stack gap="md" component="section" aria-labelledby="questions-heading">
              <Title order={3} size="h4" id="questions-heading">
                {t('competitionEntry.form.questions')}
              </Title>
              <Text size="sm" c="dimmed">
                {t('competitionEntry.form.requiredNote')}
              </Text>
              {shownFields.map((field) => (
                <AnswerField
                  key={field.key}
                  field={field}
                  value={answers[field.key]}
                  onChange={(value) => setAnswer(field.key, value)}
                  errors={problems.answers}
                  uploadFormId={form._id}
                />
              ))}
            </Stack>
          )}
          <Paper withBorder radius="md" p="md" bg="var(--mantine-color-gray-0)">
            <Stack gap={4} aria-live="polite">
              <Text fw={700} size="lg" data-testid="entry-total">
                {t('competitionEntry.form.total', { amount: formatMoney(total), count: disciplines.length })}
              </Text>
              {/* As in entryFee: the late fee comes with the first discipline chosen, not before. */}
              {form.phase === 'late' && form.lateFeePaise > 0 && held.length > 0 && (
                <Text size="sm">
                  {t('competitionEntry.form.lateFee', { amount: formatMoney(form.lateFeePaise) })}
                </Text>
              )}
              {entryFee(form, waiting, new Date()) > 0 && (
                <Text size="sm" c="dimmed">
                  {t('competitionEntry.form.waitlistNotCharged')}
                </Text>
              )}
            </Stack>
          </Paper>
          <Button
            type="submit"
            size="md"
            loading={busy}
            leftSection={<IconSend size={18} aria-hidden />}
            style={{ alignSelf: 'flex-start' }}
          >
            {total > 0
              ? t('competitionEntry.form.submitAndPay', { amount: formatMoney(total) })
              : t('competitionEntry.form.submit')}
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}
