import type { AppContext } from '../../lib/context.js';
import type { PageMeta } from '../content/seo.js';
import { findPublicCompetition } from './public-competitions.js';

/** The few words of a results page's title and description, for link previews and search engines. */
const WORDS: Record<string, { results: string; lead: string }> = {
  en: { results: 'Results', lead: 'Results and medals by district' },
  hi: { results: 'परिणाम', lead: 'परिणाम और ज़िलेवार पदक' },
};

/**
 * The title, description and address of a competition's public results page, in the reader's
 * language; null when there is no such competition or nothing of it is published (a 404).
 */
export async function resultsPageMeta(
  ctx: AppContext,
  formId: string,
  language: string,
): Promise<Omit<PageMeta, 'siteName'> | null> {
  const lang = Object.hasOwn(WORDS, language) ? language : 'en';
  const found = await findPublicCompetition(ctx, formId, lang);
  if (!found) return null;
  const words = WORDS[lang] ?? { results: 'Results', lead: 'Results and medals by district' };
  const when = found.startDate === found.endDate ? found.startDate : `${found.startDate} – ${found.endDate}`;
  return {
    title: `${words.results}: ${found.title}`,
    description: `${words.lead}. ${found.eventTitle}, ${when}, ${found.venue}.`,
    url: `/results/${found.formId}`,
    type: 'website',
  };
}
