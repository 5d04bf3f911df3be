import { z } from 'zod';
import { email, indianMobile, personName } from '../shared/fields.js';
import { isSafeText, UNSAFE_TEXT_MESSAGE } from '../shared/text-safety.js';

/**
 * Public site content (news, events, district units, FAQ, pages, contact details, contact messages).
 * English is the source text; `translations` holds optional text per other language code
 * (`{ hi: { title, body } }`), so a new language needs no schema change. Public reads take `lang` and
 * answer with that language's text where present, English otherwise. Markdown bodies arrive rendered
 * and sanitised as `bodyHtml`.
 */

const text = (max: number) =>
  z
    .string()
    .refine(isSafeText, UNSAFE_TEXT_MESSAGE)
    .trim()
    .min(1, 'validation.required')
    .max(max, 'validation.tooLong');
const optionalText = (max: number) =>
  z.string().refine(isSafeText, UNSAFE_TEXT_MESSAGE).trim().max(max, 'validation.tooLong').default('');
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'validation.date');
const langCode = z
  .string()
  .regex(/^[a-z]{2,3}$/)
  .default('en');
export const langQuery = z.strictObject({ lang: langCode });

const translationOf = <S extends z.ZodRawShape>(shape: S) =>
  z.record(z.string().regex(/^[a-z]{2,3}$/), z.strictObject(shape).partial()).default({});

export const contentStatus = z.enum(['draft', 'published']);
export type ContentStatus = z.infer<typeof contentStatus>;

// ---------- news ----------

const newsTexts = { title: optionalText(200), summary: optionalText(400), body: optionalText(20_000) };
export const newsInput = z.strictObject({
  title: text(200),
  slug: z
    .string()
    .trim()
    .max(120, 'validation.tooLong')
    .regex(/^([a-z0-9]+(-[a-z0-9]+)*)?$/, 'Use lower-case letters, digits and single dashes only.')
    .default(''),
  summary: text(400),
  body: text(20_000),
  publishedOn: isoDate,
  status: contentStatus,
  translations: translationOf(newsTexts),
});
export type NewsInput = z.input<typeof newsInput>;

export const newsCard = z.object({
  _id: z.string(),
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  publishedOn: z.string(),
  coverUrl: z.string(),
});
export type NewsCard = z.infer<typeof newsCard>;
export const newsArticle = newsCard.extend({ bodyHtml: z.string() });
export type NewsArticle = z.infer<typeof newsArticle>;

export const newsAdminRow = z.object({
  _id: z.string(),
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  body: z.string(),
  publishedOn: z.string(),
  status: contentStatus,
  coverUrl: z.string(),
  translations: z.record(
    z.string(),
    z.object({ title: z.string(), summary: z.string(), body: z.string() }).partial(),
  ),
  updatedAt: z.string(),
});
export type NewsAdminRow = z.infer<typeof newsAdminRow>;

export const pageQuery = z.strictObject({
  lang: langCode,
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(9),
});
/** A page of a public list. */
export const paged = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });

// ---------- events ----------

const eventTexts = { title: optionalText(200), description: optionalText(20_000), venue: optionalText(200) };
export const eventInput = z
  .strictObject({
    title: text(200),
    sports: z.array(z.string().trim().min(1).max(60)).max(20).default([]),
    venue: text(200),
    district: optionalText(60),
    startDate: isoDate,
    endDate: isoDate,
    description: optionalText(20_000),
    entryFormId: optionalText(80),
    status: contentStatus,
    translations: translationOf(eventTexts),
  })
  .refine((value) => value.endDate >= value.startDate, {
    message: 'The end date cannot be before the start date.',
    path: ['endDate'],
  });
export type EventInput = z.input<typeof eventInput>;

export const publicEvent = z.object({
  _id: z.string(),
  title: z.string(),
  sports: z.array(z.string()),
  venue: z.string(),
  district: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  entryFormId: z.string(),
});
export type PublicEvent = z.infer<typeof publicEvent>;
export const publicEventDetail = publicEvent.extend({
  descriptionHtml: z.string(),
  /** The competition of this event whose results are published (its results page), if any. */
  resultsFormId: z.string().nullable(),
});
export type PublicEventDetail = z.infer<typeof publicEventDetail>;
export const eventAdminRow = publicEvent.extend({
  description: z.string(),
  status: contentStatus,
  translations: z.record(
    z.string(),
    z.object({ title: z.string(), description: z.string(), venue: z.string() }).partial(),
  ),
  updatedAt: z.string(),
});
export type EventAdminRow = z.infer<typeof eventAdminRow>;

