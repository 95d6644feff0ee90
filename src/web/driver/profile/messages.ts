import { defineMessages } from '@/shared/i18n';
import { PROFILE_MESSAGES } from '@/shared/messages';

export const messages = defineMessages(
  {
    title: 'Profile',
    savedTitle: PROFILE_MESSAGES.SAVED_TITLE,
    saved: PROFILE_MESSAGES.SAVED,
    errorTitle: 'Error',
    error: 'An error occurred',
    nonDriverError: 'An error occurred!',
    photo: 'Profile photo',
    savePhoto: 'Save photo',
    signedInAs: 'Signed in as {name}',
  },
  {
    title: 'Profile',
    savedTitle: 'Na-save',
    saved: 'Na-save!',
    errorTitle: 'Error',
    error: 'Nagkaroon ng error',
    nonDriverError: 'Nagkaroon ng error!',
    photo: 'Larawan sa profile',
    savePhoto: 'I-save ang larawan',
    signedInAs: 'Naka-sign in bilang {name}',
  },
);
