import { DRIVER_NOTE_MAX } from '../config/constants';
import { FORM_CHECK_MESSAGES } from '../src/shared/messages';

/** PUT /api/profile/web_update: a driver's note, or another account's photo (an upload id). */

export const profileNoteFormSchema = {
  type: 'object',
  properties: {
    note: {
      type: 'string',
      title: 'Note',
      maxLength: DRIVER_NOTE_MAX,
      errorMessage: FORM_CHECK_MESSAGES.NOTE_TOO_LONG,
    },
  },
} as const;

export const profileUpdateBodySchema = {
  type: 'object',
  properties: {
    note: profileNoteFormSchema.properties.note,
    photo: { type: 'string', format: 'uuid', errorMessage: 'Please choose a photo.' },
  },
  additionalProperties: false,
  minProperties: 1,
  errorMessage: { minProperties: 'Nothing to save.' },
} as const;

export const profileUpdateResponseSchema = {
  type: 'object',
  properties: {
    message: { type: 'string' },
    note: { type: 'string' },
    customizable_photo: { type: ['string', 'null'] },
  },
  required: ['message'],
} as const;
