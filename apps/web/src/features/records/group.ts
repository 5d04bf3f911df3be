import type { StateRecord } from '@para/contract';

/** One discipline of one sport, with a record per gender and class, in the order the server gave them. */
export interface RecordDisciplineGroup {
  id: string;
  sport: string;
  discipline: string;
  name: string;
  records: StateRecord[];
}

export function byDiscipline(records: readonly StateRecord[]): RecordDisciplineGroup[] {
  const groups = new Map<string, RecordDisciplineGroup>();
  for (const record of records) {
    const key = `${record.sport}\u0000${record.discipline}`;
    const group = groups.get(key);
    if (group) group.records.push(record);
    else
      groups.set(key, {
        id: `records-${`${record.sport}-${record.discipline}`.replace(/[^\w-]/g, '_')}`,
        sport: record.sport,
        discipline: record.discipline,
        name: record.name,
        records: [record],
      });
  }
  return [...groups.values()];
}
