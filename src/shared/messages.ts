/**
 * The texts people read, word for word as the spec quotes them (spelling slips included, since screens and
 * tests look for these exact strings). Texts with a placeholder are functions.
 */

export const GENERIC_MESSAGES = {
  AN_ERROR_OCCURRED: 'An error occurred',
  AN_ERROR_OCCURRED_BANG: 'An error occurred!',
  AN_ERROR_HAS_OCCURRED: 'An error has occurred',
  UNEXPECTED_ERROR: 'An unexpected error occurred',
  NETWORK_RESPONSE_NOT_OK: 'Network response was not ok',
  ERROR_TITLE: 'Error',
  ERROR_BANG_TITLE: 'Error!',
  NO_NETWORK: 'No network detected',
  COMING_SOON: 'Coming soon!',
  REDIRECTING: 'Redirecting...',
  NOT_FOUND_TITLE: 'Error 404',
  NOT_FOUND_TEXT: 'Page not found',
  COPIED: 'Copied to clipboard!',
  CAMERA_ACCESS_NEEDED: 'Camera Access Needed',
  TRY_AGAIN: 'Try Again',
  CANCEL: 'Cancel',
  YES: 'Yes',
  NO: 'No',
  OK: 'OK',
  SIGN_OUT_CONFIRM: 'Are you sure you want to log out?',
  AD_BLOCKER: 'Please disable your ad-blocker and refresh this page',
  REFRESH_PAGE: 'Refresh page',
  PRICES_MAY_CHANGE: '*Prices may be changed at any time without further notice.',
} as const;

export const HOME_MESSAGES = {
  WEB_BOOKING: 'Web Booking',
  DOWNLOAD_APP: 'Download App',
  VIEW_ONLINE_DRIVERS: 'View Online Drivers',
  BEST_RATES: 'Best Rates',
  DOWNLOAD_REQUIRED: 'Download Required',
  downloadRequiredText: (vehicle: string) =>
    `To call the driver for a ${vehicle}, you need to download the app.`,
  driversBusy: (vehicleTypes: string) =>
    `Due to peak hours, all ${vehicleTypes} drivers are busy. This page will auto-update when drivers are available. Thank you for your patience.`,
  activeCount: (n: number) => `${n} active`,
  activeDrivers: (n: number) => `${n} Active Driver(s)`,
  FINDING_DRIVERS: 'Finding available drivers near you...',
  CONTACT_DRIVER: 'Contact the driver',
  CONFIRM_BOOK_DRIVER: 'Are you sure you want to book this driver?',
  WALK_IN_TITLE: 'Download the app!',
  BOOK_THROUGH_WEB: 'BOOK THROUGH WEB',
  READ_USER_GUIDE: 'Read the User Guide',
  READ_USER_GUIDE_LATER: "I'll read it next time",
  RECENTLY_BOOKED_DRIVERS: 'Recently Booked Drivers',
  SHOW_ACTIVE_USERS: 'Show active users (within 24 hours)',
  HIDE_ACTIVE_USERS: 'Hide active users (within 24 hours)',
  SLOW_INTERNET: 'Slow Internet speed detected',
  LOADING_PLEASE_WAIT: 'Loading... Please wait...',
  LOCATION_DENIED_TITLE: 'Location Access Denied',
  LOCATION_DENIED_TEXT: 'Please allow location access to enhance your experience.',
  SELECT_LOCATION: 'Select a location',
  DOWNLOAD_THE_APP: 'Download the app',
  BECOME_PARTNER: 'Become a BRP Partner',
} as const;

export const BOOKING_MESSAGES = {
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
  continueWithWebFee: (currency: string, fee: string) => `Continue with ${currency}${fee} web fee`,
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
} as const;

