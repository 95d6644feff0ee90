/**
 * The texts people read, word for word as the spec quotes them (spelling slips included, since screens and
 * tests look for these exact strings), as catalogues with their Filipino side. Screens translate with
 * `useMessages(homeMessages)`; the `*_MESSAGES` objects are the English sides (texts with a placeholder are
 * functions) for code that speaks English only, such as the server before it translates its answers.
 */
import { DRIVER_NOTE_MAX, PASSWORD_MAX } from '@config/constants';
import { defineMessages, translate } from './i18n';

// The texts of every app's shell and of the public home page live in site-messages.ts, so the home page loads
// only those catalogues; they belong to this list all the same.
import { GENERIC_MESSAGES, genericMessages, HOME_MESSAGES, homeMessages } from './site-messages';

export { GENERIC_MESSAGES, genericMessages, HOME_MESSAGES, homeMessages };

export const bookingMessages = defineMessages(
  {
    SEARCHING: 'Searching... Please wait...',
    SET_PICKUP_PIN: 'Set the pickup pin',
    SET_DROPOFF_PIN: 'Set the drop-off pin',
    REMOVE_WEB_FEE: 'Remove web fee',
    BOOK_NOW: 'Book Now',
    PROCEED: 'Proceed',
    SELECT_PAYMENT_METHOD: 'Select Payment Method',
    TIP_YOUR_DRIVER: 'Tip your driver',
    GO_BACK_CONFIRM: 'Do you want to go back?',
    CURRENT_LOCATION_AS_PICKUP: 'Set Current Location as Pickup?',
    CURRENT_LOCATION_YES: 'Yes, please',
    CURRENT_LOCATION_NO: "No, I'll do it manually",
    PAY_USING_CASH: 'Pay using cash instead',
    WEB_FEE_PITCH: 'Say goodbye to web fees by installing our app',
    continueWithWebFee: 'Continue with {currency}{fee} web fee',
    BOOKING_TITLE: 'Booking...',
    BOOKING_TEXT: 'Please wait while we process your booking.',
    COUPON_VALID: 'Coupon is valid',
    AVAILABILITY_CHECK_FAILED: 'An error occurred while checking for available drivers.',
    DRIVER_AVAILABILITY: 'Driver Availability',
    BOOKING_ERROR: 'Booking Error',
    UNKNOWN_BOOKING_ERROR: 'An unknown error occurred while booking your ride.',
    RIDE_SAFELY: 'Ride Safely',
    WAIT_PATIENTLY: 'Wait patiently',
    CHAT_PREVIEW: 'Chat Preview',
    NEW_CHAT_MESSAGE: 'New Chat Message',
  },
  {
    SEARCHING: 'Naghahanap... Sandali lang...',
    SET_PICKUP_PIN: 'Ilagay ang pin ng sundo',
    SET_DROPOFF_PIN: 'Ilagay ang pin ng babaan',
    REMOVE_WEB_FEE: 'Alisin ang web fee',
    BOOK_NOW: 'I-book Na',
    PROCEED: 'Tuloy',
    SELECT_PAYMENT_METHOD: 'Pumili ng Paraan ng Bayad',
    TIP_YOUR_DRIVER: 'Bigyan ng tip ang driver mo',
    GO_BACK_CONFIRM: 'Gusto mo bang bumalik?',
    CURRENT_LOCATION_AS_PICKUP: 'Gawing sunduan ang kinaroroonan mo ngayon?',
    CURRENT_LOCATION_YES: 'Oo, sige',
    CURRENT_LOCATION_NO: 'Hindi, ako na lang maglalagay',
    PAY_USING_CASH: 'Cash na lang ang ibabayad ko',
    WEB_FEE_PITCH: 'Wala nang web fee kapag in-install mo ang app namin',
    continueWithWebFee: 'Ituloy nang may {currency}{fee} na web fee',
    BOOKING_TITLE: 'Bina-book...',
    BOOKING_TEXT: 'Sandali lang, pinoproseso namin ang booking mo.',
    COUPON_VALID: 'Valid ang coupon',
    AVAILABILITY_CHECK_FAILED: 'Nagka-error habang naghahanap ng bakanteng driver.',
    DRIVER_AVAILABILITY: 'Bakanteng Driver',
    BOOKING_ERROR: 'Error sa Booking',
    UNKNOWN_BOOKING_ERROR: 'May hindi malamang error habang bina-book ang ride mo.',
    RIDE_SAFELY: 'Ingat sa Biyahe',
    WAIT_PATIENTLY: 'Maghintay lang po',
    CHAT_PREVIEW: 'Silip sa Chat',
    NEW_CHAT_MESSAGE: 'Bagong Chat Message',
  },
);
export const BOOKING_MESSAGES = {
  ...bookingMessages.en,
  continueWithWebFee: (currency: string, fee: string) =>
    translate(bookingMessages, 'en', 'continueWithWebFee', { currency, fee }),
};

