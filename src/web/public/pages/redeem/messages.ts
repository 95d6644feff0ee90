import { defineMessages } from '@/shared/i18n';

/** /redeem and /redeem/{code}. */
export const redeemMessages = defineMessages(
  {
    STEP_1: 'Open the BRP app on your phone and log in.',
    STEP_2: 'Go to Wallet > Redeem.',
    STEP_CODE: 'Enter the code {code} and tap Redeem.',
    STEP_NO_CODE: 'Enter the code printed on your gift certificate and tap Redeem.',
    TITLE: 'Redeem a gift code',
    SUBTITLE: 'Turn your gift certificate into wallet credit or BRP Points.',
    YOUR_CODE: 'Your code',
    COPY_CODE: 'Copy the code',
    OPEN_APP: 'Open the BRP app',
    ON_PHONE: 'Open this page on your phone to jump straight into the app, or',
    DOWNLOAD: 'download the app',
  },
  {
    STEP_1: 'Buksan ang BRP app sa phone mo at mag-login.',
    STEP_2: 'Pumunta sa Wallet > Redeem.',
    STEP_CODE: 'Ilagay ang code na {code} at i-tap ang Redeem.',
    STEP_NO_CODE: 'Ilagay ang code na nakaprint sa gift certificate mo at i-tap ang Redeem.',
    TITLE: 'I-redeem ang gift code',
    SUBTITLE: 'Gawing wallet credit o BRP Points ang gift certificate mo.',
    YOUR_CODE: 'Ang code mo',
    COPY_CODE: 'I-copy ang code',
    OPEN_APP: 'Buksan ang BRP app',
    ON_PHONE: 'Buksan ang page na ito sa phone mo para diretso ka sa app, o',
    DOWNLOAD: 'i-download ang app',
  },
);
