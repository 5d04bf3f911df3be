import { type AthleteForm, ageOn, type CompetitionProfile, type EligibilityReason } from '@para/contract';
import { formatDate, formatDateTime, formatMoney } from '../../lib/format';
import { i18n } from '../../lib/i18n';
import type { TFunction } from '../../lib/translator';

/**
 * The words of the athlete's competition pages that are built from data: a discipline's reason in full
 * ("Your class T37 is not in this discipline's classes T42-T47"), its classes and age band, the fee.
 */

export type AthleteDiscipline = AthleteForm['disciplines'][number];

/** The Hindi text when the page is in Hindi and the administrator wrote one, else the English. */
export const localized = (english: string, hindi?: string | null): string =>
  i18n.language === 'hi' && hindi ? hindi : english;

export const formTitle = (form: { title: string; titleHi?: string | undefined }) =>
  localized(form.title, form.titleHi);

export const disciplineName = (discipline: { name: string; nameHi?: string | undefined }) =>
  localized(discipline.name, discipline.nameHi);

/**
 * A sport's name in the page's language, from the texts, which name every sport seeded on first start
 * in each language (describe.test.ts); a sport the administrators added since shows its code. The
 * contract's list of those sports is not read here: it would add a file to every athlete's page of
 * competitions for names the texts already hold.
 */
export function sportName(t: TFunction, code: string): string {
  return t(`competitions.sports.${code}`, { defaultValue: code });
}

/** "T42-T47, T61" or "every class" when the discipline takes them all. */
export const classList = (t: TFunction, classes: string[]) =>
  classes.length > 0 ? classes.join(', ') : t('competitions.discipline.everyClass');

/** "18 to 35 years", "18 years or older", "35 years or younger", or null for no age limit. */
export function ageBand(t: TFunction, discipline: Pick<AthleteDiscipline, 'minAge' | 'maxAge'>) {
  const { minAge: min, maxAge: max } = discipline;
  if (min !== null && max !== null) return t('competitions.discipline.ageBetween', { min, max });
  if (min !== null) return t('competitions.discipline.ageFrom', { min });
  if (max !== null) return t('competitions.discipline.ageUpTo', { max });
  return null;
}

/** One line of what a discipline is: sport, who may enter, classes, ages. */
export function disciplineFacts(t: TFunction, discipline: AthleteDiscipline): string {
  const parts = [
    sportName(t, discipline.sport),
    t(`competitions.discipline.gender.${discipline.gender}`),
    t('competitions.discipline.classes', { classes: classList(t, discipline.classes) }),
  ];
  const ages = ageBand(t, discipline);
  if (ages) parts.push(ages);
  return parts.join(' · ');
}

/** The fee of one discipline: its own, else the form's. */
export const disciplineFee = (form: Pick<AthleteForm, 'feePaise'>, discipline: AthleteDiscipline) =>
  discipline.feePaise ?? form.feePaise;

/** "Free", "₹500 per discipline", or "₹300 to ₹500 per discipline" when they differ. */
export function feeSummary(t: TFunction, form: AthleteForm): string {
  const fees = form.disciplines.map((discipline) => disciplineFee(form, discipline));
  const low = Math.min(form.feePaise, ...fees);
  const high = Math.max(0, ...fees);
  if (high === 0) return t('competitions.fee.free');
  if (low === high || fees.length === 0) return t('competitions.fee.each', { amount: formatMoney(high) });
  return t('competitions.fee.range', { low: formatMoney(low), high: formatMoney(high) });
}

/** The classes the athlete holds in a sport, as they would read them ("T37"). */
const heldClasses = (profile: CompetitionProfile | undefined, sport: string) =>
  (profile?.sports ?? [])
    .filter((entry) => entry.sport === sport && entry.classStatus !== 'not_classified' && entry.sportClass)
    .map((entry) => entry.sportClass as string);

/**
 * Why this athlete may not enter a discipline (or, for DISCIPLINE_FULL, that they would be waitlisted),
 * in words naming the discipline's rule and the athlete's own data when the profile is known.
 */
export function reasonText(
  t: TFunction,
  reason: EligibilityReason,
  discipline: AthleteDiscipline,
  form: Pick<AthleteForm, 'opensAt' | 'closesAt' | 'lateUntil' | 'competitionFirstDay'>,
  profile?: CompetitionProfile,
): string {
  const key = `competitions.reasons.${reason}`;
  switch (reason) {
    case 'FORM_NOT_YET_OPEN':
      return t(key, { date: formatDateTime(form.opensAt) });
    case 'FORM_CLOSED':
      return t(key, { date: formatDateTime(form.lateUntil ?? form.closesAt) });
    case 'GENDER_NOT_ELIGIBLE':
      return t(`${key}.${discipline.gender === 'female' ? 'female' : 'male'}`);
    case 'AGE_NOT_ELIGIBLE': {
      const band = ageBand(t, discipline) ?? '';
      const day = formatDate(form.competitionFirstDay);
      if (!profile?.dateOfBirth) return t(`${key}.noBirthDate`, { band });
      return t(`${key}.age`, { age: ageOn(profile.dateOfBirth, form.competitionFirstDay), day, band });
    }
    case 'SPORT_NOT_REGISTERED':
    case 'NOT_CLASSIFIED':
      return t(key, { sport: sportName(t, discipline.sport) });
    case 'CLASS_NOT_ELIGIBLE': {
      const held = heldClasses(profile, discipline.sport);
      const classes = classList(t, discipline.classes);
      if (held.length === 0) return t(`${key}.unknown`, { classes });
      return t(`${key}.held`, { count: held.length, held: held.join(', '), classes });
    }
    case 'DISCIPLINE_FULL':
      return discipline.capacity === null
        ? t(`${key}.noCount`)
        : t(`${key}.count`, { count: discipline.capacity });
  }
}

/** "1 place left", "No limit on places", or null when full (the waitlist line says so). */
export function placesText(t: TFunction, discipline: AthleteDiscipline): string | null {
  if (discipline.placesLeft === null) return t('competitions.places.unlimited');
  if (discipline.placesLeft === 0) return null;
  return t('competitions.places.left', { count: discipline.placesLeft });
}