export const addressMessages = defineMessages(
  {
    NEW_ADDRESS: 'New Address',
    EDIT_ADDRESS: 'Edit Address',
    SAVE_FAILED: 'Something went wrong while saving the delivery address!',
    FETCH_FAILED: 'Something went wrong while fetching the delivery addresses!',
    FETCH_FAILED_RETRY: 'Failed to fetch delivery addresses. Please try again later.',
    UPDATE_FAILED: 'Failed to update delivery address. Please try again later.',
    DELETE_FAILED: 'There was a problem deleting the address.',
    typeNotFound: 'Address type {type} not found.',
    CREATED: 'Delivery address created successfully.',
    UPDATED: 'Delivery address updated successfully.',
    DELETED: 'Address has been deleted.',
    DELETE_CONFIRM: 'Are you sure you want to delete this address?',
  },
  {
    NEW_ADDRESS: 'Bagong Address',
    EDIT_ADDRESS: 'I-edit ang Address',
    SAVE_FAILED: 'Nagka-problema sa pag-save ng delivery address!',
    FETCH_FAILED: 'Nagka-problema sa pagkuha ng mga delivery address!',
    FETCH_FAILED_RETRY: 'Hindi makuha ang mga delivery address. Subukan ulit mamaya.',
    UPDATE_FAILED: 'Hindi ma-update ang delivery address. Subukan ulit mamaya.',
    DELETE_FAILED: 'Nagka-problema sa pag-delete ng address.',
    typeNotFound: 'Walang address type na {type}.',
    CREATED: 'Na-save na ang delivery address.',
    UPDATED: 'Na-update na ang delivery address.',
    DELETED: 'Na-delete na ang address.',
    DELETE_CONFIRM: 'Sigurado ka bang ide-delete mo ang address na ito?',
  },
);
export const ADDRESS_MESSAGES = {
  ...addressMessages.en,
  typeNotFound: (type: string) => translate(addressMessages, 'en', 'typeNotFound', { type }),
};

export const cancelMessages = defineMessages(
  {
    LOGIN_FIRST: 'You need to log in first to cancel your booking.',
    OTHER_REASON: 'Other reason',
    INVALID_REASON: 'Please enter a valid reason',
    TRIP_CANCELLED: 'Trip Cancelled',
  },
  {
    LOGIN_FIRST: 'Mag-log in ka muna para ma-cancel ang booking mo.',
    OTHER_REASON: 'Ibang dahilan',
    INVALID_REASON: 'Maglagay ng tamang dahilan',
    TRIP_CANCELLED: 'Na-cancel ang Biyahe',
  },
);
export const CANCEL_MESSAGES = cancelMessages.en;

export const pricingMessages = defineMessages(
  { fetchError: 'Error fetching pricing: {error}' },
  { fetchError: 'Hindi makuha ang presyo: {error}' },
);
export const PRICING_MESSAGES = {
  fetchError: (error: string) => translate(pricingMessages, 'en', 'fetchError', { error }),
};

