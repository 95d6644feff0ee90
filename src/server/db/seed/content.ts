import type pg from 'pg';
import { DRIVER_DAILY_COMMITMENT_HOURS, WALLET_TOPUP_MIN_PHP } from '@config/constants';
import { jobContentMessages } from '@/shared/hiring-content';
import { type Locale, type MessageVars, translate } from '@/shared/i18n';

/**
 * Public content every installation starts with: settings the public pages read, user guides, hiring pages,
 * app releases and driver ranks (the leaderboard is computed from finished trips). Rows are only added, never overwritten, so
 * what operators change in the console stays.
 */

const FACEBOOK_PAGE = 'https://www.facebook.com/brppalawan';
const MESSENGER = 'https://m.me/brppalawan';
const DRIVER_APP_LINK = 'https://play.google.com/store/apps/details?id=com.brp.driver';

export const CONTENT_SETTINGS: [string, string, string][] = [
  ['contact.lat', '9.7418', 'Contact Us map marker latitude'],
  ['contact.lng', '118.7360', 'Contact Us map marker longitude'],
  // Empty until staff set the forms' addresses: the pages then say the form is not available yet.
  ['external.coe', '', 'Target of /coe and /certificate-of-employment (EXTERNAL_FORM_COE overrides it)'],
  [
    'external.updateVehicle',
    '',
    'Target of /update-vehicle and /vehicle (EXTERNAL_FORM_UPDATE_VEHICLE overrides it)',
  ],
  ['external.raffle', '', 'Target of /raffle (EXTERNAL_FORM_RAFFLE overrides it)'],
  ['app.deepLink', 'brp://home', 'Link that opens the installed customer app (/open-app)'],
  ['driverAppDownloadLink', DRIVER_APP_LINK, 'Driver app download link on the hiring pages'],
  [
    'driverAppHelpVideo',
    '',
    'Help video of driver app version 156 on /driver/app-updates (video file, YouTube or Facebook link)',
  ],
];

type SeedGuide = {
  slug: string;
  title: string;
  category: 'Booking' | 'Account' | 'Wallet' | 'Rewards' | 'Partner';
  description: string;
  body: string;
  /** The same guide in Filipino, written for riders and drivers in Palawan (not word for word). */
  fil: { title: string; description: string; body: string };
  popular?: boolean;
};

/** Each guide's own picture, drawn by scripts/generate-guide-thumbnails.ts. */
const thumbnail = (slug: string) => `/guides/${slug}.svg`;

