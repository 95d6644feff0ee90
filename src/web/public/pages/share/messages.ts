import { defineMessages } from '@/shared/i18n';

/** The invitation page of /share/{referralCode}. */
export const shareMessages = defineMessages(
  {
    INVITATION: 'Invitation',
    CREATE_ACCOUNT: 'Create an account',
    INVITED_YOU: '{name} invited you to BRP!',
    PITCH:
      'Ride, send pautos and order deliveries around Palawan at the best rates. Sign up with my referral code and we both earn BRP Points.',
    REFERRAL_CODE: 'Referral code',
    QR_ALT: "QR code of {name}'s invitation",
  },
  {
    INVITATION: 'Imbitasyon',
    CREATE_ACCOUNT: 'Gumawa ng account',
    INVITED_YOU: 'Inimbitahan ka ni {name} sa BRP!',
    PITCH:
      'Mag-ride, magpa-pautos at mag-order ng delivery sa buong Palawan sa pinakamurang presyo. Mag-sign up gamit ang referral code ko at pareho tayong magkaka-BRP Points.',
    REFERRAL_CODE: 'Referral code',
    QR_ALT: 'QR code ng imbitasyon ni {name}',
  },
);
