import { defineMessages } from '@/shared/i18n';
import { SHARED_CATALOGUES } from '@/shared/messages';
import { USER_ADMIN_MESSAGES } from '../modules/admin/users';
import { IDENTITY_CHANGE_MESSAGES } from '../modules/accounts/identity-change';
import { ACCOUNT_MESSAGES } from '../modules/accounts/service';
import { ATTENDANCE_MESSAGES } from '../modules/attendance/routes';
import { BOOKING_ERRORS } from '../modules/bookings/service';
import { LOOKUP_MESSAGES } from '../modules/accounts/lookup-messages';
import { CHAT_NOTIFICATION_MESSAGES } from '../modules/chat/notification-messages';
import { CHAT_MESSAGES } from '../modules/chat/service';
import { COUPON_MESSAGES } from '../modules/coupons/service';
import { WALK_IN_MESSAGES } from '../modules/bookings/walk-in';
import { limitServerMessages } from '../limits/messages';
import { GIFT_APPROVAL_MESSAGES } from '../modules/gift-certificates/approval';
import { MULTIPART_CATALOGUE } from '../modules/uploads/multipart';
import { REPLAY_MESSAGES } from '../replays';
import { LOCATION_MESSAGES } from '../modules/drivers/location-messages';

/**
 * Filipino for the texts the server answers people with. The English sides are the modules' own constants
 * (so a new constant without its Filipino fails the typecheck) or, for texts written inline in a module or
 * built from a value, the same English written here with `{placeholders}`.
 */
export const accountServerMessages = defineMessages(ACCOUNT_MESSAGES, {
  wrongLogin: 'Mali ang email/phone!',
  badCredentials: 'Mali ang email/phone o password na inilagay mo.',
  useGoogle: 'Mag-login gamit ang Google',
  blocked: 'Naka-block ang account mo. Kontakin ang BRP support.',
  tooManyLogins: 'Sobrang dami ng maling login. Subukan ulit pagkalipas ng 15 minuto.',
  tooManyLoginsWait: 'Sobrang dami ng maling login. Subukan ulit pagkalipas ng {wait}.',
  emailUsed: 'May account na ang email na ito',
  phoneUsed: 'May account na ang phone number na ito',
  fullName: 'Ilagay ang buong pangalan mo',
  invalidReferral: 'Mali ang referral code',
  passwordsDiffer: 'Hindi magkapareho ang password. Siguraduhing pareho ang dalawa.',
  commonPassword: 'Masyadong karaniwan ang password na ito. Pumili ng mas mahirap hulaan.',
  contextPassword:
    'Pangalan lang (BRP, Palawan, isang bayan o ang pangalan mo) na may numero ang password na ito. Pumili ng mas mahirap hulaan.',
  registered: 'Tapos na ang Registration!',
  otpNotVerified: 'I-verify muna ang phone number mo gamit ang OTP code.',
  missingUpload: 'Punan muna lahat at mag-upload ng profile picture bago magtuloy.',
  resetDone: 'Na-reset na ang password mo. Mag-log in ka na.',
  deleted: 'Na-delete na ang account mo',
  wrongPassword: 'Mali ang password na inilagay mo.',
  googleNotSetUp: 'Hindi pa naka-set up ang Google sign-in sa server na ito.',
  googleFailed: 'Hindi nag-work ang Google sign-in. Subukan ulit.',
  noGoogleAccount:
    'Walang account na naka-link sa Google account na ito. Mag-register muna bilang foreigner.',
});

const { noDrivers: _noDrivers, ...bookingErrorTexts } = BOOKING_ERRORS;
export const bookingServerMessages = defineMessages(bookingErrorTexts, {
  DRIVERS_CANNOT_BOOK: 'Hindi puwedeng mag-book ng ride ang mga driver.',
  EWALLET_NOT_ON_WEB: 'Hindi puwede ang e-wallet sa web booking.',
  CHOOSE_PAYMENT: 'Pumili ng paraan ng bayad.',
  IDEMPOTENCY_KEY_REQUIRED: 'Kailangan ng Idempotency-Key header na hanggang 100 characters.',
  IDEMPOTENCY_KEY_REUSED: 'Nagamit na ang Idempotency-Key na ito sa ibang booking request.',
  STILL_PROCESSING: 'Pinoproseso pa ang booking request na ito. Subukan ulit.',
  ACTIVE_BOOKING: 'May booking ka pang hindi tapos.',
  LUGGAGE_NOT_OFFERED: 'Sa tricycle at kotse lang puwede ang bagahe.',
  CANNOT_CANCEL: 'Hindi na puwedeng i-cancel ang booking na ito.',
  CANCELLED: 'Na-cancel na ang booking mo.',
  SHARE_LINK_EXPIRED: 'Expired na ang link ng shared trip na ito.',
  NO_ROUTE_YET: 'Wala pang rutang maipapakita para sa biyaheng ito.',
  NOT_FOUND: 'Hindi makita ang booking.',
  DRIVERS_AVAILABLE: 'May mga bakanteng driver malapit sa iyo.',
});