export const SEED_GUIDES: SeedGuide[] = [
  {
    slug: 'how-to-book-a-ride',
    title: 'How to book a ride',
    category: 'Booking',
    popular: true,
    description: 'Book a motorcycle, tricycle or car from the app or the website in a few taps.',
    body: `Booking in the BRP app gives you the best rates and earns BRP Points. You can also book on the website for a PHP 2 web fee.

1. Open the BRP app (or tap "Book A Ride" on the website) and log in.
2. Set your pickup point: use your current location, a saved address (Home, Work) or move the pin on the map.
3. Set your destination the same way, then tap Proceed.
4. Choose a vehicle type. The fare, distance and any pickup fee are shown before you book.
5. Choose Cash or Wallet (the wallet is available in the app only), add a tip or a coupon if you like.
6. Tap Book Now. You can follow your driver on the map, chat with them or call them.

Carrying more than 20 kg of luggage? Tick the luggage box when you book a tricycle or a car so the driver knows.`,
    fil: {
      title: 'Paano mag-book ng sakay',
      description: 'Mag-book ng motor, tricycle o kotse sa app o sa website sa ilang tap lang.',
      body: `Pinakamura ang pasahe kapag sa BRP app ka nag-book, at may BRP Points ka pa. Puwede ka ring mag-book sa website, may PHP 2 na web fee lang.

1. Buksan ang BRP app (o i-tap ang "Mag-book ng Ride" sa website) at mag-log in.
2. Ilagay ang pickup point mo: gamitin ang current location mo, isang naka-save na address (Home, Work) o galawin ang pin sa mapa.
3. Ganoon din ang gawin sa destinasyon mo, tapos i-tap ang Magpatuloy.
4. Pumili ng uri ng sasakyan. Makikita mo ang pasahe, layo at pickup fee (kung meron) bago ka mag-book.
5. Pumili kung Cash o Wallet (sa app lang puwede ang wallet). Puwede ka ring magdagdag ng tip o coupon.
6. I-tap ang Mag-book Na. Masusundan mo ang driver mo sa mapa, at puwede mo siyang i-chat o tawagan.

May dala kang bagahe na lampas 20 kg? I-check ang luggage box kapag nag-book ka ng tricycle o kotse para alam ng driver.`,
    },
  },
  {
    slug: 'how-to-book-pautos',
    title: 'How to use Pautos (errand service)',
    category: 'Booking',
    popular: true,
    description: 'Ask a driver to buy items for you at a store and deliver them to your door.',
    body: `Pautos (Pasuyo) lets a driver buy what you need with a budget you send, then bring it to you.

1. Open the app and choose Pautos.
2. Enter the store address and your delivery address, or pick them on the map.
3. List the items to purchase and your estimated budget. Add special instructions such as brand or size.
4. Choose Motor, Trike or Car and tap Book Now.
5. When the driver asks, send the budget through one of the driver's payment accounts and upload your receipt.
6. Follow the status: going to store, purchasing, purchased and on the way.

If the store is closed or the item is out of stock, the app lets you set another store on the map, let the driver find one, or cancel.`,
    fil: {
      title: 'Paano gamitin ang Pautos (pasuyo)',
      description: 'Magpabili sa driver ng kailangan mo sa tindahan at ipahatid ito sa bahay mo.',
      body: `Sa Pautos (Pasuyo), bibilhin ng driver ang kailangan mo gamit ang budget na ipapadala mo, tapos dadalhin niya sa iyo.

1. Buksan ang app at piliin ang Pautos.
2. Ilagay ang address ng tindahan at ang address kung saan ihahatid, o piliin sila sa mapa.
3. Ilista ang mga bibilhin at ang tantiyang budget mo. Magdagdag ng special instructions, gaya ng brand o size.
4. Pumili ng motor, trike o kotse at i-tap ang Mag-book Na.
5. Kapag hiningi na ng driver, ipadala ang budget sa isa sa mga payment account niya at i-upload ang resibo mo.
6. Sundan ang status: papunta sa tindahan, namimili, nabili na at papunta na sa iyo.

Kung sarado ang tindahan o wala nang stock, puwede kang pumili ng ibang tindahan sa mapa, hayaan ang driver na maghanap ng iba, o i-cancel ito.`,
    },
  },
  {
    slug: 'how-to-order-delivery',
    title: 'How to order from partner stores',
    category: 'Booking',
    description: 'Order food and goods from BRP partner stores and have them delivered.',
    body: `Partner stores prepare your order and a BRP driver picks it up for you.

1. Open the app and tap Delivery.
2. Choose a partner store near you and add products to your cart. Required options are marked Required.
3. Check your delivery address and the delivery fee, then place the order.
4. The store prepares your order; the driver picks it up and brings it to you.

You can change the items of an order while the store has not started preparing it.`,
    fil: {
      title: 'Paano umorder sa mga partner store',
      description: 'Umorder ng pagkain at iba pang gamit sa mga BRP partner store at ipa-deliver ito.',
      body: `Ihahanda ng partner store ang order mo at isang BRP driver ang kukuha nito para sa iyo.

1. Buksan ang app at i-tap ang Delivery.
2. Pumili ng partner store na malapit sa iyo at maglagay ng mga produkto sa cart. May tatak na Kailangan ang mga option na kailangang piliin.
3. Tingnan ang delivery address at delivery fee, tapos i-place ang order.
4. Ihahanda ng store ang order mo; kukunin ito ng driver at dadalhin sa iyo.

Puwede mo pang palitan ang laman ng order habang hindi pa ito sinisimulang ihanda ng store.`,
    },
  },
  {
    slug: 'how-to-cancel-a-booking',
    title: 'How to cancel a booking',
    category: 'Booking',
    description: 'Cancel a booking that is still connecting or whose driver has not arrived yet.',
    body: `You can cancel while your booking is connecting or while the driver is on the way to you.

1. Open your booking and tap Cancel.
2. Choose a reason (for example Pickup point or Driver is too far) or write your own.
3. Confirm. The app shows how many times you have cancelled today.

Please cancel only when you need to: repeated cancellations may lead to a cancellation fee, as the Terms and Conditions explain.`,
    fil: {
      title: 'Paano mag-cancel ng booking',
      description: 'I-cancel ang booking habang naghahanap pa ng driver o hindi pa dumarating ang driver.',
      body: `Puwede kang mag-cancel habang kumokonekta pa ang booking mo o habang papunta pa sa iyo ang driver.

1. Buksan ang booking mo at i-tap ang Cancel.
2. Pumili ng dahilan (halimbawa, Sunduan o Masyadong malayo ang driver) o isulat ang sarili mong dahilan.
3. I-confirm. Ipapakita ng app kung ilang beses ka nang nag-cancel ngayong araw.

Mag-cancel lang kung talagang kailangan: puwedeng magkaroon ng cancellation fee kapag paulit-ulit ang pag-cancel, ayon sa Terms and Conditions.`,
    },
  },
  {
    slug: 'how-to-call-or-text-a-driver',
    title: 'How to call or text an online driver',
    category: 'Booking',
    description: 'See online drivers on the website map and contact one directly.',
    body: `The website map shows the drivers who are online near you.

1. Open the BRP website and choose View Online Drivers.
2. Tap a driver's marker to see their photo, rank, vehicle and this month's finished rides.
3. Tap "Contact the driver" and confirm that you want to book this driver.
4. Choose Call or Text and agree on your pickup point with the driver.

Booking through a phone call has a PHP 5 fee. Booking in the app is cheaper and earns rewards.`,
    fil: {
      title: 'Paano tumawag o mag-text sa online na driver',
      description: 'Tingnan ang mga online na driver sa mapa ng website at direktang kontakin ang isa.',
      body: `Makikita sa mapa ng website ang mga driver na online malapit sa iyo.

1. Buksan ang BRP website at piliin ang Tingnan ang mga Online na Driver.
2. I-tap ang marker ng driver para makita ang litrato niya, rank, sasakyan at mga natapos niyang sakay ngayong buwan.
3. I-tap ang "Kontakin ang driver" at i-confirm na gusto mong i-book ang driver na ito.
4. Piliin ang Call o Text at makipag-usap sa driver kung saan ka niya susunduin.

May PHP 5 na fee ang pag-book sa tawag. Mas mura sa app, at may rewards ka pa.`,
    },
  },
  {
    slug: 'how-to-create-an-account',
    title: 'How to create an account',
    category: 'Account',
    popular: true,
    description: 'Register with your phone number and a selfie in three short steps.',
    body: `You need an account to book rides, use your wallet and earn points.

1. Tap Register and choose Local (Filipino residents) or Foreigner.
2. Enter your full name, e-mail, mobile number and take a selfie.
3. Choose a password of at least 8 characters, add a referral code if a friend invited you, and agree to the Terms and Conditions.
4. Enter the six-digit code we send you by SMS.

Foreign visitors register with their passport and tourist visa and log in with Google.`,
    fil: {
      title: 'Paano gumawa ng account',
      description: 'Mag-register gamit ang phone number mo at isang selfie sa tatlong maikling hakbang.',
      body: `Kailangan mo ng account para makapag-book ng sakay, magamit ang wallet mo at makaipon ng points.

1. I-tap ang Register at piliin ang Local (mga residenteng Pilipino) o Foreigner.
2. Ilagay ang buong pangalan mo, e-mail at mobile number, at mag-selfie.
3. Pumili ng password na hindi bababa sa 8 characters, ilagay ang referral code kung may kaibigang nag-imbita sa iyo, at pumayag sa Terms and Conditions.
4. Ilagay ang six-digit code na ipapadala namin sa iyo sa SMS.

Ang mga foreigner ay nagre-register gamit ang passport at tourist visa nila, at nagla-log in gamit ang Google.`,
    },
  },
  {
    slug: 'how-to-reset-your-password',
    title: 'How to reset your password',
    category: 'Account',
    description: 'Forgot your password? Get a code by SMS and choose a new one.',
    body: `1. On the login page tap Forgot password.
2. Enter the mobile number of your account and tap Send OTP Code.
3. Enter the six-digit code from the SMS. You can ask for a new code after 3 minutes.
4. Choose a new password of at least 8 characters and log in with it.`,
    fil: {
      title: 'Paano i-reset ang password mo',
      description: 'Nakalimutan ang password? Kumuha ng code sa SMS at pumili ng bago.',
      body: `1. Sa login page, i-tap ang Nakalimutan ang password?
2. Ilagay ang mobile number ng account mo at i-tap ang I-send ang OTP Code.
3. Ilagay ang six-digit code mula sa SMS. Puwede kang humingi ng bagong code pagkalipas ng 3 minuto.
4. Pumili ng bagong password na hindi bababa sa 8 characters at mag-log in gamit ito.`,
    },
  },
  {
    slug: 'how-to-top-up-your-wallet',
    title: 'How to top up your wallet',
    category: 'Wallet',
    popular: true,
    description: `Add money to your BRP wallet; the minimum top-up is PHP ${WALLET_TOPUP_MIN_PHP}.`,
    body: `Pay for rides, pautos and deliveries from your wallet and earn BRP Points on every top-up.

1. Open the BRP app and tap Wallet.
2. Tap Top Up and enter the amount. The minimum top-up is PHP ${WALLET_TOPUP_MIN_PHP}.
3. Choose how you pay and follow the instructions on the screen.
4. Your new balance appears as soon as the payment is confirmed.

The wallet is available in the app only; on the website you pay in cash.`,
    fil: {
      title: 'Paano mag-top up ng wallet',
      description: `Magdagdag ng pera sa BRP wallet mo; PHP ${WALLET_TOPUP_MIN_PHP} ang pinakamababang top-up.`,
      body: `Ibayad ang wallet mo sa sakay, pautos at delivery, at makakuha ng BRP Points sa bawat top-up.

1. Buksan ang BRP app at i-tap ang Wallet.
2. I-tap ang Top Up at ilagay ang halaga. PHP ${WALLET_TOPUP_MIN_PHP} ang pinakamababang top-up.
3. Piliin kung paano ka magbabayad at sundin ang nasa screen.
4. Lalabas agad ang bago mong balance kapag na-confirm na ang bayad.

Sa app lang magagamit ang wallet; sa website, cash ang bayad.`,
    },
  },
  {
    slug: 'how-to-redeem-a-gift-code',
    title: 'How to redeem a gift code',
    category: 'Wallet',
    popular: true,
    description: 'Turn a BRP gift certificate code into wallet credit or points.',
    body: `Gift certificates carry an 8-character code.

1. Open the BRP app and tap Wallet.
2. Tap Redeem.
3. Type the code exactly as printed (letters are not case sensitive) and tap Redeem.
4. The amount is added to your wallet or your points, depending on the certificate.

Each code can be used once and only before its expiry date.`,
    fil: {
      title: 'Paano i-redeem ang gift code',
      description: 'Gawing wallet credit o points ang code ng BRP gift certificate mo.',
      body: `May 8-character na code ang bawat gift certificate.

1. Buksan ang BRP app at i-tap ang Wallet.
2. I-tap ang Redeem.
3. I-type ang code kung paano ito naka-print (puwedeng malaki o maliit ang letra) at i-tap ang Redeem.
4. Madadagdag ang halaga sa wallet o sa points mo, depende sa certificate.

Isang beses lang magagamit ang bawat code, at bago lang ito mag-expire.`,
    },
  },
  {
    slug: 'how-to-earn-brp-points',
    title: 'How to earn BRP Points',
    category: 'Rewards',
    popular: true,
    description: 'Collect points from rides, top-ups and referrals and spend them on rewards.',
    body: `BRP Points are our thank-you for riding with us.

1. Book rides in the app: each successful ride earns points.
2. Top up your wallet.
3. Invite friends with your referral code or share codes with them.
4. Redeem your points for discounts and rewards in the BRP Store.`,
    fil: {
      title: 'Paano makaipon ng BRP Points',
      description: 'Mag-ipon ng points mula sa sakay, top-up at referral, at ipalit ito sa rewards.',
      body: `Ang BRP Points ay pasasalamat namin sa pagsakay mo sa amin.

1. Mag-book ng sakay sa app: may points ka sa bawat natapos na sakay.
2. Mag-top up ng wallet mo.
3. Imbitahin ang mga kaibigan mo gamit ang referral code mo o i-share sa kanila ang mga code.
4. Ipalit ang points mo sa mga discount at reward sa BRP Store.`,
    },
  },
  {
    slug: 'how-to-share-your-referral-code',
    title: 'How to share your referral code',
    category: 'Rewards',
    description: 'Invite friends with your personal link and earn points when they sign up.',
    body: `1. Open the app and go to your profile.
2. Tap Share to send your invitation link, or show your QR code.
3. Your friend opens the link, copies your referral code and enters it when registering.

The invitation page shows your name and photo only, never your phone number or e-mail.`,
    fil: {
      title: 'Paano i-share ang referral code mo',
      description:
        'Imbitahin ang mga kaibigan gamit ang sarili mong link at makakuha ng points kapag nag-sign up sila.',
      body: `1. Buksan ang app at pumunta sa profile mo.
2. I-tap ang Share para ipadala ang invitation link mo, o ipakita ang QR code mo.
3. Bubuksan ng kaibigan mo ang link, kokopyahin ang referral code mo at ilalagay ito pag-register.

Pangalan at litrato mo lang ang makikita sa invitation page, hindi kailanman ang phone number o e-mail mo.`,
    },
  },
  {
    slug: 'how-to-become-a-brp-partner-driver',
    title: 'How to become a BRP partner driver',
    category: 'Partner',
    description: 'Drive with BRP: what you need and how to apply in your town.',
    body: `BRP partner drivers earn from rides, pautos and deliveries on their own schedule.

1. Prepare your driver's license and updated vehicle documents.
2. Make sure you have an Android phone with Google support.
3. Sign up in the BRP Driver app or on the "Become a Driver" page and upload your documents.
4. Join your branch's Messenger group to check available slots and attend the orientation.

Partner drivers commit to at least ${DRIVER_DAILY_COMMITMENT_HOURS} hours of driving a day.`,
    fil: {
      title: 'Paano maging BRP partner driver',
      description: 'Mag-drive kasama ang BRP: ang mga kailangan at kung paano mag-apply sa bayan mo.',
      body: `Kumikita ang mga BRP partner driver sa sakay, pautos at delivery, sa sarili nilang oras.

1. Ihanda ang driver's license mo at ang updated na papeles ng sasakyan.
2. Siguraduhing may Android phone ka na may Google support.
3. Mag-sign up sa BRP Driver app o sa page na "Maging Driver" at i-upload ang mga dokumento mo.
4. Sumali sa Messenger group ng branch mo para malaman kung may bakanteng slot at para makadalo sa orientation.

Nangangako ang mga partner driver na magda-drive nang hindi bababa sa ${DRIVER_DAILY_COMMITMENT_HOURS} oras bawat araw.`,
    },
  },
  {
    slug: 'how-to-accept-a-booking',
    title: 'How to accept a booking in the driver app',
    category: 'Partner',
    description: 'Go online, accept offers and move each trip through its statuses.',
    body: `1. Open the BRP Driver app and go online.
2. When a booking is offered, check the pickup point and the fare, then tap Accept before the time runs out.
3. Tap Arrived when you reach the passenger and Start when the trip begins.
4. Tap Complete at the destination and collect the fare if the passenger pays cash.`,
    fil: {
      title: 'Paano tumanggap ng booking sa driver app',
      description: 'Mag-online, tanggapin ang mga offer at i-update ang status ng bawat biyahe.',
      body: `1. Buksan ang BRP Driver app at mag-online.
2. Kapag may booking na inalok, tingnan ang pickup point at ang pasahe, tapos i-tap ang Tanggapin bago maubos ang oras.
3. I-tap ang Nasa sunduan na ako pagdating mo sa pasahero, at Simulan ang biyahe kapag sakay na siya.
4. I-tap ang Tapusin ang biyahe pagdating sa destinasyon, at singilin ang pasahe kung cash ang bayad ng pasahero.`,
    },
  },
  {
    slug: 'how-to-generate-your-driver-id',
    title: 'How to generate your driver ID',
    category: 'Partner',
    description: 'Create your printable BRP driver ID card with your emergency contact and QR code.',
    body: `1. Log in and open ID Generator.
2. Fill in your emergency contact person and number and your blood type.
3. Upload your GCash QR code.
4. Check the front and back previews and download both sides for printing.`,
    fil: {
      title: 'Paano gumawa ng driver ID mo',
      description: 'Gawin ang printable na BRP driver ID card mo na may emergency contact at QR code.',
      body: `1. Mag-log in at buksan ang ID Generator.
2. Ilagay ang pangalan at number ng emergency contact mo, at ang blood type mo.
3. I-upload ang GCash QR code mo.
4. Tingnan ang preview ng harap at likod, at i-download ang dalawa para i-print.`,
    },
  },
];

