import type { LegalSection } from './LegalDocument';

export const PRIVACY_UPDATED = 'November 1, 2025';

export const PRIVACY_INTRO =
  'BRP respects your privacy and protects your personal information in line with the Data Privacy Act of 2012 (Republic Act No. 10173). This policy explains what we collect, why, who sees it and what you can do about it.';

export const PRIVACY_SECTIONS: LegalSection[] = [
  {
    heading: 'What we collect',
    items: [
      'Account details: your name, e-mail address, mobile number, birthday and address.',
      'Your photo, taken or uploaded when you register, so drivers can recognise you.',
      'For foreign visitors: images of your passport and tourist visa, and your Google account e-mail when you log in with Google.',
      'Your location while you use the map or have an active booking, to show nearby drivers and to guide your driver.',
      'Bookings, chats with drivers, wallet transactions, receipts you upload for pautos budgets, points and rewards.',
      'Technical data such as your device type and browser, and logs that help us keep the service secure.',
    ],
  },
  {
    heading: 'Why we use it',
    items: [
      'To create your account and verify who you are, including by a one-time code sent by SMS.',
      'To match you with drivers and partner stores and to complete your bookings and payments.',
      'To keep riders and drivers safe, handle reports and emergencies, and prevent fraud and misuse.',
      'To give you BRP Points, rewards and referral benefits.',
      'To answer your questions and to improve the service. We send promotions only if you agree.',
    ],
  },
  {
    heading: 'Who can see it',
    items: [
      'Your driver sees your name, photo, pickup point, destination and the booking details needed for the trip.',
      'Partner stores see the order and the delivery details they need to prepare it.',
      'Your invitation page shows only your name, photo and referral code, never your phone number or e-mail.',
      'Service providers that work for us (hosting, SMS, maps and sign-in) process data only on our instructions.',
      'Authorities, when the law requires it.',
    ],
    paragraphs: ['We never sell your personal information.'],
  },
  {
    heading: 'How long we keep it',
    paragraphs: [
      'We keep your information while your account is active. When you delete your account we remove or anonymise your personal information, except records that the law requires us to keep, such as transaction records.',
    ],
  },
  {
    heading: 'How we protect it',
    paragraphs: [
      'Connections to BRP are encrypted, passwords are stored only as secure hashes, and staff see personal information only when their work needs it.',
    ],
  },
  {
    heading: 'Your rights',
    items: [
      'Be informed about how your data is used, and access a copy of it.',
      'Correct information that is wrong or out of date.',
      'Object to processing, or ask us to delete your data, including by deleting your account.',
      'File a complaint with the National Privacy Commission.',
    ],
  },
  {
    heading: 'Changes and contact',
    paragraphs: [
      'We may update this policy; the date above shows the latest version. To exercise your rights or ask a question, write to our Data Protection Officer using the e-mail address on our Contact Us page.',
    ],
  },
];
