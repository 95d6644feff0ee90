import { defineMessages } from '@/shared/i18n';

/** The walk-in card of the job screen. */
export const walkInMessages = defineMessages(
  {
    TITLE: 'Walk-in passenger',
    EXPLAIN:
      'A passenger met on the street, or one who called you from the map? Record the trip: it starts where you are now and ends where you drop them off.',
    RECORD: 'Record a walk-in trip',
    DIALOG_TITLE: 'Record a walk-in trip',
    WHERE_FROM: 'Where did this passenger come from?',
    STREET: 'Met on the street',
    CONTACT: '{name} · {action} at {time}',
    VISITOR: 'A visitor',
    ACTION_call_driver: 'called you',
    ACTION_text_driver: 'texted you',
    ACTION_view_details: 'viewed your details',
    LOADING_CONTACTS: 'Loading your recent contacts...',
    NO_CONTACTS: 'No contacts from the map in the last 24 hours.',
    POINTS: 'A walk-in trip counts 0.5 booking point. The fare is computed when you complete the trip.',
    START: 'Start the trip',
    CANCEL: 'Cancel',
    FAILED: 'Could not record the walk-in trip',
  },
  {
    TITLE: 'Walk-in na pasahero',
    EXPLAIN:
      'May pasaherong nakasalubong mo sa kalsada, o tumawag sa iyo mula sa mapa? I-record ang biyahe: magsisimula ito kung nasaan ka ngayon at matatapos kung saan mo siya ibababa.',
    RECORD: 'Mag-record ng walk-in na biyahe',
    DIALOG_TITLE: 'Mag-record ng walk-in na biyahe',
    WHERE_FROM: 'Saan galing ang pasaherong ito?',
    STREET: 'Nakasalubong sa kalsada',
    CONTACT: '{name} · {action} noong {time}',
    VISITOR: 'Isang bisita',
    ACTION_call_driver: 'tumawag sa iyo',
    ACTION_text_driver: 'nag-text sa iyo',
    ACTION_view_details: 'tumingin ng detalye mo',
    LOADING_CONTACTS: 'Kinukuha ang mga bagong contact mo...',
    NO_CONTACTS: 'Walang contact mula sa mapa sa nakaraang 24 oras.',
    POINTS:
      'Ang walk-in na biyahe ay 0.5 booking point. Kukuwentahin ang pasahe pagkatapos mong tapusin ang biyahe.',
    START: 'Simulan ang biyahe',
    CANCEL: 'Huwag na',
    FAILED: 'Hindi ma-record ang walk-in na biyahe',
  },
);
