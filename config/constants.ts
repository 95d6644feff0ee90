/**
 * Every business constant quoted in the spec (part 1 §9, part 2 §9 and the timings and limits quoted elsewhere),
 * once. Money is in whole pesos where the spec quotes pesos (`_PHP`) and in centavos where code computes with it
 * (`_CENTAVOS`).
 */

import { type LatLng, PHONE_CONTACT_FEE_PHP, type VehicleSlug, WEB_BOOKING_FEE_PHP } from './site-constants';

// The constants of the public site's first screen and of every app's shell live in site-constants.ts, so the
// home page loads only those; they are part of this list all the same.
export {
  CHRISTMAS_SNOWFLAKES,
  CITY_LANDING_PAGES,
  ID_GENERATOR_ROLES,
  type LatLng,
  PHONE_CONTACT_FEE_PHP,
  ROLE_SEPARATOR,
  VEHICLE_TYPES,
  type VehicleSlug,
  WEB_BOOKING_FEE_PHP,
  WEB_CALLABLE_VEHICLE_SLUGS,
} from './site-constants';

export const TIME_ZONE = 'Asia/Manila';
/** Manila's offset from UTC in hours: the Philippines has kept +08:00 all year since 1978 (no daylight saving). */
export const TIME_ZONE_UTC_OFFSET_HOURS = 8;
export const CURRENCY = 'PHP';
export const CURRENCY_SYMBOL = '₱';
export const CENTAVOS_PER_PESO = 100;

// Booking methods and fees
export const WEB_BOOKING_FEE_CENTAVOS = WEB_BOOKING_FEE_PHP * CENTAVOS_PER_PESO;
export const WALK_IN_DIALOG_FEE_TEXT = '3.00';
export const PHONE_CONTACT_FEE_CENTAVOS = PHONE_CONTACT_FEE_PHP * CENTAVOS_PER_PESO;
export const FREE_PICKUP_DISTANCE_KM = 1;
export const LUGGAGE_THRESHOLD_KG = 20;
export const LUGGAGE_FEE_PHP = 30;
export const LUGGAGE_FEE_CENTAVOS = LUGGAGE_FEE_PHP * CENTAVOS_PER_PESO;
export const PASUYO_VEHICLE_PRICE_PHP = 55;
export const PASUYO_VEHICLE_PRICE_TEXT = 'Php 55.00';
export const PASUYO_VEHICLE_NAMES = ['Motor', 'Trike', 'Car'] as const;
export const PAUTOS_DELIVERY_DISTANCE_FARE_REDUCTION_PHP = 5;
export const PAUTOS_DELIVERY_DISTANCE_FARE_REDUCTION_CENTAVOS =
  PAUTOS_DELIVERY_DISTANCE_FARE_REDUCTION_PHP * CENTAVOS_PER_PESO;
// Orders (pautos, delivery): the most one budget, amount or total spent may be, in centavos (PHP 50,000).
export const ORDER_AMOUNT_MAX_CENTAVOS = 5_000_000;
export const TIP_MIN_PHP = 1;
export const TIP_DEFAULT_PHP = 0;

// Payment
export const PAYMENT_METHOD_CASH = 1;
export const PAYMENT_METHOD_EWALLET = 8;
export const DEFAULT_PAYMENT_METHOD_ID = PAYMENT_METHOD_CASH;
export const WALLET_TOPUP_MIN_PHP = 100;

// Services and vehicles
export const SERVICES = ['ride', 'pautos', 'delivery'] as const;
export const DRIVER_CURRENT_SERVICES = ['ride', 'pautos', 'delivery', 'other'] as const;

export const DEFAULT_VEHICLE_SLUG: VehicleSlug = 'motorcycle';
export const LUGGAGE_VEHICLE_SLUGS: readonly VehicleSlug[] = ['tricycle', 'car'];

export const TRIKE_COLORS = ['Blue', 'White', 'Green', 'Yellow'] as const;
/** Sign-up option values as the spec shows them: Green and Yellow share a value. */
export const TRICYCLE_COLOR_CODE_OPTIONS = [
  { name: 'Blue', value: 1 },
  { name: 'White', value: 3 },
  { name: 'Green', value: 2 },
  { name: 'Yellow', value: 2 },
] as const;

// Zones and branches
export const ZONES = {
  2: 'Puerto Princesa',
  3: 'El Nido',
  4: 'Coron',
  7: 'Narra',
  8: 'San Vicente',
  9: 'Bataraza',
  10: "Brooke's Point",
  11: 'Zamboanga',
  12: 'Aborlan',
} as const;
export type ZoneId = keyof typeof ZONES;
export const ZONE_IDS = [2, 3, 4, 7, 8, 9, 10, 11, 12] as const satisfies readonly ZoneId[];

