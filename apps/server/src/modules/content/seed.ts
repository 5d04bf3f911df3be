import { defaultDistricts } from '@para/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  contentPages,
  districtUnits,
  faqEntries,
  newsArticles,
  publicEvents,
} from '../../db/schema/content.js';
import type { Clock } from '../../lib/clock.js';
import { writeSetting } from '../../lib/settings.js';
import { indianToday } from './calendar.js';
import { FAQ, PAGES, SECRETARIES } from './seed-texts.js';
import { DEFAULT_SITE_CONTACT, SITE_CONTACT_KEY } from './site-contact.js';

const addDays = (isoDate: string, days: number) => {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

/**
 * First start only (no pages yet): the demo content a new portal opens with, so the site is not empty.
 * Everything here is ordinary content administrators can change or delete.
 */
export async function seedContent(db: Db, clock: Clock): Promise<boolean> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(contentPages);
  if (Number(row?.count ?? 0) > 0) return false;
  const now = clock.now();
  const today = indianToday(now);
  const stamp = { createdAt: now, updatedAt: now };

  await db.transaction(async (tx) => {
    await tx.insert(contentPages).values(PAGES.map((page) => ({ ...page, updatedAt: now })));
    await writeSetting(
      tx,
      SITE_CONTACT_KEY,
      {
        ...DEFAULT_SITE_CONTACT,
        phone: '+91 471 230 0000',
        address:
          'Para Sports House, Jimmy George Indoor Stadium Road, Vellayambalam, Thiruvananthapuram 695010',
        about:
          'The association hosts state-level para sports events across Kerala and selects and sends teams to the national level. This site gives information on upcoming competitions, registration details and results.',
        social: {
          twitter: 'https://x.com/',
          youtube: 'https://www.youtube.com/',
          facebook: 'https://www.facebook.com/',
          linkedin: 'https://www.linkedin.com/',
          instagram: 'https://www.instagram.com/',
        },
        translations: {
          hi: {
            name: 'केरल राज्य पैरा खेल संघ',
            about:
              'संघ पूरे केरल में राज्य-स्तरीय पैरा खेल प्रतियोगिताएँ आयोजित करता है और राष्ट्रीय स्तर के लिए टीमें चुनकर भेजता है। इस साइट पर आगामी प्रतियोगिताओं, पंजीकरण और परिणामों की जानकारी मिलती है।',
          },
        },
      },
      null,
      now,
    );
    await tx.insert(districtUnits).values(
      defaultDistricts.map((district, index) => ({
        district,
        secretaryName: SECRETARIES[index] ?? 'District Secretary',
        phone: `+9194470${String(10_000 + index * 1_111).slice(0, 5)}`,
        email: `${district.toLowerCase()}@parasports.example.in`,
        address: `District Sports Council Office, ${district}`,
        ...stamp,
      })),
    );
    await tx
      .insert(faqEntries)
      .values(FAQ.map((entry, index) => ({ ...entry, sortOrder: index + 1, ...stamp })));
    await tx.insert(publicEvents).values([
      {
        title: 'Kerala State Para Athletics Championship',
        sports: ['Para athletics'],
        venue: 'University Stadium, Thiruvananthapuram',
        district: 'Thiruvananthapuram',
        startDate: addDays(today, 24),
        endDate: addDays(today, 26),
        description:
          'Track and field events for all classes. Selection trials for the National Para Athletics Championship.\n\n- Reporting: 7:00 am on the first day\n- Bring your UID card and classification papers\n- Accessible accommodation is arranged for registered athletes',
        status: 'published' as const,
        translations: {
          hi: {
            title: 'केरल राज्य पैरा एथलेटिक्स चैंपियनशिप',
            description: 'सभी वर्गों के लिए ट्रैक और फ़ील्ड स्पर्धाएँ। राष्ट्रीय पैरा एथलेटिक्स चैंपियनशिप के लिए चयन।',
          },
        },
        ...stamp,
      },
      {
        title: 'State Para Badminton Open',
        sports: ['Para badminton'],
        venue: 'Regional Sports Centre, Kadavanthra, Kochi',
        district: 'Ernakulam',
        startDate: addDays(today, 45),
        endDate: addDays(today, 46),
        description: 'Singles and doubles in classes WH1, WH2, SL3, SL4, SU5 and SH6.',
        status: 'published' as const,
        translations: { hi: { title: 'राज्य पैरा बैडमिंटन ओपन' } },
        ...stamp,
      },
      {
        title: 'Para Swimming Classification Camp',
        sports: ['Para swimming'],
        venue: 'Aquatic Complex, Pirappancode',
        district: 'Thiruvananthapuram',
        startDate: addDays(today, 60),
        endDate: addDays(today, 60),
        description:
          'National classifiers assess new swimmers. Registration with the association is required.',
        status: 'published' as const,
        translations: {},
        ...stamp,
      },
    ]);
    await tx.insert(newsArticles).values([
      {
        slug: 'registrations-open-for-the-new-season',
        title: 'Registrations open for the new season',
        summary: 'Athletes can now register online, pay the fee and receive their unique ID.',
        body: 'Registration for the new season is open. Create an account, fill in the three pages of the registration form, upload your disability certificate or UDID card and pay the fee online.\n\nThe association checks every registration and issues a **unique ID (UID)** once it is approved. District secretaries can help athletes who need assistance.',
        publishedOn: addDays(today, -2),
        status: 'published' as const,
        translations: {
          hi: {
            title: 'नए सत्र के लिए पंजीकरण शुरू',
            summary: 'खिलाड़ी अब ऑनलाइन पंजीकरण कर सकते हैं, शुल्क भर सकते हैं और अपनी विशिष्ट आईडी पा सकते हैं।',
            body: 'नए सत्र के लिए पंजीकरण शुरू हो गया है। खाता बनाएँ, पंजीकरण फ़ॉर्म के तीनों पन्ने भरें, अपना दिव्यांगता प्रमाणपत्र या UDID कार्ड अपलोड करें और ऑनलाइन शुल्क भरें।',
          },
        },
        ...stamp,
      },
      {
        slug: 'kerala-wins-seven-medals-at-national-para-athletics',
        title: 'Kerala wins seven medals at the National Para Athletics Championship',
        summary: 'Our team returned with three gold, two silver and two bronze medals.',
        body: 'The Kerala team of 24 athletes won **three gold, two silver and two bronze** medals at the National Para Athletics Championship. The association congratulates the athletes, their coaches and families.',
        publishedOn: addDays(today, -12),
        status: 'published' as const,
        translations: { hi: { title: 'राष्ट्रीय पैरा एथलेटिक्स चैंपियनशिप में केरल को सात पदक' } },
        ...stamp,
      },
      {
        slug: 'coaching-camp-for-wheelchair-basketball',
        title: 'Coaching camp for wheelchair basketball in Kozhikode',
        summary: 'A two-week camp for new players, with sports wheelchairs provided.',
        body: 'A two-week coaching camp for wheelchair basketball will be held in Kozhikode. Sports wheelchairs are provided. Contact the Kozhikode district unit to take part.',
        publishedOn: addDays(today, -25),
        status: 'published' as const,
        translations: {},
        ...stamp,
      },
      {
        slug: 'volunteers-needed-for-the-state-championship',
        title: 'Volunteers needed for the state championship',
        summary: 'Students and sports lovers can help as guides, timekeepers and escorts.',
        body: 'We are looking for volunteers for the state championship. Training is given on the day before the event.',
        publishedOn: addDays(today, -40),
        status: 'published' as const,
        translations: {},
        ...stamp,
      },
    ]);
  });
  return true;
}
