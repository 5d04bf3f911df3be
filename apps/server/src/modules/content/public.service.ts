import type { contactInput, PageKey } from '@para/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { AppContext } from '../../lib/context.js';
import { AppError, notFound } from '../../lib/errors.js';
import { resultsOfEvent } from '../results/public-competitions.js';
import { toNewsCard, toPublicEvent, toUnit } from './api-shapes.js';
import { indianToday } from './calendar.js';
import { renderMarkdown } from './markdown.js';
import {
  findPage,
  findPublishedEvent,
  findVisibleCoverKey,
  findVisibleNews,
  insertContactMessage,
  listDistrictUnits,
  listFaqEntries,
  listPublicNews,
  listUpcomingEvents,
} from './public.queries.js';
import { readSiteContact } from './site-contact.js';
import { localised } from './translations.js';

/** Contact form: per client address. Generous, because schools and offices share one address. */
const CONTACT_LIMIT = {
  max: 5,
  windowMs: 60 * 60_000,
  message: 'You have sent several messages in a short time. Please try again in an hour, or phone us.',
};

const today = (ctx: AppContext) => indianToday(ctx.clock.now());

/** The home page's latest three articles and next three events. */
export async function homeContent(ctx: AppContext, lang: string) {
  const [{ rows }, events] = await Promise.all([
    listPublicNews(ctx.db, today(ctx), 1, 3),
    listUpcomingEvents(ctx.db, today(ctx), 3),
  ]);
  return {
    news: rows.map((row) => toNewsCard(row, lang)),
    events: events.map((row) => toPublicEvent(row, lang)),
  };
}

export async function newsPage(ctx: AppContext, lang: string, page: number, pageSize: number) {
  const { rows, total } = await listPublicNews(ctx.db, today(ctx), page, pageSize);
  return { items: rows.map((row) => toNewsCard(row, lang)), total, page, pageSize };
}

export async function newsArticle(ctx: AppContext, slug: string, lang: string) {
  const row = await findVisibleNews(ctx.db, slug, today(ctx));
  if (!row) throw notFound('There is no such news article.', 'NEWS_NOT_FOUND');
  return {
    ...toNewsCard(row, lang),
    bodyHtml: renderMarkdown(localised(row.translations, lang, 'body', row.body)),
  };
}

/** The stored key of a visible article's cover image. */
export async function newsCoverKey(ctx: AppContext, id: string): Promise<string> {
  const coverKey = await findVisibleCoverKey(ctx.db, id, today(ctx));
  if (!coverKey) throw notFound('There is no such image.', 'COVER_NOT_FOUND');
  return coverKey;
}

export async function upcomingEvents(ctx: AppContext, lang: string) {
  const rows = await listUpcomingEvents(ctx.db, today(ctx));
  return rows.map((row) => toPublicEvent(row, lang));
}

export async function eventDetail(ctx: AppContext, id: string, lang: string) {
  const row = await findPublishedEvent(ctx.db, id);
  if (!row) throw notFound('There is no such event.', 'EVENT_NOT_FOUND');
  return {
    ...toPublicEvent(row, lang),
    descriptionHtml: renderMarkdown(localised(row.translations, lang, 'description', row.description)),
    resultsFormId: await resultsOfEvent(ctx, row.id),
  };
}

export async function districtUnitList(ctx: AppContext) {
  return (await listDistrictUnits(ctx.db)).map(toUnit);
}

export async function faqList(ctx: AppContext, lang: string) {
  const rows = await listFaqEntries(ctx.db);
  return rows.map((row) => ({
    _id: row.id,
    question: localised(row.translations, lang, 'question', row.question),
    answerHtml: renderMarkdown(localised(row.translations, lang, 'answer', row.answer)),
  }));
}

export async function publicPage(ctx: AppContext, key: PageKey, lang: string) {
  const row = await findPage(ctx.db, key);
  if (!row) throw notFound('This page has not been written yet.', 'PAGE_NOT_WRITTEN');
  return {
    key,
    title: localised(row.translations, lang, 'title', row.title),
    bodyHtml: renderMarkdown(localised(row.translations, lang, 'body', row.body)),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * Stores a contact-form message and mails it to the association. One address may send a few an hour;
 * the message is kept even when the mail fails, because administrators also list it.
 */
export async function sendContactMessage(
  ctx: AppContext,
  message: z.output<typeof contactInput>,
  clientAddress: string,
  log: Pick<FastifyBaseLogger, 'warn'>,
): Promise<string> {
  await consumeContactAllowance(ctx, clientAddress);
  const id = await insertContactMessage(ctx.db, message, ctx.clock.now());
  const site = await readSiteContact(ctx.db);
  try {
    await ctx.mailer.send({
      to: site.email,
      subject: `Contact form: ${message.subject}`,
      text: [
        `From: ${message.name} <${message.email}>`,
        message.phone ? `Phone: ${message.phone}` : 'Phone: not given',
        `Subject: ${message.subject}`,
        '',
        message.message,
        '',
        '--',
        'Sent through the contact form of the website. Reply to the sender at the address above;',
        'mark the message handled under Admin > Content > Messages.',
      ].join('\n'),
    });
  } catch (err) {
    // The message is stored and listed for administrators; a mail outage must not lose it.
    log.warn({ err }, 'contact form mail failed');
  }
  return id;
}

/** The shared limiter refuses with the generic code; the contact form's refusal has its own. */
async function consumeContactAllowance(ctx: AppContext, clientAddress: string): Promise<void> {
  try {
    await ctx.limiter.consume(`contact:ip:${clientAddress}`, CONTACT_LIMIT);
  } catch (error) {
    if (error instanceof AppError && error.statusCode === 429) {
      throw new AppError(429, error.message, error.data, 'CONTACT_RATE_LIMITED');
    }
    throw error;
  }
}
