import type { Translations } from '../../db/schema/content.js';

// The words of the first-start demo content (content.seed.ts puts them in the database).

export const SECRETARIES = [
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

export const PAGES = [
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

export const FAQ: { question: string; answer: string; translations: Translations }[] = [
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