type HiringText = keyof typeof jobContentMessages.en;

type SeedJob = {
  slug: string;
  branchId: number;
  branch: string;
  summary: HiringText;
  vehicleTypes: HiringText[];
};

/** The branches hiring in a new installation; their texts come from the hiring pages' catalogue. */
export const SEED_JOBS: SeedJob[] = [
  {
    slug: 'el-nido',
    branchId: 3,
    branch: 'El Nido',
    summary: 'SUMMARY_EL_NIDO',
    vehicleTypes: ['MOTORCYCLE', 'TRICYCLE'],
  },
  {
    slug: 'brookes-point',
    branchId: 10,
    branch: "Brooke's Point",
    summary: 'SUMMARY_BROOKES_POINT',
    vehicleTypes: ['MOTORCYCLE', 'TRICYCLE'],
  },
  { slug: 'narra', branchId: 7, branch: 'Narra', summary: 'SUMMARY_NARRA', vehicleTypes: ['MOTORCYCLE'] },
];

/** A seeded opening's texts in one language, as the hiring page's catalogue words them. */
export function seedJobTexts(job: SeedJob, locale: Locale) {
  const text = (key: HiringText, vars?: MessageVars) => translate(jobContentMessages, locale, key, vars);
  const branch = { branch: job.branch };
  return {
    title: text('DRIVE_IN', branch),
    summary: text(job.summary),
    vehicle_types: job.vehicleTypes.map((type) => text(type)),
    how_to_apply: [
      text('STEP_FACEBOOK', branch),
      text('STEP_MESSENGER', branch),
      text('STEP_DOWNLOAD'),
      text('STEP_WAIT'),
    ],
    requirements: [
      text('LICENSE'),
      text('DOCUMENTS'),
      text('ANDROID'),
      text('HOURS', { hours: DRIVER_DAILY_COMMITMENT_HOURS }),
    ],
  };
}

