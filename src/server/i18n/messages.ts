import { defineMessages } from '@/shared/i18n';

/** Text messages (SMS) the server sends, in the language of the person who asked for them. */
export const smsMessages = defineMessages(
  { OTP_SMS: 'Your BRP verification code is {code}. It expires in {minutes} minutes. Never share it.' },
  {
    OTP_SMS:
      'Ang BRP verification code mo ay {code}. Mag-e-expire ito sa loob ng {minutes} minuto. Huwag itong ibigay kaninuman.',
  },
);

/** The code that confirms a staff member's new phone or email (console, My account). */
export const identityChangeTexts = defineMessages(
  {
    phoneCode:
      'Your BRP code to confirm this as your new phone number is {code}. It expires in {minutes} minutes. If you did not ask for this, ignore this message.',
    emailSubject: 'Confirm your new BRP email',
    emailCode:
      'Your BRP code to confirm this as your new email is {code}. It expires in {minutes} minutes. If you did not ask for this, ignore this email.',
  },
  {
    phoneCode:
      'Ang BRP code mo para i-confirm ito bilang bagong phone number mo ay {code}. Mag-e-expire ito sa loob ng {minutes} minuto. Kung hindi ikaw ang humingi nito, huwag mo na itong pansinin.',
    emailSubject: 'I-confirm ang bago mong BRP email',
    emailCode:
      'Ang BRP code mo para i-confirm ito bilang bagong email mo ay {code}. Mag-e-expire ito sa loob ng {minutes} minuto. Kung hindi ikaw ang humingi nito, huwag mo na itong pansinin.',
  },
);