export const ADDRESS_MESSAGES = {
  NEW_ADDRESS: 'New Address',
  EDIT_ADDRESS: 'Edit Address',
  SAVE_FAILED: 'Something went wrong while saving the delivery address!',
  FETCH_FAILED: 'Something went wrong while fetching the delivery addresses!',
  FETCH_FAILED_RETRY: 'Failed to fetch delivery addresses. Please try again later.',
  UPDATE_FAILED: 'Failed to update delivery address. Please try again later.',
  DELETE_FAILED: 'There was a problem deleting the address.',
  typeNotFound: (type: string) => `Address type ${type} not found.`,
  CREATED: 'Delivery address created successfully.',
  UPDATED: 'Delivery address updated successfully.',
  DELETED: 'Address has been deleted.',
  DELETE_CONFIRM: 'Are you sure you want to delete this address?',
} as const;

export const CANCEL_MESSAGES = {
  LOGIN_FIRST: 'You need to log in first to cancel your booking.',
  OTHER_REASON: 'Other reason',
  INVALID_REASON: 'Please enter a valid reason',
  TRIP_CANCELLED: 'Trip Cancelled',
} as const;

export const PRICING_MESSAGES = {
  fetchError: (error: string) => `Error fetching pricing: ${error}`,
} as const;

export const REGISTRATION_MESSAGES = {
  CHOOSE_LOCAL_OR_FOREIGN: 'Please specify if your a local or foreign.',
  FILL_ALL_AND_PHOTO: 'Please fill in all fields and upload a profile image before proceeding.',
  FILL_ALL_AND_PASSPORT: 'Please fill in all fields and upload a passport image before proceeding.',
  FILL_ALL_AND_VISA: 'Please fill in all fields and upload a tourist visa image before proceeding.',
  FILL_ALL: 'Please fill in all fields before proceeding.',
  PHONE_TOO_SHORT: 'Phone number must be at least 11 digits long.',
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
} as const;

export const OTP_MESSAGES = {
  SEND_CODE: 'Send OTP Code',
  RESEND: 'Resend',
  SEND_FAILED: 'OTP failed to send to provided phone number',
  RESTRICTED:
    'This device or phone number is temporarily restricted from receiving SMS OTP codes for 1 day. Please try again tomorrow.',
  alreadySent: (seconds: number) =>
    `An existing OTP code was already sent. Try again later after ${seconds}s`,
  VERIFIED: 'OTP verification successful',
  EXPIRED: 'OTP already expired!',
  INVALID: 'Invalid OTP!',
} as const;

export const LOGIN_MESSAGES = {
  WRONG_IDENTIFIER: 'Wrong email/phone!',
  USE_GOOGLE: 'Please login using Google',
  USE_FOREIGNER_LOGIN: 'When logging into Gmail, use the log in as a foreigner option.',
  PASSWORD_TOO_SHORT: 'Password must be at least 8 characters',
  PASSWORD_TOO_LONG: 'Password must not exceed 50 characters',
} as const;

/** The server's "use Google" answer is reworded so a foreign visitor knows which button to press. */
export function loginErrorText(serverMessage: string): string {
  return serverMessage === LOGIN_MESSAGES.USE_GOOGLE ? LOGIN_MESSAGES.USE_FOREIGNER_LOGIN : serverMessage;
}

export const PUBLIC_PAGE_MESSAGES = {
  QR_TEXT_REQUIRED: 'Please enter some text to generate a QR code',
  COPY_REFERRAL_CODE: 'Copy referral code',
  INVALID_REFERRAL_LINK: 'This referral code is invalid!',
  NO_LEADERBOARD_DATA: 'No leaderboard data available',
} as const;

export const ID_GENERATOR_MESSAGES = {
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
} as const;

export const DRIVER_SIGN_UP_MESSAGES = {
  TITLE: 'Become a Driver',
  BRANCH_REQUIRED: 'Branch is Required',
  VEHICLE_PHOTO_REQUIRED: 'Vehiclephoto is Required',
  DRIVER_LICENSE_REQUIRED: 'Driverlicense is Required',
  VEHICLE_PAPERS_REQUIRED: 'Vehiclepapers is Required',
  FACE_IMAGE_REQUIRED: 'Face Image is Required',
  PASSWORDS_DIFFER: 'Re-type password must be the same in password',
  SERVICE_REQUIRED: 'Booking Services must required',
  COLOR_CODE_REQUIRED: 'Color Code must required',
  SUCCESS: 'Driver registered successfully!',
  FAILED: 'An error occurred while registering the driver.',
} as const;

