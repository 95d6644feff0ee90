import { defineMessages } from '../../shared/i18n';

/**
 * Check texts of the rider and driver forms' schemas (schemas/account.ts, schemas/driver-application.ts,
 * config/portal) that no spec catalogue holds, in Filipino: the forms show a schema's English text in the
 * reader's language through `fromEnglishNow` (src/web/shared/forms.ts registers this catalogue).
 */
export const formCheckMessages = defineMessages(
  {
    PASSWORD_TOO_LONG: 'Passwords can be at most 128 characters long.',
    PHONE_DIGITS: 'Please enter the 10 digits after +63.',
    AGREE_TERMS: 'Please read and agree to the Terms and Conditions',
    NAME_REQUIRED: 'Full name is required',
    EMAIL_REQUIRED: 'Email is required',
    PHONE_REQUIRED: 'Phone is required',
    BIRTHDAY_REQUIRED: 'Birthday is required',
    ADDRESS_REQUIRED: 'Address is required',
    PASSWORD_REQUIRED: 'Password is required',
    REPASSWORD_REQUIRED: 'Re-type password is required',
    BRAND_REQUIRED: 'Vehicle brand is required',
    MODEL_REQUIRED: 'Vehicle model is required',
    COLOR_REQUIRED: 'Vehicle color is required',
    PLATE_REQUIRED: 'Plate number is required',
    VEHICLE_TYPE_REQUIRED: 'Vehicle type is required',
    NOTE_TOO_LONG: 'The note may be at most 70 characters.',
  },
  {
    PASSWORD_TOO_LONG: 'Hanggang 128 character lang ang password.',
    PHONE_DIGITS: 'Ilagay ang 10 numero pagkatapos ng +63.',
    AGREE_TERMS: 'Basahin at sumang-ayon sa Terms and Conditions',
    NAME_REQUIRED: 'Kailangan ang buong pangalan',
    EMAIL_REQUIRED: 'Kailangan ang email',
    PHONE_REQUIRED: 'Kailangan ang phone number',
    BIRTHDAY_REQUIRED: 'Kailangan ang kaarawan',
    ADDRESS_REQUIRED: 'Kailangan ang address',
    PASSWORD_REQUIRED: 'Kailangan ang password',
    REPASSWORD_REQUIRED: 'Kailangang i-type ulit ang password',
    BRAND_REQUIRED: 'Kailangan ang brand ng sasakyan',
    MODEL_REQUIRED: 'Kailangan ang model ng sasakyan',
    COLOR_REQUIRED: 'Kailangan ang kulay ng sasakyan',
    PLATE_REQUIRED: 'Kailangan ang plate number',
    VEHICLE_TYPE_REQUIRED: 'Kailangan ang uri ng sasakyan',
    NOTE_TOO_LONG: 'Hanggang 70 character lang ang note.',
  },
);
