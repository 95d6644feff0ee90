import { defineMessages } from '@/shared/i18n';
import { DRIVER_SIGN_UP_MESSAGES } from '@/shared/messages';

export const messages = defineMessages(
  {
    title: DRIVER_SIGN_UP_MESSAGES.TITLE,
    intro:
      'Drive with BRP in Palawan. Fill in every field; staff check your documents before you can go online.',
    agree: 'I Agree',
    cancel: 'Cancel',
    success: DRIVER_SIGN_UP_MESSAGES.SUCCESS,
    successNext: 'Staff will check your documents. You can go online once your application is approved.',
    failed: DRIVER_SIGN_UP_MESSAGES.FAILED,
    error: 'Error',
    haveAccount: 'Already registered? Log in',
    verify: 'Verify and register',
  },
  {
    title: 'Maging Driver',
    intro:
      'Magmaneho kasama ang BRP sa Palawan. Punan ang bawat field; susuriin ng staff ang iyong mga dokumento bago ka makapag-online.',
    agree: 'Sumasang-ayon Ako',
    cancel: 'Kanselahin',
    success: 'Matagumpay na nairehistro ang driver!',
    successNext:
      'Susuriin ng staff ang iyong mga dokumento. Maaari kang mag-online kapag naaprubahan na ang iyong aplikasyon.',
    failed: 'Nagkaroon ng error sa pagrehistro ng driver.',
    error: 'Error',
    haveAccount: 'Nakarehistro na? Mag-log in',
    verify: 'I-verify at magrehistro',
  },
);