export const registrationMessages = defineMessages(
  {
    CHOOSE_LOCAL_OR_FOREIGN: 'Please specify if your a local or foreign.',
    FILL_ALL_AND_PHOTO: 'Please fill in all fields and upload a profile image before proceeding.',
    FILL_ALL_AND_PASSPORT: 'Please fill in all fields and upload a passport image before proceeding.',
    FILL_ALL_AND_VISA: 'Please fill in all fields and upload a tourist visa image before proceeding.',
    FILL_ALL: 'Please fill in all fields before proceeding.',
    PHONE_TOO_SHORT: 'Phone number must be at least 11 digits long.',
    PHONE_NOT_PHILIPPINE: 'Enter a Philippine mobile number: 09 or +639, then 9 digits (like 09171234567).',
    FULL_NAME: 'Please enter your full name',
    FILL_BOTH_PASSWORDS: 'Please fill in both password fields before proceeding.',
    PASSWORDS_DIFFER: 'Passwords do not match. Please ensure both passwords are the same.',
    PASSWORD_TOO_SHORT: 'Passwords should contain 8 characters.',
    TERMS_TITLE: 'Please Read and Agree The Terms and Conditions',
    TERMS_REQUIRED: 'You must agree to the terms and conditions before proceeding.',
    CHECK_CREDENTIALS: 'Check Credentials',
    EMAIL_TAKEN: 'Email already associated with an account',
    PHONE_TAKEN: 'Phone already associated with an account',
    EMAIL_INVALID: 'The email must be a valid email address.',
    INVALID_REFERRAL: 'Invalid referral code',
    SUCCESS: 'Registration Successful!',
    HAVE_ACCOUNT: 'Already have an account? Login Now',
  },
  {
    CHOOSE_LOCAL_OR_FOREIGN: 'Pakisabi kung local ka o foreigner.',
    FILL_ALL_AND_PHOTO: 'Punan muna lahat at mag-upload ng profile picture bago magtuloy.',
    FILL_ALL_AND_PASSPORT: 'Punan muna lahat at mag-upload ng litrato ng passport bago magtuloy.',
    FILL_ALL_AND_VISA: 'Punan muna lahat at mag-upload ng litrato ng tourist visa bago magtuloy.',
    FILL_ALL: 'Punan muna lahat bago magtuloy.',
    PHONE_TOO_SHORT: 'Dapat 11 digits man lang ang phone number.',
    PHONE_NOT_PHILIPPINE:
      'Maglagay ng Philippine mobile number: 09 o +639, tapos 9 digits (halimbawa 09171234567).',
    FULL_NAME: 'Ilagay ang buong pangalan mo',
    FILL_BOTH_PASSWORDS: 'Punan muna ang dalawang password bago magtuloy.',
    PASSWORDS_DIFFER: 'Hindi magkapareho ang password. Siguraduhing pareho ang dalawa.',
    PASSWORD_TOO_SHORT: 'Dapat may 8 characters ang password.',
    TERMS_TITLE: 'Basahin at Sumang-ayon sa Terms and Conditions',
    TERMS_REQUIRED: 'Kailangan mo munang sumang-ayon sa terms and conditions bago magtuloy.',
    CHECK_CREDENTIALS: 'Suriin ang Detalye',
    EMAIL_TAKEN: 'May account na ang email na ito',
    PHONE_TAKEN: 'May account na ang phone number na ito',
    EMAIL_INVALID: 'Dapat tamang email address ang ilagay.',
    INVALID_REFERRAL: 'Mali ang referral code',
    SUCCESS: 'Tapos na ang Registration!',
    HAVE_ACCOUNT: 'May account ka na? Mag-login Na',
  },
);
export const REGISTRATION_MESSAGES = registrationMessages.en;

export const otpMessages = defineMessages(
  {
    SEND_CODE: 'Send OTP Code',
    RESEND: 'Resend',
    SEND_FAILED: 'OTP failed to send to provided phone number',
    RESTRICTED:
      'This device or phone number is temporarily restricted from receiving SMS OTP codes for 1 day. Please try again tomorrow.',
    alreadySent: 'An existing OTP code was already sent. Try again later after {seconds}s',
    VERIFIED: 'OTP verification successful',
    EXPIRED: 'OTP already expired!',
    INVALID: 'Invalid OTP!',
  },
  {
    SEND_CODE: 'I-send ang OTP Code',
    RESEND: 'I-send Ulit',
    SEND_FAILED: 'Hindi ma-send ang OTP sa phone number na binigay mo',
    RESTRICTED:
      'Pansamantalang hindi makakatanggap ng SMS OTP ang device o phone number na ito sa loob ng 1 araw. Subukan ulit bukas.',
    alreadySent: 'May OTP code nang naipadala. Subukan ulit pagkalipas ng {seconds}s',
    VERIFIED: 'Na-verify na ang OTP',
    EXPIRED: 'Expired na ang OTP!',
    INVALID: 'Mali ang OTP!',
  },
);
export const OTP_MESSAGES = {
  ...otpMessages.en,
  alreadySent: (seconds: number) => translate(otpMessages, 'en', 'alreadySent', { seconds }),
};

