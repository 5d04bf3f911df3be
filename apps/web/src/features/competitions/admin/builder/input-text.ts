/** What the builder's inputs hold as text: keys suggested from names, and times in India. */

/** A key made from a name, as the contract's keys are written ("Men's 100 m" → "mens-100-m"); may be empty. */
export const keyFrom = (name: string, max = 40) =>
  name
    .toLowerCase()
    .replace(/['’]/g, '')
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, max);

const IST_OFFSET_MS = 330 * 60_000;

/** An instant as a date-time input shows it in India: "2027-01-10T09:00". */
export function toIndiaInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const time = new Date(iso).getTime();
  if (Number.isNaN(time)) return '';
  return new Date(time + IST_OFFSET_MS).toISOString().slice(0, 16);
}

/** A date-time input's value, read as India's time, with its offset: "2027-01-10T09:00:00+05:30". */
export function fromIndiaInput(value: string): string {
  return /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value) ? `${value}:00+05:30` : value;
}
