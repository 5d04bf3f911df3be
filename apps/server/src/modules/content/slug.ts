import type { DbOrTx } from '../../db/client.js';
import { slugInUse } from './admin-news-events.queries.js';

/** A URL-safe slug from a title; titles without Latin letters give an empty slug. */
export function slugify(title: string): string {
  return title
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
}

/**
 * `wanted`, or `wanted-2`, `wanted-3`… when another article has it; an empty wish gets a dated
 * fallback, so every article has an address of its own.
 */
export async function uniqueSlug(db: DbOrTx, wanted: string, exceptId?: string): Promise<string> {
  const base = wanted || `news-${Date.now().toString(36)}`;
  for (let attempt = 1; attempt < 50; attempt += 1) {
    const candidate = attempt === 1 ? base : `${base}-${attempt}`;
    if (!(await slugInUse(db, candidate, exceptId))) return candidate;
  }
  return `${base}-${Date.now().toString(36)}`;
}