export const loginMessages = defineMessages(
  {
    WRONG_IDENTIFIER: 'Wrong email/phone!',
    USE_GOOGLE: 'Please login using Google',
    USE_FOREIGNER_LOGIN: 'When logging into Gmail, use the log in as a foreigner option.',
    PASSWORD_TOO_SHORT: 'Password must be at least 8 characters',
    PASSWORD_TOO_LONG: 'Password must not exceed 50 characters',
  },
  {
    WRONG_IDENTIFIER: 'Mali ang email/phone!',
    USE_GOOGLE: 'Mag-login gamit ang Google',
    USE_FOREIGNER_LOGIN: 'Kung Gmail ang gamit mo, piliin ang "log in as a foreigner".',
    PASSWORD_TOO_SHORT: 'Dapat 8 characters man lang ang password',
    PASSWORD_TOO_LONG: 'Hanggang 50 characters lang ang password',
  },
);
export const LOGIN_MESSAGES = loginMessages.en;

/** The server's "use Google" answer is reworded so a foreign visitor knows which button to press. */
export function loginErrorText(serverMessage: string): string {
  if (serverMessage === loginMessages.fil.USE_GOOGLE) return loginMessages.fil.USE_FOREIGNER_LOGIN;
  return serverMessage === LOGIN_MESSAGES.USE_GOOGLE ? LOGIN_MESSAGES.USE_FOREIGNER_LOGIN : serverMessage;
}

export const publicPageMessages = defineMessages(
  {
    QR_TEXT_REQUIRED: 'Please enter some text to generate a QR code',
    COPY_REFERRAL_CODE: 'Copy referral code',
    INVALID_REFERRAL_LINK: 'This referral code is invalid!',
    NO_LEADERBOARD_DATA: 'No leaderboard data available',
  },
  {
    QR_TEXT_REQUIRED: 'Maglagay ng text para makagawa ng QR code',
    COPY_REFERRAL_CODE: 'I-copy ang referral code',
    INVALID_REFERRAL_LINK: 'Hindi valid ang referral code na ito!',
    NO_LEADERBOARD_DATA: 'Wala pang laman ang leaderboard',
  },
);
export const PUBLIC_PAGE_MESSAGES = publicPageMessages.en;

export const idGeneratorMessages = defineMessages(
  {
    CONTACT_PERSON_REQUIRED: 'Emergency Contact Person is required!',
    CONTACT_NUMBER_REQUIRED: 'Emergency Contact Number is required!',
    CONTACT_NUMBER_INVALID: 'Emergency Contact Number is invalid!',
    BLOOD_TYPE_REQUIRED: 'Blood Type is required!',
    QR_TYPE_REQUIRED: 'QR Type is required!',
    GCASH_QR_REQUIRED: 'GCash QR Code is required!',
    QR_NOT_DETECTED: 'QR Code not detected!',
    WAIT_FOR_IMAGES: 'Please wait for all the images to load!',
    NO_REASON: 'No reason provided',
    DRIVERS_ONLY: 'Only BRP Drivers can generate an ID here!',
  },
  {
    CONTACT_PERSON_REQUIRED: 'Kailangan ang Emergency Contact Person!',
    CONTACT_NUMBER_REQUIRED: 'Kailangan ang Emergency Contact Number!',
    CONTACT_NUMBER_INVALID: 'Mali ang Emergency Contact Number!',
    BLOOD_TYPE_REQUIRED: 'Kailangan ang Blood Type!',
    QR_TYPE_REQUIRED: 'Kailangan ang QR Type!',
    GCASH_QR_REQUIRED: 'Kailangan ang GCash QR Code!',
    QR_NOT_DETECTED: 'Walang nakitang QR Code!',
    WAIT_FOR_IMAGES: 'Hintayin munang mag-load lahat ng litrato!',
    NO_REASON: 'Walang binigay na dahilan',
    DRIVERS_ONLY: 'BRP Driver lang ang puwedeng gumawa ng ID dito!',
  },
);
export const ID_GENERATOR_MESSAGES = idGeneratorMessages.en;

