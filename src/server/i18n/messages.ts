import { defineMessages } from '../../shared/i18n';

/** Text messages (SMS) the server sends, in the language of the person who asked for them. */
export const smsMessages = defineMessages(
  { OTP_SMS: 'Your BRP verification code is {code}. It expires in {minutes} minutes. Never share it.' },
  {
    OTP_SMS:
      'Ang BRP verification code mo ay {code}. Mag-e-expire ito sa loob ng {minutes} minuto. Huwag itong ibigay kaninuman.',
  },
);
