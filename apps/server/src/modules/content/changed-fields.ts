/** `{ field: { from, to } }` for the fields whose value changed (for the audit trail). */
export function changedFields<T extends object>(before: T, after: T, fields: (keyof T & string)[]) {
  const changes: Record<string, unknown> = {};
  for (const field of fields) {
    const from = before[field];
    const to = after[field];
    if (JSON.stringify(from) !== JSON.stringify(to)) {
      // Long texts are recorded as changed, not copied whole into the audit log.
      const short = (value: unknown) =>
        typeof value === 'string' && value.length > 200 ? '(long text)' : value;
      changes[field] = { from: short(from), to: short(to) };
    }
  }
  return changes;
}
