import type {
  ContactMessageRow,
  DistrictUnit,
  EventAdminRow,
  FaqAdminRow,
  NewsAdminRow,
  NewsCard,
  PageKey,
  PublicEvent,
} from '@para/contract';
import type {
  contactMessages,
  contentPages,
  districtUnits,
  faqEntries,
  newsArticles,
  publicEvents,
} from '../../db/schema/content.js';
import { localised } from './translations.js';

// How the stored rows are shown through the API: to the public (in the reader's language) and to
// administrators (every field, with the translations as written).

type NewsRow = typeof newsArticles.$inferSelect;
type EventRow = typeof publicEvents.$inferSelect;
type UnitRow = typeof districtUnits.$inferSelect;
type FaqRow = typeof faqEntries.$inferSelect;
type PageRow = typeof contentPages.$inferSelect;
type MessageRow = typeof contactMessages.$inferSelect;

/** The cover's address changes with every save, so browsers never keep showing a replaced image. */
export const coverUrl = (row: NewsRow): string =>
  row.coverKey ? `/api/content/news/${row.id}/cover?v=${row.updatedAt.getTime().toString(36)}` : '';

export const toNewsCard = (row: NewsRow, lang: string): NewsCard => ({
  _id: row.id,
  slug: row.slug,
  title: localised(row.translations, lang, 'title', row.title),
  summary: localised(row.translations, lang, 'summary', row.summary),
  publishedOn: row.publishedOn,
  coverUrl: coverUrl(row),
});

export const toNewsAdmin = (row: NewsRow): NewsAdminRow => ({
  _id: row.id,
  slug: row.slug,
  title: row.title,
  summary: row.summary,
  body: row.body,
  publishedOn: row.publishedOn,
  status: row.status,
  coverUrl: coverUrl(row),
  translations: row.translations,
  updatedAt: row.updatedAt.toISOString(),
});

export const toPublicEvent = (row: EventRow, lang: string): PublicEvent => ({
  _id: row.id,
  title: localised(row.translations, lang, 'title', row.title),
  sports: row.sports,
  venue: localised(row.translations, lang, 'venue', row.venue),
  district: row.district,
  startDate: row.startDate,
  endDate: row.endDate,
  entryFormId: row.entryFormId,
});

export const toEventAdmin = (row: EventRow): EventAdminRow => ({
  ...toPublicEvent(row, 'en'),
  description: row.description,
  status: row.status,
  translations: row.translations,
  updatedAt: row.updatedAt.toISOString(),
});

export const toUnit = (row: UnitRow): DistrictUnit => ({
  _id: row.id,
  district: row.district,
  secretaryName: row.secretaryName,
  phone: row.phone,
  email: row.email,
  address: row.address,
});

export const toFaqAdmin = (row: FaqRow): FaqAdminRow => ({
  _id: row.id,
  question: row.question,
  answer: row.answer,
  sortOrder: row.sortOrder,
  translations: row.translations,
});

/** A page under the key it was asked by (the stored key is plain text). */
export const toPageAdmin = (row: PageRow, key: PageKey) => ({
  key,
  title: row.title,
  body: row.body,
  translations: row.translations,
  updatedAt: row.updatedAt.toISOString(),
});

export const toMessage = (row: MessageRow): ContactMessageRow => ({
  _id: row.id,
  name: row.name,
  email: row.email,
  phone: row.phone,
  subject: row.subject,
  message: row.message,
  createdAt: row.createdAt.toISOString(),
  handled: row.handledAt !== null,
});
