import { defineMessages } from '@/shared/i18n';

/** /brp-store, which is not open yet. */
export const storeMessages = defineMessages(
  {
    TITLE: 'BRP Store',
    SUBTITLE: 'Redeem your BRP Points for discounts and rewards.',
    Q_EARN: 'How do I earn BRP Points?',
    A_EARN:
      'You earn points from referral codes, shared codes, wallet top-ups and booking rides in the BRP app.',
    Q_USE: 'What can I do with my points?',
    A_USE: 'Redeem them in the BRP Store for discounts on your bookings and for rewards.',
    Q_OPEN: 'When does the BRP Store open?',
    A_OPEN: 'Soon! Keep collecting points: everything you earn now can be used when the store opens.',
    SOON_TEXT:
      'The BRP Store is almost ready. Soon you can redeem your BRP Points for discounts and rewards. Points come from referral codes, shared codes, wallet top-ups and booking rides, so keep collecting!',
    BACK_HOME: 'Back to home',
  },
  {
    TITLE: 'BRP Store',
    SUBTITLE: 'Ipalit ang BRP Points mo sa mga discount at reward.',
    Q_EARN: 'Paano ako magkakaroon ng BRP Points?',
    A_EARN:
      'Nagkakaroon ka ng points sa referral code, shared code, pag-top up ng wallet at pag-book ng ride sa BRP app.',
    Q_USE: 'Ano ang magagawa ko sa points ko?',
    A_USE: 'Ipalit ang mga ito sa BRP Store para sa discount sa mga booking mo at sa mga reward.',
    Q_OPEN: 'Kailan magbubukas ang BRP Store?',
    A_OPEN: 'Malapit na! Ipunin mo lang ang points: magagamit mo lahat ng naipon mo pagbukas ng store.',
    SOON_TEXT:
      'Malapit nang magbukas ang BRP Store. Maipapalit mo na ang BRP Points mo sa mga discount at reward. Nakukuha ang points sa referral code, shared code, pag-top up ng wallet at pag-book ng ride, kaya ipunin mo lang!',
    BACK_HOME: 'Bumalik sa home',
  },
);