export const driverSignUpMessages = defineMessages(
  {
    TITLE: 'Become a Driver',
    BRANCH_REQUIRED: 'Branch is Required',
    VEHICLE_PHOTO_REQUIRED: 'A photo of your vehicle is required',
    DRIVER_LICENSE_REQUIRED: 'A copy of your driver’s license is required',
    VEHICLE_PAPERS_REQUIRED: 'A copy of your vehicle papers is required',
    FACE_IMAGE_REQUIRED: 'Face Image is Required',
    PASSWORDS_DIFFER: 'Re-type password must be the same in password',
    SERVICE_REQUIRED: 'Choose at least one booking service',
    COLOR_CODE_REQUIRED: 'Choose your tricycle’s color code',
    SUCCESS: 'Driver registered successfully!',
    FAILED: 'An error occurred while registering the driver.',
  },
  {
    TITLE: 'Maging Driver',
    BRANCH_REQUIRED: 'Kailangan ang Branch',
    VEHICLE_PHOTO_REQUIRED: 'Kailangan ang litrato ng iyong sasakyan',
    DRIVER_LICENSE_REQUIRED: 'Kailangan ang kopya ng iyong driver’s license',
    VEHICLE_PAPERS_REQUIRED: 'Kailangan ang kopya ng papeles ng iyong sasakyan',
    FACE_IMAGE_REQUIRED: 'Kailangan ang litrato ng mukha',
    PASSWORDS_DIFFER: 'Dapat pareho ang password at ang inulit na password',
    SERVICE_REQUIRED: 'Pumili ng kahit isang booking service',
    COLOR_CODE_REQUIRED: 'Piliin ang color code ng iyong tricycle',
    SUCCESS: 'Nai-register na ang driver!',
    FAILED: 'Nagka-error habang nire-register ang driver.',
  },
);
export const DRIVER_SIGN_UP_MESSAGES = driverSignUpMessages.en;

export const rewardsMessages = defineMessages(
  {
    bookingPointsToGo: 'Earn {points} more booking points to earn a reward',
    TIME_RESTRICTION: 'Time Restriction',
    WEEKLY_WINDOW: 'Reward can only be claimed between 8 PM and 11:59 PM on Sunday.',
    WEEKLY_ALREADY_CLAIMED: 'You have already claimed your weekly reward.',
    MONTHLY_WINDOW: 'Reward can only be claimed between 8 PM and 11:59 PM on the last day of the month',
    MONTHLY_ALREADY_CLAIMED: 'You have already claimed your monthly reward.',
    FAILED_BOOKING_TITLE: 'Bonus Ride',
    STANDBY_PASSENGER: 'Standby Passenger',
    PICK_TIME: 'Pick Time',
  },
  {
    bookingPointsToGo: '{points} booking points na lang at may reward ka na',
    TIME_RESTRICTION: 'May Oras Lang',
    WEEKLY_WINDOW: 'Makukuha lang ang reward tuwing Linggo, mula 8 PM hanggang 11:59 PM.',
    WEEKLY_ALREADY_CLAIMED: 'Nakuha mo na ang weekly reward mo.',
    MONTHLY_WINDOW: 'Makukuha lang ang reward sa huling araw ng buwan, mula 8 PM hanggang 11:59 PM',
    MONTHLY_ALREADY_CLAIMED: 'Nakuha mo na ang monthly reward mo.',
    FAILED_BOOKING_TITLE: 'Bonus Ride',
    STANDBY_PASSENGER: 'Pasaherong Naghihintay',
    PICK_TIME: 'Oras ng Sundo',
  },
);
export const REWARDS_MESSAGES = {
  ...rewardsMessages.en,
  bookingPointsToGo: (points: number) => translate(rewardsMessages, 'en', 'bookingPointsToGo', { points }),
};

