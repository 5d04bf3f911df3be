import type { AppContext } from '../../lib/context.js';
import { notFound } from '../../lib/errors.js';
import type { CardWithToken } from './accreditation.queries.js';
import { cardsOfForm, findCard } from './accreditation.queries.js';
import { competitionOr404, eventOf, photoKeyOf } from './accreditation.service.js';
import { accreditationCardPdf, accreditationSheetPdf, type PrintableCard } from './card-pdf.js';
import { competitionOf, toCard } from './card-shape.js';
import { drawEntryCards } from './issue.js';

async function streamToBuffer(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return Buffer.concat(chunks);
}

export async function printable(
  ctx: AppContext,
  row: CardWithToken,
  competition: PrintableCard['competition'],
) {
  const key = await photoKeyOf(ctx, row);
  // A photo missing from storage prints the card without it rather than failing the whole sheet.
  const photo = key ? await streamToBuffer(ctx.storage.read(key)).catch(() => undefined) : undefined;
  return {
    card: toCard(row, ctx.config.publicUrl, Boolean(photo)),
    competition,
    ...(photo ? { photo } : {}),
  };
}

export async function cardPdfOf(ctx: AppContext, cardId: string) {
  const row = await findCard(ctx.db, cardId);
  if (!row) throw notFound('No such accreditation card.');
  const competition = await eventOf(ctx, row.card);
  if (!competition) throw notFound('No such accreditation card.');
  const bytes = await accreditationCardPdf(await printable(ctx, row, competition));
  return { bytes, fileName: `accreditation-${row.card.number}-print-${row.card.version}.pdf` };
}

/** Every valid card of the competition (revoked ones are left out: they must not be handed out). */
export async function sheetPdfOf(ctx: AppContext, formId: string) {
  const competition = await competitionOr404(ctx, formId);
  await drawEntryCards(ctx, competition);
  const shape = competitionOf(competition);
  const rows = (await cardsOfForm(ctx.db, formId)).filter((row) => !row.card.revokedAt);
  const cards: PrintableCard[] = [];
  for (const row of rows) cards.push(await printable(ctx, row, shape));
  const bytes = await accreditationSheetPdf(shape, cards);
  return { bytes, fileName: `accreditation-cards-${formId.slice(0, 8)}.pdf` };
}