export const BRANCHES = ZONES;
export type BranchId = ZoneId;
export const BRANCH_IDS = ZONE_IDS;
export const BRANCH_ID_PUERTO_PRINCESA = 2;
export const BRANCH_ID_EL_NIDO = 3;
export const BRANCH_ID_CORON = 4;
export const BRANCH_ID_NARRA = 7;
export const BRANCH_ID_SAN_VICENTE = 8;
export const BRANCH_ID_BATARAZA = 9;
export const BRANCH_ID_BROOKES_POINT = 10;
export const BRANCH_ID_ZAMBOANGA = 11;
export const BRANCH_ID_ABORLAN = 12;
export const TEST_BRANCH_ID = 6;
export const TEST_BRANCH_LABEL = 'Test';
/** The branches drivers can sign up to. */
export const SIGN_UP_BRANCH_IDS = [2, 3, 4, 7, 8] as const satisfies readonly ZoneId[];
/** The partners map's branch selector, in the spec's order. */
export const PARTNERS_MAP_BRANCH_IDS = [2, 3, 4, 8, 7] as const satisfies readonly ZoneId[];
export const PARTNERS_DEFAULT_BRANCH_ID = BRANCH_ID_PUERTO_PRINCESA;
export const CONTACT_DRIVER_BRANCH_ID = BRANCH_ID_PUERTO_PRINCESA;

// Pricing page
export const PRICING_DEFAULT_ZONE_ID = BRANCH_ID_PUERTO_PRINCESA;
/** The pricing page's `vid` default; in zone 2 this vehicle type is the motorcycle. */
export const PRICING_DEFAULT_VEHICLE_TYPE_ID = 2;
export const PRICING_DEFAULT_VEHICLE_SLUG: VehicleSlug = 'motorcycle';
export const PRICING_MODES = ['day', 'sunny', 'night'] as const;
export const PRICING_MODE_LABELS = { day: 'Day', sunny: 'Sunny', night: 'Night' } as const;
/** Manila hours, start inclusive and end exclusive; every other hour is night. */
export const PRICING_MODE_HOURS = {
  day: [
    [5, 10],
    [16, 22],
  ],
  sunny: [[10, 16]],
} as const;
export const PRICING_BANDS = [
  { label: '0-5 KM', fromKm: 0, toKm: 5, above: null },
  // `above`: the distances of a band the spec labels "above …", shown as "lampas …" in Filipino.
  { label: 'above 5-10 KM', fromKm: 5, toKm: 10, above: '5-10 KM' },
  { label: 'above 10 KM', fromKm: 10, toKm: null, above: '10 KM' },
] as const;

// Map
export const MAP_DEFAULT_CENTER: LatLng = { lat: 9.7643, lng: 118.7477 };
export const MAP_DEFAULT_ZOOM = 14;
export const PICKER_ZOOM = 16;
export const MAP_FIT_PADDING = 50;
export const BOOKING_MAP_HEIGHT_PERCENT = 40;
export const WEB_TIMEOUT_SECONDS_DEFAULT = 20;
export const MAP_EMPTY_REFRESH_MS = 5000;
export const RECENTLY_BOOKED_LIMIT = 20;
export const RECENTLY_BOOKED_QUERY_LIMIT = 100;
export const RECENTLY_BOOKED_SCROLL_HEIGHT_PX = 700;
export const RECENTLY_BOOKED_ACTIONS = ['call_driver', 'text_driver', 'dont_book', 'view_details'] as const;
export const ACTIVE_USER_WINDOW_HOURS = 24;
export const SEARCH_RESULTS_MAX = 5;

/** The "Select a location" dialog shown when the browser gives no location. */
export const LOCATION_CHOICES = [
  { name: 'Puerto Princesa', center: { lat: 9.7392, lng: 118.7353 } },
  { name: 'El Nido', center: { lat: 11.1956, lng: 119.4191 } },
  { name: 'San Vicente', center: { lat: 10.53, lng: 119.26 } },
  { name: 'Zamboanga', center: { lat: 6.9, lng: 122.08 } },
  { name: 'Coron', center: { lat: 11.9986, lng: 120.2043 } },
] as const;

