import { profileNoteFormSchema } from '@schemas/profile';
import { defineMessages } from '@/shared/i18n';
import { definePortalPage } from './define';

const messages = defineMessages(
  {
    title: 'Profile',
    note: 'Note',
    noteHint: 'Riders see this note on your profile (at most 70 characters).',
    submit: 'Save',
  },
  {
    title: 'Profile',
    note: 'Tala',
    noteHint: 'Makikita ng mga pasahero ang talang ito sa iyong profile (hanggang 70 character).',
    submit: 'I-save',
  },
);

/** /profile for drivers: the note (spec part 2 §5, max 70). */
export const profileNotePage = definePortalPage({
  name: 'profile-note',
  schema: profileNoteFormSchema,
  messages,
  title: 'title',
  submit: 'submit',
  sections: [{ fields: [{ name: 'note', widget: 'textarea', label: 'note', hint: 'noteHint' }] }],
  dialogOrder: ['note'],
});
