import { defineMessages } from '@/shared/i18n';

/** The job screen's words for taps kept on the phone while the signal is gone. */
export const offlineMessages = defineMessages(
  {
    WAITING_FOR_SIGNAL: 'Waiting for signal',
    KEPT_EXPLAIN: 'Kept on your phone. Sent in order, once each, when the signal returns.',
    KEPT_CHAT: 'Message: {text}',
    KEPT_WALK_IN: 'Walk-in trip start',
    NOT_DONE: 'Not done: {action}',
    OK: 'OK',
  },
  {
    WAITING_FOR_SIGNAL: 'Naghihintay ng signal',
    KEPT_EXPLAIN: 'Nakatago sa phone mo. Ipapadala nang sunod-sunod, tig-iisang beses, pagbalik ng signal.',
    KEPT_CHAT: 'Mensahe: {text}',
    KEPT_WALK_IN: 'Simula ng walk-in trip',
    NOT_DONE: 'Hindi natuloy: {action}',
    OK: 'OK',
  },
);
