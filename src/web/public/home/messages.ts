import { defineMessages } from '../../../shared/i18n';

/** The home page: the booking chooser, the user-guide prompt and the vehicle prompt. */
export const homePageMessages = defineMessages(
  {
    HOW_TO_BOOK: 'How would you like to book?',
    HOME_INTRO: 'Rides, pautos and deliveries around Palawan. Murang pamasahe, ligtas na biyahe.',
    FEATURES: 'Features',
    DRAWBACKS: 'Drawbacks',
    NEW_TO_BRP: 'New to BRP?',
    GUIDE_TEXT:
      'The user guide shows how to book a ride, send a pautos, top up your wallet and earn rewards, with short videos.',
    WHICH_VEHICLE: 'Which vehicle do you need?',
    CALL_OR_TEXT: 'Call or text a driver',
    BOOK_IN_APP: 'Book in the app',
    CANCEL: 'Cancel',
  },
  {
    HOW_TO_BOOK: 'Paano mo gustong mag-book?',
    HOME_INTRO: 'Ride, pautos at delivery sa buong Palawan. Murang pamasahe, ligtas na biyahe.',
    FEATURES: 'Mga kalamangan',
    DRAWBACKS: 'Mga kulang',
    NEW_TO_BRP: 'Bago ka sa BRP?',
    GUIDE_TEXT:
      'Ipinapakita ng user guide kung paano mag-book ng ride, magpa-pautos, mag-top up ng wallet at makakuha ng rewards, may kasamang maiikling video.',
    WHICH_VEHICLE: 'Anong sasakyan ang kailangan mo?',
    CALL_OR_TEXT: 'Tawagan o i-text ang driver',
    BOOK_IN_APP: 'I-book sa app',
    CANCEL: 'Huwag na',
  },
);

/** The chooser cards' texts (booking-methods.ts), found by their English wording. */
export const bookingMethodMessages = defineMessages(
  {
    WEB_DESCRIPTION: 'Book a ride right here in your browser. No download needed.',
    WEB_F1: 'Book in a few taps',
    WEB_F2: 'Track your driver live',
    WEB_F3: 'Pay cash to the driver',
    WEB_C1: 'Web booking fee',
    WEB_C2: 'No e-wallet or rewards',
    WEB_BUTTON: 'Book on the web',
    APP_DESCRIPTION: 'The BRP app has the best rates and earns you rewards on every ride.',
    APP_FEE: 'No extra fee',
    APP_F1: 'Best rates',
    APP_F2: 'BRP Points and rewards',
    APP_F3: 'E-wallet payments',
    APP_C1: 'Needs a download',
    APP_BUTTON: 'Get the app',
    PHONE_DESCRIPTION: 'See the drivers online near you and call or text one directly.',
    PHONE_F1: 'Direct call or text',
    PHONE_F2: 'See drivers near you on the map',
    PHONE_C1: 'Motorcycles only',
    PHONE_C2: 'Phone contact fee',
    PHONE_BUTTON: 'View drivers',
  },
  {
    WEB_DESCRIPTION: 'Mag-book ng ride dito mismo sa browser mo. Hindi na kailangang mag-download.',
    WEB_F1: 'Ilang tap lang, booked na',
    WEB_F2: 'Kita mo kung nasaan na ang driver',
    WEB_F3: 'Cash ang bayad sa driver',
    WEB_C1: 'May web booking fee',
    WEB_C2: 'Walang e-wallet o rewards',
    WEB_BUTTON: 'Mag-book sa web',
    APP_DESCRIPTION: 'Nasa BRP app ang pinakamurang pasahe at may rewards ka sa bawat ride.',
    APP_FEE: 'Walang dagdag na bayad',
    APP_F1: 'Pinakamurang pasahe',
    APP_F2: 'BRP Points at rewards',
    APP_F3: 'Bayad gamit ang e-wallet',
    APP_C1: 'Kailangang i-download',
    APP_BUTTON: 'Kunin ang app',
    PHONE_DESCRIPTION: 'Tingnan ang mga online na driver malapit sa iyo at tawagan o i-text sila mismo.',
    PHONE_F1: 'Diretsong tawag o text',
    PHONE_F2: 'Kita sa mapa ang mga driver malapit sa iyo',
    PHONE_C1: 'Motor lang',
    PHONE_C2: 'May phone contact fee',
    PHONE_BUTTON: 'Tingnan ang mga driver',
  },
);