export const SEED_APP_UPDATES = [
  {
    app_type: 'customer',
    title: 'Faster booking',
    version_name: '2.8.0',
    version_code: 88,
    created_at: '2025-09-12T09:30:00+08:00',
    dist_url: 'https://play.google.com/store/apps/details?id=com.brp.customer',
    changelog: 'Saved addresses for Home and Work.\nPickup notes for your driver.\nBug fixes.',
  },
  {
    app_type: 'customer',
    title: 'Pautos budget receipts',
    version_name: '2.9.0',
    version_code: 90,
    created_at: '2025-11-03T14:00:00+08:00',
    dist_url: 'https://play.google.com/store/apps/details?id=com.brp.customer',
    changelog:
      'Upload a receipt when you send a pautos budget.\nSee the store status while your order is prepared.\nSmaller download.',
  },
  {
    app_type: 'driver',
    title: 'Offer timer',
    version_name: '3.2.0',
    version_code: 153,
    created_at: '2025-08-20T08:00:00+08:00',
    dist_url: DRIVER_APP_LINK,
    changelog: 'A countdown on every booking offer.\nClearer earnings summary.',
  },
  {
    app_type: 'driver',
    title: 'New location service',
    version_name: '3.3.0',
    version_code: 156,
    created_at: '2025-10-28T19:45:00+08:00',
    dist_url: DRIVER_APP_LINK,
    changelog:
      'Location keeps updating while the app is in the background.\nFewer missed offers on slow connections.\nAllow location "All the time" after updating: the steps on this page show how.',
  },
  {
    app_type: 'partner',
    title: 'Store hours',
    version_name: '1.2.0',
    version_code: 12,
    created_at: '2025-07-15T10:00:00+08:00',
    dist_url: 'https://play.google.com/store/apps/details?id=com.brp.partner',
    changelog: 'Set your opening hours for each day.\nMark products out of stock.',
  },
];