export const meetingMessages = defineMessages(
  {
    TITLE: 'General Meeting',
    COUNTDOWN: 'Choosing a schedule ends in:',
    ACCESS_RESTRICTED: 'You cannot access this page at the moment.',
    SCHEDULE_SET: 'Your schedule is set!',
    TIME_IN_AND_OUT_REQUIRED: 'Both Time In and Time Out are required',
    HAPPENING_NOW: 'Happening now',
    UPCOMING: 'Upcoming',
    PAST: 'Past',
  },
  {
    TITLE: 'General Meeting',
    COUNTDOWN: 'Matatapos ang pagpili ng schedule sa loob ng:',
    ACCESS_RESTRICTED: 'Hindi mo pa mabubuksan ang page na ito ngayon.',
    SCHEDULE_SET: 'Naka-set na ang schedule mo!',
    TIME_IN_AND_OUT_REQUIRED: 'Kailangan pareho ang Time In at Time Out',
    HAPPENING_NOW: 'Nangyayari ngayon',
    UPCOMING: 'Paparating',
    PAST: 'Tapos na',
  },
);
export const MEETING_MESSAGES = meetingMessages.en;

export const invoiceMessages = defineMessages(
  { NO_UNPAID: 'No unpaid invoices', ALL_PAID: 'All invoices paid', PAY_NOW: 'Pay now' },
  {
    NO_UNPAID: 'Walang hindi pa bayad na invoice',
    ALL_PAID: 'Bayad na lahat ng invoice',
    PAY_NOW: 'Magbayad na',
  },
);
export const INVOICE_MESSAGES = invoiceMessages.en;

export const partnerMessages = defineMessages(
  {
    UPDATED: 'Partner updated!',
    SAVE_FAILED: 'Failed to save partner.',
    SAVE_CHANGES_FAILED: 'Failed to save changes',
  },
  {
    UPDATED: 'Na-update na ang partner!',
    SAVE_FAILED: 'Hindi ma-save ang partner.',
    SAVE_CHANGES_FAILED: 'Hindi ma-save ang mga binago',
  },
);
export const PARTNER_MESSAGES = partnerMessages.en;

export const giftCertificateMessages = defineMessages(
  {
    CONGRATULATIONS: 'Congratulations!',
    SUCCESS_MARKER: 'successfully',
    NOT_AUTHORIZED:
      'You are not authorized to access this page! Please make sure you are logged in as an Admin/BRP Partner Manager/Operations Head when visiting this page',
  },
  {
    CONGRATULATIONS: 'Congratulations!',
    SUCCESS_MARKER: 'successfully',
    NOT_AUTHORIZED:
      'Wala kang pahintulot na buksan ang page na ito! Siguraduhing naka-login ka bilang Admin/BRP Partner Manager/Operations Head',
  },
);
export const GIFT_CERTIFICATE_MESSAGES = giftCertificateMessages.en;

export const deleteAccountMessages = defineMessages(
  {
    PASSWORD_REQUIRED: 'Password is required!',
    FAILED_TITLE: 'An error has occurred',
    DELETED: 'Your account was successfully deleted',
    ACCOUNT_FETCH_FAILED: 'An error occurred while fetching your account details!',
  },
  {
    PASSWORD_REQUIRED: 'Kailangan ang password!',
    FAILED_TITLE: 'Nagka-error',
    DELETED: 'Na-delete na ang account mo',
    ACCOUNT_FETCH_FAILED: 'Nagka-error habang kinukuha ang detalye ng account mo!',
  },
);
export const DELETE_ACCOUNT_MESSAGES = deleteAccountMessages.en;

