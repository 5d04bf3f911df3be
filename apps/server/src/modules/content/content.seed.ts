import { defaultDistricts } from '@para/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  contentPages,
  districtUnits,
  faqEntries,
  newsArticles,
  publicEvents,
  type Translations,
} from '../../db/schema/content.js';
import type { Clock } from '../../lib/clock.js';
import { writeSetting } from '../../lib/settings.js';
import { DEFAULT_SITE_CONTACT, indianToday, SITE_CONTACT_KEY } from './content.service.js';

const addDays = (isoDate: string, days: number) => {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

const SECRETARIES = [
  'Anil Kumar R',
  'Sreeja Nair',
  'Mohammed Ashraf',
  'Lekha Thomas',
  'Joseph Mathew',
  'Bindu Varghese',
  'Rajesh Menon',
  'Divya Krishnan',
  'Suresh Babu P',
  'Fathima Beevi',
  'Arun Prakash',
  'Sini Joseph',
  'Pradeep Kannan',
  'Ramesh Shetty',
];

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

const PAGES = [
  {
    key: 'about',
    title: 'About the association',
    body: `The Kerala State Para Sports Association brings together para athletes, coaches, parents and officials from all fourteen districts of Kerala.

## What we do

- We host state-level championships in para athletics, badminton, swimming, powerlifting and more.
- We select and send Kerala's teams to national championships.
- We register athletes and issue each one a unique ID (UID).
- We work with district units to find and support new athletes.

## Who we are

The association is run by an elected committee and a small office in Thiruvananthapuram, with a district unit in every district.`,
    translations: {
      hi: {
        title: 'संघ के बारे में',
        body: `केरल राज्य पैरा खेल संघ केरल के सभी चौदह ज़िलों के पैरा खिलाड़ियों, प्रशिक्षकों, अभिभावकों और अधिकारियों को एक साथ लाता है।

## हम क्या करते हैं

- पैरा एथलेटिक्स, बैडमिंटन, तैराकी, पावरलिफ्टिंग आदि में राज्य-स्तरीय प्रतियोगिताएँ आयोजित करते हैं।
- राष्ट्रीय प्रतियोगिताओं के लिए केरल की टीमें चुनकर भेजते हैं।
- खिलाड़ियों का पंजीकरण करते हैं और हर खिलाड़ी को विशिष्ट आईडी (UID) देते हैं।`,
      },
    },
  },
  {
    key: 'privacy-policy',
    title: 'Privacy policy',
    body: `We collect only what we need to register athletes and run events: your name, contact details, date of birth, disability certificate details, photographs and payment records.

## How we use your data

Your data is used to verify eligibility, issue your UID and identity card, enter you in events and publish results. We never sell your data.

## Who can see it

Association staff and, for events you enter, the event officials. Results and medal lists are public.

## Your rights

You can ask to see, correct or delete your data by writing to the association's e-mail address. We answer within 30 days, as the Digital Personal Data Protection Act, 2023 requires.`,
    translations: {
      hi: {
        title: 'गोपनीयता नीति',
        body: 'हम केवल वही जानकारी लेते हैं जो खिलाड़ियों के पंजीकरण और प्रतियोगिताएँ चलाने के लिए ज़रूरी है। हम आपका डेटा कभी नहीं बेचते। आप संघ को ई-मेल लिखकर अपना डेटा देखने, सुधारने या हटाने के लिए कह सकते हैं।',
      },
    },
  },
  {
    key: 'refund-policy',
    title: 'Refund policy',
    body: `## Registration fee

The registration fee is refunded in full if your registration is rejected for a reason you cannot correct. Refunds reach the original payment method within 7 working days.

## Event entry fees

Entry fees are refunded if the association cancels the event, or if you withdraw at least 7 days before it starts.

## Paying twice

If you were charged twice, write to us with both payment references: the extra payment is refunded in full.`,
    translations: { hi: { title: 'धन-वापसी नीति' } },
  },
  {
    key: 'terms-conditions',
    title: 'Terms and conditions',
    body: `By using this website you agree to these terms.

## Accounts

Give true and complete information when you register. One account per athlete; a parent, coach or district secretary may register on an athlete's behalf with their consent.

## Conduct

Athletes and officials follow the association's code of conduct and the anti-doping rules of the National Anti-Doping Agency.

## Changes

We may change these terms; the date of the last change is shown on this page.`,
    translations: { hi: { title: 'नियम और शर्तें' } },
  },
] as const;

const FAQ: { question: string; answer: string; translations: Translations }[] = [
  {
    question: 'Who can register with the association?',
    answer:
      'Any person with a disability listed in the RPwD Act, 2016, who lives in Kerala and has a disability certificate or UDID card, can register as an athlete.',
    translations: {
      hi: {
        question: 'संघ में कौन पंजीकरण कर सकता है?',
        answer:
          'RPwD अधिनियम, 2016 में सूचीबद्ध दिव्यांगता वाला कोई भी व्यक्ति, जो केरल में रहता है और जिसके पास दिव्यांगता प्रमाणपत्र या UDID कार्ड है, खिलाड़ी के रूप में पंजीकरण कर सकता है।',
      },
    },
  },
  {
    question: 'How long does approval take?',
    answer: 'Usually within 7 working days after the fee is paid. You get an e-mail when your UID is issued.',
    translations: { hi: { question: 'स्वीकृति में कितना समय लगता है?' } },
  },
  {
    question: 'Can someone register on my behalf?',
    answer:
      'Yes. A parent, guardian, coach or district secretary can fill in the form for you. Athletes under 18 need a guardian’s consent.',
    translations: {},
  },
  {
    question: 'What if I cannot pay online?',
    answer: 'Contact your district unit: they can help you pay, or tell you about fee waivers.',
    translations: {},
  },
];