/** Highest first; min_rides are finished rides in a month. */
export const SEED_RANKS = [
  [
    'Palawan Legend',
    'Legend',
    600,
    'The best of the best: the most trips across every branch, with top ratings.',
  ],
  ['Grandmaster Driver', 'Grandmaster', 520, 'Drives nearly every day and keeps riders coming back.'],
  ['Master Driver', 'Master', 450, 'A reliable favourite of riders and stores alike.'],
  ['Diamond Driver I', 'Diamond I', 390, 'Consistently busy at peak hours with excellent service.'],
  ['Diamond Driver II', 'Diamond II', 340, 'On the road most days and quick to accept offers.'],
  ['Platinum Driver I', 'Platinum I', 290, 'A steady driver trusted with rides, pautos and deliveries.'],
  ['Platinum Driver II', 'Platinum II', 250, 'Builds a strong record month after month.'],
  ['Gold Driver I', 'Gold I', 210, 'Meets the daily commitment and serves every service.'],
  ['Gold Driver II', 'Gold II', 175, 'Growing fast with good ratings.'],
  ['Silver Driver I', 'Silver I', 140, 'Regularly online and learning the busy routes.'],
  ['Silver Driver II', 'Silver II', 110, 'Finishing more trips every week.'],
  ['Bronze Driver I', 'Bronze I', 80, 'Off to a good start with BRP.'],
  ['Bronze Driver II', 'Bronze II', 50, 'First steps as a partner driver.'],
  ['Rookie', 'Rookie', 0, 'Welcome to BRP! Every finished trip counts toward your next rank.'],
] as const;