// ---------- district units ----------

export const districtUnitInput = z.strictObject({
  district: text(60),
  secretaryName: personName,
  phone: indianMobile,
  email,
  address: optionalText(400),
});
export type DistrictUnitInput = z.input<typeof districtUnitInput>;
export const districtUnit = z.object({
  _id: z.string(),
  district: z.string(),
  secretaryName: z.string(),
  phone: z.string(),
  email: z.string(),
  address: z.string(),
});
export type DistrictUnit = z.infer<typeof districtUnit>;

// ---------- FAQ ----------

export const faqInput = z.strictObject({
  question: text(300),
  answer: text(5_000),
  sortOrder: z.coerce.number().int().min(0).max(10_000).default(0),
  translations: translationOf({ question: optionalText(300), answer: optionalText(5_000) }),
});
export type FaqInput = z.input<typeof faqInput>;
export const publicFaq = z.object({ _id: z.string(), question: z.string(), answerHtml: z.string() });
export const faqAdminRow = z.object({
  _id: z.string(),
  question: z.string(),
  answer: z.string(),
  sortOrder: z.number().int(),
  translations: z.record(z.string(), z.object({ question: z.string(), answer: z.string() }).partial()),
});
export type FaqAdminRow = z.infer<typeof faqAdminRow>;

// ---------- pages (About and the three policies) ----------

export const pageKeys = ['about', 'privacy-policy', 'refund-policy', 'terms-conditions'] as const;
export const pageKey = z.enum(pageKeys);
export type PageKey = z.infer<typeof pageKey>;
export const pageInput = z.strictObject({
  title: text(200),
  body: text(50_000),
  translations: translationOf({ title: optionalText(200), body: optionalText(50_000) }),
});
export type PageInput = z.input<typeof pageInput>;
export const publicPage = z.object({
  key: pageKey,
  title: z.string(),
  bodyHtml: z.string(),
  updatedAt: z.string(),
});
export type PublicPageData = z.infer<typeof publicPage>;
export const pageAdmin = z.object({
  key: pageKey,
  title: z.string(),
  body: z.string(),
  translations: z.record(z.string(), z.object({ title: z.string(), body: z.string() }).partial()),
  updatedAt: z.string(),
});

// ---------- contact details and social links ----------

export const socialNetworks = ['twitter', 'youtube', 'facebook', 'linkedin', 'instagram'] as const;
const httpsUrl = z
  .string()
  .trim()
  .max(300, 'validation.tooLong')
  .refine(
    (value) => value === '' || /^https:\/\/[^\s<>"]+$/.test(value),
    'Enter a full https:// address, or leave it empty.',
  );
export const siteContact = z.object({
  name: text(120),
  phone: text(40),
  email: z.string().trim().max(254).pipe(z.email('validation.email')),
  address: optionalText(400),
  /** The About panel's short text (the About page has its own, longer one). */
  about: optionalText(1_000),
  social: z.strictObject({
    twitter: httpsUrl.default(''),
    youtube: httpsUrl.default(''),
    facebook: httpsUrl.default(''),
    linkedin: httpsUrl.default(''),
    instagram: httpsUrl.default(''),
  }),
  translations: translationOf({
    name: optionalText(120),
    address: optionalText(400),
    about: optionalText(1_000),
  }),
});
export type SiteContact = z.infer<typeof siteContact>;
export type SiteContactInput = z.input<typeof siteContact>;

// ---------- home ----------

export const homeData = z.object({ news: z.array(newsCard), events: z.array(publicEvent) });

// ---------- contact form ----------

export const contactInput = z.strictObject({
  name: personName,
  email,
  phone: z
    .string()
    .trim()
    .default('')
    .pipe(z.union([z.literal(''), indianMobile])),
  subject: text(150),
  message: text(5_000),
});
export type ContactInput = z.input<typeof contactInput>;
export const contactMessageRow = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  subject: z.string(),
  message: z.string(),
  createdAt: z.string(),
  handled: z.boolean(),
});
export type ContactMessageRow = z.infer<typeof contactMessageRow>;
export const messagesQuery = z.strictObject({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
  handled: z.enum(['true', 'false']).optional(),
});