export const REWARDS_MESSAGES = {
  bookingPointsToGo: (points: number) => `Earn ${points} more booking points to earn a reward`,
  TIME_RESTRICTION: 'Time Restriction',
  WEEKLY_WINDOW: 'Reward can only be claimed between 8 PM and 11:59 PM on Sunday.',
  WEEKLY_ALREADY_CLAIMED: 'You have already claimed your weekly reward.',
  MONTHLY_WINDOW: 'Reward can only be claimed between 8 PM and 11:59 PM on the last day of the month',
  MONTHLY_ALREADY_CLAIMED: 'You have already claimed your monthly reward.',
  FAILED_BOOKING_TITLE: 'Bunos Ride',
  STANDBY_PASSENGER: 'Standby Passenger',
  PICK_TIME: 'Pick Time',
} as const;

export const MEETING_MESSAGES = {
  TITLE: 'General Meeting',
  COUNTDOWN: 'Choosing a schedule ends in:',
  ACCESS_RESTRICTED: 'You cannot access this page at the moment.',
  SCHEDULE_SET: 'Your schedule is set!',
  TIME_IN_AND_OUT_REQUIRED: 'Both Time In and Time Out are required',
  HAPPENING_NOW: 'Happening now',
  UPCOMING: 'Upcoming',
  PAST: 'Past',
} as const;

export const INVOICE_MESSAGES = {
  NO_UNPAID: 'No unpaid invoices',
  ALL_PAID: 'All invoices paid',
  PAY_NOW: 'Pay now',
} as const;

export const PARTNER_MESSAGES = {
  UPDATED: 'Partner updated!',
  SAVE_FAILED: 'Failed to save partner.',
  SAVE_CHANGES_FAILED: 'Failed to save changes',
} as const;

export const GIFT_CERTIFICATE_MESSAGES = {
  CONGRATULATIONS: 'Congratulations!',
  SUCCESS_MARKER: 'successfully',
  NOT_AUTHORIZED:
    'You are not authorized to access this page! Please make sure you are logged in as an Admin/BRP Partner Manager/Operations Head when visiting this page',
} as const;

export const DELETE_ACCOUNT_MESSAGES = {
  PASSWORD_REQUIRED: 'Password is required!',
  FAILED_TITLE: 'An error has occurred',
  DELETED: 'Your account was successfully deleted',
  ACCOUNT_FETCH_FAILED: 'An error occurred while fetching your account details!',
} as const;

export const DELIVERY_EDIT_MESSAGES = {
  ADD_PRODUCTS: 'Add products',
  UPDATE_DETAILS: 'Update Details',
  STARTS_AT: 'starts at',
  REQUIRED: 'Required',
  FREE: 'Free',
  REQUIRED_OPTION_MISSING: 'You must select a required before proceeding',
  selectUpTo: (n: number) => `Select up to ${n}`,
  addToCart: (quantity: number) => `Add to cart (${quantity})`,
  FETCH_FAILED: 'Error fetching order details',
  EDIT_FAILED: 'Error editing order',
} as const;

export const PAUTOS_MESSAGES = {
  SET_ON_MAP: 'Set on map',
  LET_DRIVER_FIND: 'Let driver find',
  CANCEL_PAUTOS: 'Cancel Pautos',
} as const;

export const PROFILE_MESSAGES = {
  SAVED_TITLE: 'Saved',
  SAVED: 'Saved!',
} as const;

export const DRIVER_ACTIVITY_LABELS = {
  OFFLINE: 'Offline',
  ONLINE: 'Online',
  HAS_ONGOING_BOOKING: 'Has ongoing booking',
  UNKNOWN: 'Unknown',
} as const;
