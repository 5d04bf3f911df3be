// The entry forms `seed:entries` makes for the benchmark: their questions, disciplines and dates, as
// plain data (the seeding script writes them).
import { type Discipline, defaultSports, type EntryFormBody, type FormField } from '@para/contract';

const DAY = 86_400_000;

export const classesOf = (code: string) =>
  defaultSports.find((sport) => sport.code === code)?.classExamples ?? [];

const fields: FormField[] = [
  {
    key: 'emergencyContact',
    label: 'Emergency contact (name and phone)',
    type: 'short_text',
    required: true,
  },
  {
    key: 'tshirt',
    label: 'T-shirt size',
    type: 'single_choice',
    required: true,
    options: ['S', 'M', 'L', 'XL'].map((value) => ({ value, label: value })),
  },
] as FormField[];

/** Form 0 (the big one) has 30 disciplines, the others 10-30, across the sports in turn. */
function disciplinesOf(form: number, sportCodes: string[]): Discipline[] {
  const count = form === 0 ? 30 : 10 + ((form * 7) % 21);
  return Array.from({ length: count }, (_, j) => {
    const sport = sportCodes[(form + j) % sportCodes.length] ?? 'athletics';
    const classes = classesOf(sport);
    return {
      key: `${sport.replace(/_/g, '-')}-${j + 1}`,
      name: `${defaultSports.find((item) => item.code === sport)?.name ?? sport} event ${j + 1}`,
      sport,
      gender: (['any', 'male', 'female'] as const)[j % 3] ?? 'any',
      // Every third discipline admits one class; the others every class of the sport.
      classes: j % 3 === 1 && classes.length > 0 ? [classes[j % classes.length] as string] : [],
      minAge: null,
      maxAge: null,
      // Some disciplines fill up, so waiting lists form.
      capacity: j % 4 === 0 ? 150 : null,
      feePaise: null,
      resultKind: 'time',
    } as Discipline;
  });
}

/** Two drafts without entries (the last two); then `closedForms` closed forms (bibs given); the rest open. */
export function formSchedule(form: number, forms: number, closedForms: number, now: Date) {
  const draft = form >= forms;
  const closed = !draft && form >= forms - closedForms;
  const opensAt = new Date(now.getTime() - (closed ? 60 : 20) * DAY);
  const closesAt = new Date(now.getTime() + (closed ? -10 : 15 + form) * DAY);
  const startDate = new Date(closesAt.getTime() + 14 * DAY).toISOString().slice(0, 10);
  return { draft, closed, opensAt, closesAt, startDate };
}

export function benchFormDefinition(input: {
  form: number;
  batch: string;
  eventId: string;
  sportCodes: string[];
  draft: boolean;
  closed: boolean;
  opensAt: Date;
  closesAt: Date;
}): EntryFormBody {
  const { form } = input;
  return {
    title: `Entries: ${form === 0 ? 'State Para Athletics Championship' : `Para Games meet ${form}`} (${input.batch})`,
    titleHi: '',
    eventId: input.eventId,
    opensAt: input.opensAt.toISOString(),
    closesAt: input.closesAt.toISOString(),
    lateUntil: null,
    lateFeePaise: 0,
    withdrawUntil: null,
    feePaise: form % 5 === 3 ? 0 : 20_000 + (form % 4) * 10_000,
    maxDisciplines: 3,
    allowUnclassified: false,
    status: input.draft ? 'draft' : input.closed ? 'closed' : 'open',
    disciplines: disciplinesOf(form, input.sportCodes),
    fields,
  };
}
