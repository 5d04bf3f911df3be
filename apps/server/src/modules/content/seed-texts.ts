import type { Translations } from '../../db/schema/content.js';

// The words of the first-start demo content (seed.ts puts them in the database).

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

If you were charged twice, write to us with both payment references: the extra payment is refunded in full.

## A refunded fee withdraws the registration

When the registration fee is refunded and no other payment of it remains, the registration is withdrawn: the identity card stops being valid and the UID cannot be used for events. You can pay the fee again later; the registration then goes back to review.`,
    translations: {
      hi: {
        title: 'धन-वापसी नीति',
        body: `## पंजीकरण शुल्क

यदि आपका पंजीकरण किसी ऐसे कारण से अस्वीकार होता है जिसे आप सुधार नहीं सकते, तो पंजीकरण शुल्क पूरा लौटाया जाता है। धन-वापसी 7 कार्य-दिवसों के भीतर उसी भुगतान माध्यम में पहुँचती है।

## प्रतियोगिता प्रवेश शुल्क

यदि संघ प्रतियोगिता रद्द करता है, या आप उसके शुरू होने से कम से कम 7 दिन पहले नाम वापस लेते हैं, तो प्रवेश शुल्क लौटाया जाता है।

## दो बार भुगतान

यदि आपसे दो बार शुल्क लिया गया है, तो दोनों भुगतान संदर्भों के साथ हमें लिखें: अतिरिक्त भुगतान पूरा लौटाया जाता है।

## शुल्क लौटाने पर पंजीकरण वापस हो जाता है

जब पंजीकरण शुल्क लौटा दिया जाता है और उसका कोई दूसरा भुगतान बाकी नहीं रहता, तो पंजीकरण वापस ले लिया जाता है: पहचान पत्र मान्य नहीं रहता और UID से प्रतियोगिताओं में भाग नहीं लिया जा सकता। आप बाद में शुल्क फिर से भर सकते हैं; तब पंजीकरण दोबारा जाँच के लिए जाता है।`,
      },
    },
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
    translations: {
      hi: {
        title: 'नियम और शर्तें',
        body: `इस वेबसाइट का उपयोग करके आप इन शर्तों से सहमत होते हैं।

## खाते

पंजीकरण करते समय सही और पूरी जानकारी दें। हर खिलाड़ी का एक ही खाता हो; माता-पिता, प्रशिक्षक या ज़िला सचिव खिलाड़ी की सहमति से उसकी ओर से पंजीकरण कर सकते हैं।

## आचरण

खिलाड़ी और अधिकारी संघ की आचार संहिता और राष्ट्रीय डोपिंग रोधी एजेंसी के डोपिंग रोधी नियमों का पालन करते हैं।

## बदलाव

हम इन शर्तों को बदल सकते हैं; पिछले बदलाव की तारीख इस पृष्ठ पर दिखाई जाती है।`,
      },
    },
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
    translations: {
      hi: {
        question: 'स्वीकृति में कितना समय लगता है?',
        answer: 'आम तौर पर शुल्क भुगतान के 7 कार्य-दिवसों के भीतर। आपका UID जारी होने पर आपको ई-मेल मिलता है।',
      },
    },
  },
  {
    question: 'Can someone register on my behalf?',
    answer:
      'Yes. A parent, guardian, coach or district secretary can fill in the form for you. Athletes under 18 need a guardian’s consent.',
    translations: {
      hi: {
        question: 'क्या कोई और मेरी ओर से पंजीकरण कर सकता है?',
        answer:
          'हाँ। माता-पिता, अभिभावक, प्रशिक्षक या ज़िला सचिव आपके लिए फ़ॉर्म भर सकते हैं। 18 वर्ष से कम आयु के खिलाड़ियों को अभिभावक की सहमति चाहिए।',
      },
    },
  },
  {
    question: 'What if I cannot pay online?',
    answer: 'Contact your district unit: they can help you pay, or tell you about fee waivers.',
    translations: {
      hi: {
        question: 'अगर मैं ऑनलाइन भुगतान नहीं कर सकता तो क्या करूँ?',
        answer: 'अपनी ज़िला इकाई से संपर्क करें: वे भुगतान में आपकी मदद कर सकते हैं, या शुल्क माफ़ी के बारे में बता सकते हैं।',
      },
    },
  },
];