/**
 * Writes the Filipino of a seeded guide or job opening: right after it is added, and on installations seeded
 * before it had Filipino, unless staff changed the English text (its Filipino would then no longer match) or
 * wrote a Filipino text themselves. `english` names the translated columns with their seeded English values.
 */
async function addFilipino<T extends Record<string, string | string[]>>(
  db: pg.Pool,
  table: 'guides' | 'jobs',
  slug: string,
  english: T,
  filipino: T,
) {
  const params: unknown[] = [slug];
  const param = (value: unknown) => `$${params.push(value)}`;
  const assignments: string[] = [];
  const untouched = ['slug = $1'];
  for (const [column, value] of Object.entries(english)) {
    assignments.push(`${column}_fil = ${param(filipino[column])}`);
    untouched.push(`${column}_fil = ${param(Array.isArray(value) ? [] : '')}`, `${column} = ${param(value)}`);
  }
  await db.query(`UPDATE ${table} SET ${assignments.join(', ')} WHERE ${untouched.join(' AND ')}`, params);
}

/**
 * Whether every seeded row of `table` is there with its Filipino title: then the inserts (ON CONFLICT DO NOTHING)
 * and the Filipino fill-ins (only where every Filipino text is still empty) would change nothing, and a restart
 * asks this once instead of making two statements a row.
 */