// Timings
export const STATUS_POLL_MS = 10_000;
export const POST_CANCEL_REDIRECT_MS = 5_000;
export const GEOLOCATION_TIMEOUT_MS = 10_000;
export const GEOLOCATION_HIGH_ACCURACY = true;
export const CONTACT_REVEAL_DELAY_MS = 789;
export const ADDRESS_SEARCH_DEBOUNCE_MS = 500;
export const MAP_MOVE_DELAY_MS = 100;
export const RESIZE_REFIT_MS = 1_000;
export const TOAST_MS = 3_000;
export const COPY_CONFIRMATION_MS = 3_000;
export const AD_BLOCKER_CHECK_MS = 3_000;
export const TRACKING_REFRESH_MS = 60_000;
export const ID_PRINT_MODE_MS = 2_000;
export const ID_GENERATOR_DENIED_REDIRECT_MS = 2_000;

// Network probe
export const NETWORK_PROBE_INTERVAL_MS = 5_000;
export const NETWORK_PROBE_SAMPLE_SIZE = 5;
export const NETWORK_FAST_MAX_MS = 150;

// Accounts
export const OTP_LENGTH = 6;
export const OTP_RESEND_SECONDS = 180;
export const OTP_EXPIRY_MINUTES = 10;
export const OTP_MAX_WRONG_TRIES = 5;
/**
 * Codes one network address may ask for in a sliding window. Short on purpose: a carrier address is
 * thousands of phones, so the address waits minutes, never a day (one phone number has its own daily cap).
 */
export const OTP_SENDS_PER_ADDRESS = 20;
export const OTP_SENDS_PER_ADDRESS_WINDOW_MINUTES = 10;
export const SMS_RESTRICTION_DAYS = 1;
export const PASSWORD_MIN = 8;
export const PASSWORD_RESET_MAX = 50;
/** Longest password accepted where the spec sets no cap (NIST SP 800-63B: at least 64). */
export const PASSWORD_MAX = 128;

// Login throttling (OWASP ASVS 5.0 §6.3, NIST SP 800-63B §5.2.2): no hard lock the right password cannot pass.
/** Failures counted within this window. */
export const LOGIN_WINDOW_MINUTES = 15;
/** Failures from one address on one account before that pair has to wait. */
export const LOGIN_FREE_FAILURES_PER_PAIR = 5;
/** Failures on one account (from anywhere) before unfamiliar addresses have to wait. */
export const LOGIN_FREE_FAILURES_PER_ACCOUNT = 5;
/** Failures from one address (any account) before that address waits out the window. */
export const LOGIN_FAILURES_PER_ADDRESS = 20;
/** The wait doubles with each failure past the free ones, from 1 s up to this. */
export const LOGIN_MAX_DELAY_SECONDS = 15 * 60;
export const PHONE_MIN_DIGITS = 11;
export const PHONE_INPUT_MAX_LENGTH = 11;
export const DRIVER_SIGN_UP_PHONE_DIGITS = 10;
export const PHILIPPINE_DIALING_CODE = '+63';
export const DEFAULT_COUNTRY_CODE = 'PH';
export const DELIVERY_ADDRESS_COUNTRY = 'Philippines';
export const FULL_NAME_MIN_WORDS = 2;
export const REGISTRATION_ROLE = 'client';
export const LOCAL_STORAGE_KEYS = {
  token: 'token',
  account: 'account',
  info: 'info',
  theme: 'theme',
  showUserGuide: 'showUserGuide',
} as const;

// Cancellation
export const CANCEL_REASONS = [
  'Payment method',
  'Pickup point',
  'Driver is too far',
  'Driver asked to cancel',
  'Driver is unattended',
  'Driver not moving',
] as const;
export const CANCEL_OTHER_REASON_MIN = 5;
/** The spec quotes both: the policy text says 3 a day, the counter shows "out of 7". */
export const CANCEL_LIMIT_TEXT_PER_DAY = 3;
export const CANCEL_COUNTER_MAX = 7;
export const DRIVER_CANCEL_COUNT_PER_DAY = 5;

// Dispatch (offers to drivers)
/** How long one driver has to accept an offer before the next nearest driver gets it. */
export const OFFER_TIMEOUT_MS = 20_000;
/** With every eligible driver offered, look again for newly free drivers this often. */
export const DISPATCH_RETRY_MS = 5_000;
/** A booking nobody accepted within this time is cancelled with DISPATCH_GIVE_UP_REASON. */
export const DISPATCH_GIVE_UP_MS = 5 * 60_000;
export const DISPATCH_GIVE_UP_REASON = 'No driver accepted';
/** How far from the pickup dispatch and the availability check look for drivers (straight line). */
export const DISPATCH_RADIUS_KM = 15;
/** With nobody new to offer, a driver whose offer lapsed or was declined is offered again after this pause. */
export const DISPATCH_REOFFER_PAUSE_MS = 30_000;
/** The search widens by DISPATCH_RADIUS_STEP_KM every DISPATCH_WIDEN_MS, up to DISPATCH_RADIUS_MAX_KM. */
export const DISPATCH_WIDEN_MS = 60_000;
export const DISPATCH_RADIUS_STEP_KM = 5;
export const DISPATCH_RADIUS_MAX_KM = 30;
/** Every server instance re-reads due offers this often, so a restart or a second instance picks them up. */
export const DISPATCH_SWEEP_MS = 2_000;

