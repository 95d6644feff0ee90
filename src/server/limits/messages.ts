import { defineMessages } from '@/shared/i18n';

/** Refusals of the allowances that keep one person from using up what others need. */
export const LIMIT_MESSAGES = {
  giftTries: 'Too many gift certificate codes were tried. Please try again in {wait}.',
  otpFromNetwork: 'Too many codes were asked for from this network. Please try again in {wait}.',
  uploadsFromNetwork: 'Too many uploads from this network. Please try again in {wait}.',
  uploadsBusy: 'Too many uploads right now. Please try again later.',
  uploadsForToken: 'Too many files for one registration. Please reload the page and start again.',
  uploadOfAnotherVisitor: 'Please upload your documents again on this page before proceeding.',
} as const;

export const limitServerMessages = defineMessages(LIMIT_MESSAGES, {
  giftTries: 'Sobrang daming gift certificate code ang sinubukan. Subukan ulit pagkalipas ng {wait}.',
  otpFromNetwork:
    'Sobrang daming code ang hiningi mula sa network na ito. Subukan ulit pagkalipas ng {wait}.',
  uploadsFromNetwork: 'Sobrang daming upload mula sa network na ito. Subukan ulit pagkalipas ng {wait}.',
  uploadsBusy: 'Sobrang daming upload ngayon. Subukan ulit mamaya.',
  uploadsForToken: 'Sobrang daming file para sa isang registration. I-reload ang page at magsimula ulit.',
  uploadOfAnotherVisitor: 'I-upload ulit ang mga dokumento mo sa page na ito bago magtuloy.',
});

/** A refusal text with its wait filled in. */
export function withWait(message: string, wait: string): string {
  return message.replace('{wait}', wait);
}