export const deliveryEditMessages = defineMessages(
  {
    ADD_PRODUCTS: 'Add products',
    UPDATE_DETAILS: 'Update Details',
    STARTS_AT: 'starts at',
    REQUIRED: 'Required',
    FREE: 'Free',
    REQUIRED_OPTION_MISSING: 'You must select a required before proceeding',
    selectUpTo: 'Select up to {n}',
    addToCart: 'Add to cart ({quantity})',
    FETCH_FAILED: 'Error fetching order details',
    EDIT_FAILED: 'Error editing order',
  },
  {
    ADD_PRODUCTS: 'Magdagdag ng produkto',
    UPDATE_DETAILS: 'I-update ang Detalye',
    STARTS_AT: 'mula',
    REQUIRED: 'Kailangan',
    FREE: 'Libre',
    REQUIRED_OPTION_MISSING: 'Pumili muna ng kailangang option bago magtuloy',
    selectUpTo: 'Pumili ng hanggang {n}',
    addToCart: 'Idagdag sa cart ({quantity})',
    FETCH_FAILED: 'Hindi makuha ang detalye ng order',
    EDIT_FAILED: 'Hindi ma-edit ang order',
  },
);
export const DELIVERY_EDIT_MESSAGES = {
  ...deliveryEditMessages.en,
  selectUpTo: (n: number) => translate(deliveryEditMessages, 'en', 'selectUpTo', { n }),
  addToCart: (quantity: number) => translate(deliveryEditMessages, 'en', 'addToCart', { quantity }),
};

export const pautosMessages = defineMessages(
  { SET_ON_MAP: 'Set on map', LET_DRIVER_FIND: 'Let driver find', CANCEL_PAUTOS: 'Cancel Pautos' },
  {
    SET_ON_MAP: 'Ilagay sa mapa',
    LET_DRIVER_FIND: 'Si driver na ang hahanap',
    CANCEL_PAUTOS: 'I-cancel ang Pautos',
  },
);
export const PAUTOS_MESSAGES = pautosMessages.en;

/** "Cancelled" as riders say it, the same word on ride and order statuses. */
const RIDE_CANCELLED_FIL = 'NA-CANCEL';

/**
 * The ride status labels (see shared/status-labels): the spec's English, lower case but for CANCELLED; the
 * raw status codes that have no label of their own are their own English text.
 */
export const rideStatusLabelMessages = defineMessages(
  {
    CONNECTING: 'connecting...',
    PREPARING: 'preparing',
    ARRIVED: 'arrived',
    ONGOING: 'ongoing',
    ENROUTE: 'enroute',
    DELIVERED: 'delivered',
    PENDING: 'pending',
    CANCELLED: 'CANCELLED',
  },
  {
    CONNECTING: 'kumokonekta...',
    PREPARING: 'papunta na',
    ARRIVED: 'nandiyan na',
    ONGOING: 'nasa biyahe',
    ENROUTE: 'nasa biyahe',
    DELIVERED: 'tapos na',
    PENDING: 'naghihintay',
    CANCELLED: RIDE_CANCELLED_FIL,
  },
);
export type RideStatusKey = Extract<keyof typeof rideStatusLabelMessages.en, string>;

/**
 * The pautos and delivery order status labels (see shared/status-labels): the English side is the spec's word
 * for word, spelling slip and lower-case texts included; where the spec shows the raw status code, the code is
 * the English text. Filipino keeps the upper case of the English.
 */