// Rewards
export const BOOKING_POINTS_QUOTA = 15;
export const ONLINE_BOOKING_POINTS = 1;
export const WALK_IN_BOOKING_POINTS = 0.5;
/** How far back a map contact can still become the driver's walk-in trip. */
export const WALK_IN_CONTACT_WINDOW_HOURS = 24;
/** The app setting (staff only) of how far a trip's driven distance may differ from its quote before staff see it. */
export const TRACE_MARGIN_SETTING = 'traceDistanceMarginPercent';
/** That margin, in percent of the quoted distance, when staff have not set another. */
export const TRACE_DISTANCE_MARGIN_PERCENT = 30;
export const BOOKING_POINTS_REWARD_PHP = 100;
/** El Nido, Coron, Narra, Aborlan, Bataraza, Brooke's Point. */
export const BOOKING_POINTS_BRANCH_IDS = [3, 4, 7, 12, 9, 10] as const satisfies readonly ZoneId[];
export const DAILY_QUOTA_TARGET_RIDES = 24;
export const CLAIM_WINDOW_START_HOUR = 20;
/** Exclusive: the window closes after 23:59:59. */
export const CLAIM_WINDOW_END_HOUR = 24;
export const WEEKLY_CLAIM_WEEKDAY = 0;
export const RECENT_CLAIMS_SHOWN = 2;
export const FAILED_BOOKING_POINTS_MULTIPLIER = 2;
export const FAILED_BOOKING_POINTS_LABEL = 'X2 BRP Points';

// Gift certificates
export const GIFT_CODE_LENGTH = 8;
/** Wrong gift codes one account may try per window (a right code gives its try back). */
export const GIFT_CODE_TRIES = 10;
export const GIFT_CODE_TRIES_WINDOW_MINUTES = 15;
export const CERTIFICATES_PER_PAGE = 5;
export const GIFT_WALLET_TYPES = ['wallet', 'point'] as const;

// Drivers
export const DRIVER_NOTE_MAX = 70;
export const DRIVER_DAILY_COMMITMENT_HOURS = 3;
export const MEETING_DAY_END_HOUR = 22;
export const LEADERBOARD_HIGHLIGHTED_TOP = 3;
export const RANK_PICTURE_SHRINKING_ENTRIES = 14;
export const HIRING_BRANCH_SLUGS = ['el-nido', 'brookes-point', 'narra'] as const;
export const HIRING_DEFAULT_BRANCH_SLUG = 'el-nido';
export const TRACKING_TYPES = ['all', 'ongoing', 'finished', 'canceled'] as const;
export const SCANNER_IGNORED_CODE_FRAGMENT = 'p2pqrpay';

// ID card
export const ID_CARD_FORMAT = 'CR80';
export const ID_CARD_WIDTH_IN = 2.125;
export const ID_CARD_HEIGHT_IN = 3.375;
export const ID_CARD_RENDER_SCALE = 3;
export const ID_CARD_IMAGE_COUNT = 4;
export const ID_NUMBER_PREFIX = 'D';
export const BLOOD_TYPES = ['A+', 'A-', 'B+', 'B-', 'AB+', 'AB-', 'O+', 'O-', 'Unknown'] as const;
export const QR_TYPES = ['GCash'] as const;

// Look and feel
export const BRAND_COLORS = ['#4c6c33', '#7cae41', '#163042', '#246478', '#cfe0da'] as const;
export const PRIMARY_COLOR = '#4c6c33';
export const DEFAULT_STORE_COLOR = '#4c6c33';
export const THEMES = ['default', 'christmas'] as const;
export const DEFAULT_THEME = 'default';
export const QR_GENERATOR_SIZE = 2000;
export const USER_GUIDE_CATEGORIES = ['All', 'Booking', 'Account', 'Wallet', 'Rewards', 'Partner'] as const;
export const SAVED_ADDRESS_TYPES = ['Home', 'Work', 'Affinity', 'Custom'] as const;
export const RESERVED_ADDRESS_NAMES = ['Home', 'Work', 'Affinity'] as const;
export const APP_UPDATES_DEFAULT_APP_TYPE = 'customer';
export const DRIVER_APP_HELP_VIDEO_VERSION_CODE = 156;