async function seededWithFilipino(db: pg.Pool, table: 'guides' | 'jobs', slugs: string[]): Promise<boolean> {
  const { rows } = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM ${table} WHERE slug = ANY($1::text[]) AND title_fil <> ''`,
    [slugs],
  );
  return rows[0].n === slugs.length;
}

export async function seedContent(db: pg.Pool) {
  // One statement a table where nothing follows a row (a statement a row was a round trip each at every start).
  await db.query(
    `INSERT INTO app_settings (key, value, description)
     SELECT * FROM unnest($1::text[], $2::text[], $3::text[]) ON CONFLICT (key) DO NOTHING`,
    [0, 1, 2].map((n) => CONTENT_SETTINGS.map((row) => row[n])),
  );
  const guidesDone = await seededWithFilipino(
    db,
    'guides',
    SEED_GUIDES.map((guide) => guide.slug),
  );
  for (const [index, guide] of guidesDone ? [] : SEED_GUIDES.entries()) {
    await db.query(
      `INSERT INTO guides (slug, title, category, description, body, thumbnail, is_partner, popular, sort_order,
         title_fil, description_fil, body_fil)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) ON CONFLICT (slug) DO NOTHING`,
      [
        guide.slug,
        guide.title,
        guide.category,
        guide.description,
        guide.body,
        thumbnail(guide.slug),
        guide.category === 'Partner',
        guide.popular ?? false,
        index,
        guide.fil.title,
        guide.fil.description,
        guide.fil.body,
      ],
    );
    const { title, description, body } = guide;
    await addFilipino(db, 'guides', guide.slug, { title, description, body }, guide.fil);
  }
  const jobsDone = await seededWithFilipino(
    db,
    'jobs',
    SEED_JOBS.map((job) => job.slug),
  );
  for (const [index, job] of jobsDone ? [] : SEED_JOBS.entries()) {
    const english = seedJobTexts(job, 'en');
    await db.query(
      `INSERT INTO jobs (slug, branch_id, title, summary, banner, vehicle_types, how_to_apply, requirements,
         facebook_url, messenger_group_url, sort_order)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) ON CONFLICT (slug) DO NOTHING`,
      [
        job.slug,
        job.branchId,
        english.title,
        english.summary,
        `/jobs/${job.slug}.svg`,
        english.vehicle_types,
        english.how_to_apply,
        english.requirements,
        FACEBOOK_PAGE,
        MESSENGER,
        index,
      ],
    );
    await addFilipino(db, 'jobs', job.slug, english, seedJobTexts(job, 'fil'));
  }
  const updates = SEED_APP_UPDATES;
  await db.query(
    `INSERT INTO app_updates (app_type, title, version_name, version_code, created_at, dist_url, changelog)
     SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::int[], $5::timestamptz[], $6::text[], $7::text[])
     ON CONFLICT (app_type, version_code) DO NOTHING`,
    [
      updates.map((update) => update.app_type),
      updates.map((update) => update.title),
      updates.map((update) => update.version_name),
      updates.map((update) => update.version_code),
      updates.map((update) => update.created_at),
      updates.map((update) => update.dist_url),
      updates.map((update) => update.changelog),
    ],
  );
  await db.query(
    `INSERT INTO ranks (position, title, short_title, description, photo, min_rides)
     SELECT * FROM unnest($1::int[], $2::text[], $3::text[], $4::text[], $5::text[], $6::int[])
     ON CONFLICT (position) DO NOTHING`,
    [
      SEED_RANKS.map((_, index) => index + 1),
      SEED_RANKS.map(([title]) => title),
      SEED_RANKS.map(([, shortTitle]) => shortTitle),
      SEED_RANKS.map(([, , , description]) => description),
      SEED_RANKS.map((_, index) => `/ranks/rank-${index + 1}.svg`),
      SEED_RANKS.map(([, , minRides]) => minRides),
    ],
  );
}