export const chatServerMessages = defineMessages(CHAT_MESSAGES, {
  NOT_FOUND: 'Hindi makita ang booking.',
  BLANK: 'Mag-type ng message.',
  CLOSED: 'Sarado na ang chat na ito dahil tapos na ang booking.',
});

export const couponServerMessages = defineMessages(COUPON_MESSAGES, {
  EMPTY: 'Ilagay ang coupon code.',
  INVALID: 'Mali ang coupon code.',
  EXPIRED: 'Expired na ang coupon na ito.',
  USED_UP: 'Naubos na ang gamit ng coupon na ito.',
});

/** Texts written inline in the modules, plugins and schemas (ajv-errors), and those built from a value. */
export const otherServerMessages = defineMessages(
  {
    noDrivers: 'No available {vehicle} drivers near you right now. Please try again in a few minutes.',
    otpSent: 'OTP code sent',
    otpExisting: 'An existing OTP code was already sent. Try again later after {seconds}s',
    cannotMove: 'This booking is {from} and cannot become {to} now.',
    driverTaken: 'This booking was already taken by another driver.',
    driverCancelled: 'This booking was cancelled.',
    driverNotForYou: 'This booking is not available to you.',
    driverBusy: 'Finish your current trip before accepting another booking.',
    driverNoProfile: 'Only drivers with a vehicle profile can take bookings.',
    driverDeclined: 'Offer declined.',
    driverNotApproved: 'Your driver account is not approved yet.',
    driverNeedsService: 'Please choose at least one service to go online.',
    driverNeedsLocation: 'Your location is needed to go online. Please allow location access.',
    driverOffline: 'You are offline. Go online to share your location.',
    driverNotFound: 'Driver not found.',
    driverProfileNotFound: 'Driver profile not found.',
    appUpdateAvailable: 'A new version of {app} is available.',
    appUpdateLatest: 'You are using the latest version of {app}.',
    addressLimit: 'You can save up to {n} addresses.',
    addressReserved: 'You already saved a {name} address. Edit it instead.',
    addressNotFound: 'Address not found.',
    addressName: 'Please give the address a name of at most 60 characters.',
    addressOnMap: 'Please set the address on the map.',
    addressInPhilippines: 'Saved addresses are in the Philippines.',
    pointNotValid: 'The {label} point is not valid.',
    vehicleNotInArea: 'This vehicle type is not available in your area.',
    outsideZones: 'Sorry, we do not serve this place yet. Our service areas: {zones}.',
    chooseVehicle: 'Please choose a vehicle.',
    setBothPoints: 'Please set the pickup and the destination.',
    setBothPointsAlt: 'Please set both the pickup and the destination.',
    tipRange: 'The tip must be a whole amount from ₱1 to ₱1,000.',
    statusSteps: 'The status must be arrived, enroute or delivered.',
    passwordRequired: 'Password is required!',
    passwordMin: 'Password must be at least 8 characters',
    passwordsShort: 'Passwords should contain 8 characters.',
    chooseFile: 'Please choose a file to upload.',
    fileTooLarge: 'The file is too large. The limit is 5 MB.',
    unknownUploadKind: 'Unknown upload kind.',
    mapsUnavailable: 'Maps are not available right now. Please try again in a moment.',
    mapViewInvalid: 'The map view is not valid.',
    signedOut: 'Signed out',
    logInFirst: 'Please log in first.',
    notAllowed: 'You are not allowed to do this.',
    notFound: 'Not found.',
    tooManyAttempts: 'Too many attempts. Please try again later.',
    serverError: 'Something went wrong on our side. Please try again.',
  },
  {
    noDrivers:
      'Walang bakanteng {vehicle} driver malapit sa iyo ngayon. Subukan ulit pagkalipas ng ilang minuto.',
    otpSent: 'Naipadala na ang OTP code',
    otpExisting: 'May OTP code nang naipadala. Subukan ulit pagkalipas ng {seconds}s',
    cannotMove: 'Ang booking na ito ay {from} at hindi pa puwedeng gawing {to} ngayon.',
    driverTaken: 'Nakuha na ng ibang driver ang booking na ito.',
    driverCancelled: 'Na-cancel ang booking na ito.',
    driverNotForYou: 'Hindi para sa iyo ang booking na ito.',
    driverBusy: 'Tapusin muna ang kasalukuyang biyahe bago tumanggap ng panibagong booking.',
    driverNoProfile: 'Mga driver lang na may vehicle profile ang puwedeng tumanggap ng booking.',
    driverDeclined: 'Tinanggihan ang offer.',
    driverNotApproved: 'Hindi pa aprubado ang driver account mo.',
    driverNeedsService: 'Pumili ng kahit isang serbisyo para mag-online.',
    driverNeedsLocation: 'Kailangan ang location mo para mag-online. Paki-allow ang location access.',
    driverOffline: 'Offline ka. Mag-online para ma-share ang location mo.',
    driverNotFound: 'Hindi makita ang driver.',
    driverProfileNotFound: 'Hindi makita ang profile ng driver.',
    appUpdateAvailable: 'May bagong version ng {app}.',
    appUpdateLatest: 'Pinakabagong version na ng {app} ang gamit mo.',
    addressLimit: 'Hanggang {n} address lang ang puwedeng i-save.',
    addressReserved: 'May naka-save ka nang {name} address. I-edit mo na lang iyon.',
    addressNotFound: 'Hindi makita ang address.',
    addressName: 'Bigyan ng pangalan ang address, hanggang 60 characters.',
    addressOnMap: 'Ilagay ang address sa mapa.',
    addressInPhilippines: 'Sa Pilipinas lang ang mga naka-save na address.',
    pointNotValid: 'Hindi valid ang {label} point.',
    vehicleNotInArea: 'Wala pang ganitong sasakyan sa lugar mo.',
    outsideZones: 'Pasensya, wala pa kaming serbisyo sa lugar na ito. Ang mga lugar namin: {zones}.',
    chooseVehicle: 'Pumili ng sasakyan.',
    setBothPoints: 'Ilagay ang sunduan at ang pupuntahan.',
    setBothPointsAlt: 'Ilagay pareho ang sunduan at ang pupuntahan.',
    tipRange: 'Dapat buong halaga mula ₱1 hanggang ₱1,000 ang tip.',
    statusSteps: 'Dapat arrived, enroute o delivered ang status.',
    passwordRequired: 'Kailangan ang password!',
    passwordMin: 'Dapat 8 characters man lang ang password',
    passwordsShort: 'Dapat may 8 characters ang password.',
    chooseFile: 'Pumili ng file na ia-upload.',
    fileTooLarge: 'Masyadong malaki ang file. Hanggang 5 MB lang.',
    unknownUploadKind: 'Hindi kilalang klase ng upload.',
    mapsUnavailable: 'Hindi available ang mapa ngayon. Subukan ulit mamaya.',
    mapViewInvalid: 'Hindi valid ang map view.',
    signedOut: 'Naka-log out ka na',
    logInFirst: 'Mag-log in ka muna.',
    notAllowed: 'Hindi ka puwedeng gumawa nito.',
    notFound: 'Hindi makita.',
    tooManyAttempts: 'Sobrang daming subok. Subukan ulit mamaya.',
    serverError: 'May nagka-problema sa amin. Subukan ulit.',
  },
);