// Partner stores and delivery orders (spec part 2 §3-§9)
/** Product quantities in a cart line: at least 1 (spec part 2 §5), at most this many. */
export const DELIVERY_MIN_QUANTITY = 1;
export const DELIVERY_MAX_QUANTITY = 99;
/** Lines in one delivery order. */
export const DELIVERY_MAX_ITEMS = 30;
/** The delivery fee is the delivery fare of this vehicle type from the store to the customer. */
export const DELIVERY_VEHICLE_TYPE_ID = 1;
/** Payment methods of a delivery order; e-wallet is not offered on web, as for rides. */
export const DELIVERY_PAYMENT_METHODS = ['cash', 'e-wallet'] as const;
export const DELIVERY_WEB_PAYMENT_METHOD = 'cash';
/** Special instructions, per item and per order. */
export const DELIVERY_INSTRUCTIONS_MAX = 300;
/** Cash orders from this amount ask the driver to check the customer's identity first (IDENTITY-INITIAL). */
export const DELIVERY_IDENTITY_CHECK_CENTAVOS = 100_000;
/** Delivery fees are rounded to this step (whole pesos) so a cash total is payable without coins. */
export const DELIVERY_FEE_STEP_CENTAVOS = 100;
// Anonymous (registration) uploads
/** Minutes a registration upload token stays valid. */
export const REGISTRATION_TOKEN_MINUTES = 30;
/** Registration tokens one address may take in a sliding window (a carrier address is many people). */
export const REGISTRATION_TOKENS_PER_ADDRESS = 60;
export const REGISTRATION_TOKENS_PER_ADDRESS_WINDOW_MINUTES = 10;
/** Files one registration token may carry (selfie, passport and visa, with retries). */
export const UPLOADS_PER_REGISTRATION_TOKEN = 6;
/** Anonymous files one address may upload in a sliding window: it waits minutes at worst, never a day. */
export const ANONYMOUS_UPLOADS_PER_ADDRESS = 120;
export const ANONYMOUS_UPLOADS_PER_ADDRESS_WINDOW_MINUTES = 10;
/**
 * Unclaimed anonymous files in a day past which each address is held to its fair share of this number (and at
 * least one registration's files): many sources together cannot close registration for a newcomer.
 */
export const ANONYMOUS_UPLOADS_PER_DAY = 2_000;
/** Unclaimed anonymous files in a day past which nobody may add more (protects the disk: 5 MB each at most). */
export const ANONYMOUS_UPLOADS_HARD_CAP = 10_000;
/** Hours before an upload no registration claimed is removed. */
export const UNCLAIMED_UPLOAD_HOURS = 24;

// Operations
/** Requests slower than this are logged at warn level (others at debug). */
export const SLOW_REQUEST_MS = 1000;
/** How long SIGTERM/SIGINT may take to stop the server, simulator and database before it gives up. */
export const SHUTDOWN_TIMEOUT_MS = 10_000;
/** How long the first connection to DATABASE_URL may take before start-up says it cannot reach it. */
export const DATABASE_CONNECT_TIMEOUT_MS = 5_000;
/** Mean event-loop delay past which an instance sheds requests with 503 (OVERLOAD_EVENT_LOOP_DELAY_MS overrides). */
export const OVERLOAD_EVENT_LOOP_DELAY_MS = 1000;
/** Seconds a shed request is told to wait (Retry-After) before it tries again. */
export const OVERLOAD_RETRY_AFTER_SECONDS = 5;
/** Longest wait for one engine (PostgreSQL, Redis, the upload store) in a readiness answer. */
export const READINESS_CHECK_TIMEOUT_MS = 2_000;

/**
 * Rate limits of public reads. Philippine mobile networks put thousands of phones behind one carrier address
 * (carrier-grade NAT), so a limit per address must be generous; signed-in callers are limited per account.
 */
export const PUBLIC_READS_PER_ADDRESS_PER_MINUTE = 6000;
/** The home map polls online drivers every few seconds; a signed-in account may ask this often. */
export const ONLINE_DRIVERS_PER_ACCOUNT_PER_MINUTE = 120;

/** A position the driver's phone kept without signal is taken when it is at most this old... */
export const BUFFERED_POSITION_MAX_AGE_MS = 30 * 60_000;
/** ...and at most this far in the future (a phone's clock a little ahead of the server's). */
export const POSITION_CLOCK_SKEW_MS = 2 * 60_000;
