/**
 * What the athlete has picked and typed on an entry form and not yet sent, kept in this tab's
 * sessionStorage so a reload, a refused submit or a detour to another page loses nothing. Tagged with
 * the user id, so on a shared phone one person's draft never shows to another.
 */
export interface EntryDraft {
  userId: string;
  disciplines: string[];
  answers: Record<string, unknown>;
}

const keyOf = (formId: string) => `entryDraft:${formId}`;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export function readEntryDraft(formId: string, userId: string): EntryDraft | null {
  try {
    const raw = sessionStorage.getItem(keyOf(formId));
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    if (!isRecord(parsed) || parsed.userId !== userId) return null;
    const disciplines = Array.isArray(parsed.disciplines)
      ? parsed.disciplines.filter((key): key is string => typeof key === 'string')
      : [];
    const answers = isRecord(parsed.answers) ? parsed.answers : {};
    return { userId, disciplines, answers };
  } catch {
    return null;
  }
}

export function writeEntryDraft(formId: string, draft: EntryDraft): void {
  try {
    sessionStorage.setItem(keyOf(formId), JSON.stringify(draft));
  } catch {
    // Private mode or a full quota: the form still holds what was typed while the page is open.
  }
}

export function clearEntryDraft(formId: string): void {
  try {
    sessionStorage.removeItem(keyOf(formId));
  } catch {
    // Nothing to remove.
  }
}