export const identityChangeServerMessages = defineMessages(IDENTITY_CHANGE_MESSAGES, {
  sent: 'Nagpadala kami ng code sa bagong phone o email. Ilagay ito dito para matapos ang pagpalit.',
  same: 'Ito na mismo ang phone o email ng account mo.',
  phoneUsed: 'May account na ang phone number na ito',
  emailUsed: 'May account na ang email na ito',
  wait: 'Kapapadala lang ng code. Subukan ulit pagkalipas ng {seconds}s.',
  tooMany: 'Sobrang dami ng hiling na magpalit ngayong araw. Subukan ulit bukas.',
  nothingPending: 'Walang pagpalit na naghihintay ng code. Humingi muna ng bagong code.',
  expired: 'Expired na ang code na ito. Humingi ng bago.',
  wrongCode: 'Mali ang code. Tingnan ulit ang message at subukan ulit.',
  changed: 'Napalitan na ang phone o email mo.',
  sendFailed: 'Hindi maipadala ang code. Tingnan ang phone o email at subukan ulit.',
});

export const userAdminServerMessages = defineMessages(USER_ADMIN_MESSAGES, {
  identityOfPeer:
    'Hindi mo puwedeng palitan ang phone o email ng account na kapareho o mas mataas ang access kaysa sa iyo.',
  identityOfStaff:
    'Admin lang ang puwedeng magpalit ng phone o email ng staff account; puwedeng humiling sa admin ang may-ari nito.',
  identityOfSelf:
    'Para palitan ang sarili mong phone o email, pumunta sa My account: may code na ipapadala sa bagong phone o email para i-confirm ito.',
  blockSelf: 'Hindi mo puwedeng i-block ang sarili mong account.',
  removeOwnAdmin: 'Hindi mo puwedeng tanggalin ang sarili mong admin role.',
  blockAdmin: 'Admin lang ang puwedeng mag-block o mag-unblock ng admin account.',
});