export const orderStatusMessages = defineMessages(
  {
    CONNECTING: 'connecting...',
    SETTLING_BUDGET: 'SETTLING BUDGET',
    SETTLING_BUDGE: 'SETTLING BUDGET',
    SETTLING_PAYMENT: 'SETTLING PAYMENT',
    NO_BUDGET_SENT: 'NO BUDGET SENT',
    CHECKING_IDENTITY: 'CHECKING IDENTITY',
    GOING_TO_STORE: 'GOING TO STORE',
    STORE_UNAVAILABLE: 'STORE UNAVAILABLE',
    STORE_CLOSED: 'STORE CLOSED',
    AT_THE_STORE: 'AT THE STORE',
    PURCHASING: 'PURCHASING',
    PURCHASED: 'PURCHASED',
    PREPARING: 'PREPARING',
    READY_TO_PICKUP: 'READY TO PICKUP',
    PICKED_UP: 'PICKED UP',
    ONGOING: 'ONGOING',
    ARRIVED: 'ARRIVED',
    COMPLETED: 'DELIVERED',
    DELIVERED: 'delivered',
    CANCELLING: 'CANCELLING',
    CANCELLED: 'CANCELLED',
  },
  {
    CONNECTING: 'kumokonekta...',
    SETTLING_BUDGET: 'INAAYOS ANG BUDGET',
    SETTLING_BUDGE: 'INAAYOS ANG BUDGET',
    SETTLING_PAYMENT: 'INAAYOS ANG BAYAD',
    NO_BUDGET_SENT: 'WALANG NAIPADALANG BUDGET',
    CHECKING_IDENTITY: 'VINE-VERIFY ANG IDENTITY',
    GOING_TO_STORE: 'PAPUNTA SA TINDAHAN',
    STORE_UNAVAILABLE: 'HINDI MAGAMIT ANG TINDAHAN',
    STORE_CLOSED: 'SARADO ANG TINDAHAN',
    AT_THE_STORE: 'NASA TINDAHAN NA',
    PURCHASING: 'NAMIMILI NA',
    PURCHASED: 'NABILI NA',
    PREPARING: 'INIHAHANDA',
    READY_TO_PICKUP: 'HANDA NANG KUNIN',
    PICKED_UP: 'NAKUHA NA',
    ONGOING: 'INIHAHATID NA',
    ARRIVED: 'NAKARATING NA',
    COMPLETED: 'NAIHATID NA',
    DELIVERED: 'naihatid na',
    CANCELLING: 'KINA-CANCEL',
    CANCELLED: RIDE_CANCELLED_FIL,
  },
);
export type OrderStatusKey = Extract<keyof typeof orderStatusMessages.en, string>;

export const profileMessages = defineMessages(
  { SAVED_TITLE: 'Saved', SAVED: 'Saved!' },
  { SAVED_TITLE: 'Na-save', SAVED: 'Na-save!' },
);
export const PROFILE_MESSAGES = profileMessages.en;

export const driverActivityMessages = defineMessages(
  { OFFLINE: 'Offline', ONLINE: 'Online', HAS_ONGOING_BOOKING: 'Has ongoing booking', UNKNOWN: 'Unknown' },
  {
    OFFLINE: 'Offline',
    ONLINE: 'Online',
    HAS_ONGOING_BOOKING: 'May biyaheng ginagawa',
    UNKNOWN: 'Hindi alam',
  },
);
export const DRIVER_ACTIVITY_LABELS = driverActivityMessages.en;

/**
 * Check texts the rider and driver forms' schemas (schemas/account.ts, schemas/driver-application.ts,
 * schemas/profile.ts) write as their `errorMessage`, beside the spec's: the schemas take the English side from
 * here, and the forms, the console and the server's answers show the Filipino side to Filipino readers.
 */
export const formCheckMessages = defineMessages(
  {
    PASSWORD_TOO_LONG: `Passwords can be at most ${PASSWORD_MAX} characters long.`,
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
    NOTE_TOO_LONG: `The note may be at most ${DRIVER_NOTE_MAX} characters.`,
  },
  {
    PASSWORD_TOO_LONG: `Hanggang ${PASSWORD_MAX} character lang ang password.`,
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
    NOTE_TOO_LONG: `Hanggang ${DRIVER_NOTE_MAX} character lang ang note.`,
  },
);
export const FORM_CHECK_MESSAGES = formCheckMessages.en;

/** Every catalogue of this file, for the server's translation of its answers and the completeness test. */
export const SHARED_CATALOGUES = [
  genericMessages,
  homeMessages,
  bookingMessages,
  addressMessages,
  cancelMessages,
  pricingMessages,
  registrationMessages,
  otpMessages,
  loginMessages,
  publicPageMessages,
  idGeneratorMessages,
  driverSignUpMessages,
  rewardsMessages,
  meetingMessages,
  invoiceMessages,
  partnerMessages,
  giftCertificateMessages,
  deleteAccountMessages,
  deliveryEditMessages,
  pautosMessages,
  profileMessages,
  driverActivityMessages,
  orderStatusMessages,
  rideStatusLabelMessages,
  formCheckMessages,
];
