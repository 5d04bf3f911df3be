import { isPlaceholderEmail } from '@para/contract';
import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { entries } from '../../db/schema/competitions.js';
import { users } from '../../db/schema/users.js';
import type { AppContext } from '../../lib/context.js';
import { queueMail } from '../../lib/mail-queue.js';

/**
 * The one notice of this feature: an athlete is invited to a national team. Sent by e-mail today; when
 * the portal's notices move to an outbox with SMS and WhatsApp, only `queueMail` below changes.
 * Written in the language of the athlete's latest competition entry (English when there is none).
 */

export interface InvitationFacts {
  userId: string;
  selectionId: string;
  championship: string;
  disciplines: { name: string; nameHi: string }[];
  respondBy: Date;
  /** True when the place came to the athlete after another declined or did not answer. */
  rolledDown: boolean;
}

const day = (date: Date, language: 'en' | 'hi') =>
  date.toLocaleDateString(language === 'hi' ? 'hi-IN' : 'en-IN', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  });

export async function sendInvitationNotice(
  ctx: AppContext,
  db: DbOrTx,
  facts: InvitationFacts,
): Promise<void> {
  const [user] = await db
    .select({ email: users.email, name: users.name })
    .from(users)
    .where(eq(users.id, facts.userId));
  // An account a district made without an address has a placeholder that no mail reaches.
  if (!user?.email || isPlaceholderEmail(user.email)) return;
  const [latest] = await db
    .select({ language: entries.language })
    .from(entries)
    .where(eq(entries.userId, facts.userId))
    .orderBy(desc(entries.createdAt))
    .limit(1);
  const language = latest?.language === 'hi' ? 'hi' : 'en';
  const link = `${ctx.config.publicUrl}/user/national-teams`;
  const events = facts.disciplines.map((item) =>
    language === 'hi' && item.nameHi ? item.nameHi : item.name,
  );
  const text =
    language === 'hi'
      ? [
          `नमस्ते ${user.name},`,
          '',
          facts.rolledDown
            ? `${facts.championship} की टीम में एक स्थान खाली हुआ है और अब वह आपको दिया जा रहा है।`
            : `आपको ${facts.championship} की राज्य टीम के लिए चुना गया है।`,
          `स्पर्धाएँ: ${events.join(', ')}`,
          `कृपया ${day(facts.respondBy, 'hi')} तक स्वीकार या अस्वीकार करें: ${link}`,
          'उत्तर न देने पर स्थान अगले खिलाड़ी को दिया जाएगा।',
        ]
      : [
          `Hello ${user.name},`,
          '',
          facts.rolledDown
            ? `A place in the team for ${facts.championship} has come free and is now offered to you.`
            : `You are selected for the state team at ${facts.championship}.`,
          `Events: ${events.join(', ')}`,
          `Please accept or decline by ${day(facts.respondBy, 'en')}: ${link}`,
          'Without an answer by then, the place goes to the next athlete.',
        ];
  queueMail(ctx, {
    to: user.email,
    subject:
      language === 'hi'
        ? `राष्ट्रीय टीम का निमंत्रण – ${facts.championship}`
        : `Invitation to the national team – ${facts.championship}`,
    text: text.join('\n'),
  });
}