export const walkInServerMessages = defineMessages(WALK_IN_MESSAGES, {
  NO_PROFILE: 'Ang mga driver lang na may vehicle profile ang puwedeng mag-record ng walk-in na biyahe.',
  NOT_APPROVED: 'Hindi pa approved ang driver account mo.',
  NO_LOCATION:
    'Kailangan ang location mo para mag-record ng walk-in na biyahe. Pakibuksan ang location access.',
  BUSY: 'Tapusin muna ang kasalukuyang biyahe bago mag-record ng walk-in.',
  CONTACT_GONE: 'Hindi na puwedeng gawing walk-in na biyahe ang contact na ito.',
});

const {
  overRoleCap: _overRoleCap,
  notPrintable: _notPrintable,
  ...giftApprovalTexts
} = GIFT_APPROVAL_MESSAGES;
export const giftApprovalServerMessages = defineMessages(
  {
    ...giftApprovalTexts,
    overRoleCap: 'Your role can create gift certificates worth at most {cap} each.',
    notPrintableRejected: 'This batch was not approved and cannot be printed.',
    notPrintablePending:
      "This batch is waiting for a second staff member's approval and cannot be printed yet.",
  },
  {
    ownBatch: 'Ibang staff ang dapat magpasya sa batch na ito: ikaw ang gumawa nito.',
    notPending: 'Ang batch lang na naghihintay ng approval ang puwedeng i-approve o i-reject.',
    onlyDecision: 'Piliin ang Approved o Rejected para sa batch na naghihintay ng approval.',
    creatorCannotClaim: 'Ikaw ang gumawa ng gift certificate na ito, kaya hindi mo ito puwedeng i-claim.',
    staffCannotClaim: 'Hindi puwedeng mag-claim ng gift certificate ang staff na puwedeng gumawa nito.',
    pending:
      'Naghihintay pa ng approval ng ibang staff ang gift certificate na ito at hindi pa puwedeng i-claim.',
    rejected: 'Hindi na-approve ang gift certificate na ito at hindi puwedeng i-claim.',
    overRoleCap: 'Ang role mo ay puwedeng gumawa ng gift certificate na hanggang {cap} lang bawat isa.',
    notPrintableRejected: 'Hindi na-approve ang batch na ito at hindi puwedeng i-print.',
    notPrintablePending:
      'Naghihintay pa ng approval ng ibang staff ang batch na ito at hindi pa puwedeng i-print.',
  },
);
export const lookupServerMessages = defineMessages(LOOKUP_MESSAGES, {
  userNotFound: 'Hindi makita ang user.',
  phoneAvailable: 'Puwedeng gamitin ang number na ito sa bagong account.',
});

export const chatNotificationServerMessages = defineMessages(CHAT_NOTIFICATION_MESSAGES, {
  SENT: 'Naipadala ang notification.',
  NOT_SENDER: 'Puwede ka lang magpadala ng notification bilang ikaw.',
  NOT_PEER: 'Dapat sa kausap mo sa booking na ito mapunta ang notification.',
});

/** Server catalogues first (their wording wins), then the shared ones the screens also use. */
export const replayServerMessages = defineMessages(REPLAY_MESSAGES, {
  KEY_INVALID: 'Ang Idempotency-Key header ay dapat 1 hanggang 100 nakikitang character.',
  KEY_REUSED: 'Nagamit na ang Idempotency-Key na ito sa ibang aksyon.',
  STILL_PROCESSING: 'Pinoproseso pa ang aksyong ito. Subukan ulit maya-maya.',
});

export const locationServerMessages = defineMessages(LOCATION_MESSAGES, {
  RECORDED_IN_FUTURE: 'Nasa hinaharap ang recorded_at. Tingnan ang orasan ng phone.',
  RECORDED_TOO_OLD: 'Mahigit 30 minuto na ang recorded_at: masyadong luma na ang posisyong ito.',
});

export const SERVER_CATALOGUES = [
  replayServerMessages,
  locationServerMessages,
  accountServerMessages,
  bookingServerMessages,
  chatServerMessages,
  chatNotificationServerMessages,
  lookupServerMessages,
  couponServerMessages,
  identityChangeServerMessages,
  userAdminServerMessages,
  walkInServerMessages,
  limitServerMessages,
  giftApprovalServerMessages,
  otherServerMessages,
  ATTENDANCE_MESSAGES,
  MULTIPART_CATALOGUE,
  ...SHARED_CATALOGUES,
];
