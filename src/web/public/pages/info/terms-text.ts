import {
  CANCEL_LIMIT_TEXT_PER_DAY,
  FREE_PICKUP_DISTANCE_KM,
  LUGGAGE_FEE_PHP,
  LUGGAGE_THRESHOLD_KG,
  PHONE_CONTACT_FEE_PHP,
  WALLET_TOPUP_MIN_PHP,
  WEB_BOOKING_FEE_PHP,
} from '@config/constants';
import type { LegalSection } from './LegalDocument';

export const TERMS_UPDATED = 'November 1, 2025';

export const TERMS_INTRO =
  'These terms govern your use of the BRP website and apps for rides, pautos (errands) and deliveries in Palawan and the other areas we serve. By creating an account or booking, you agree to them.';

export const TERMS_SECTIONS: LegalSection[] = [
  {
    heading: 'Our service',
    paragraphs: [
      'BRP is a platform that connects riders and customers with independent partner drivers and partner stores. Drivers provide the transport; partner stores sell and prepare the goods you order.',
    ],
  },
  {
    heading: 'Your account',
    items: [
      'Give your true name, mobile number, e-mail and photo, and keep them up to date.',
      'Keep your password to yourself. You are responsible for bookings made with your account.',
      'One person, one account. Foreign visitors register with a valid passport and tourist visa.',
      "If you are under 18, use BRP only with your parent's or guardian's consent.",
    ],
  },
  {
    heading: 'Your obligations',
    items: [
      'Set an accurate pickup point and destination, and be ready at the pickup point on time.',
      'Treat drivers, partners and other riders with respect. Harassment, violence and discrimination are not tolerated.',
      'Do not carry or order anything illegal, dangerous or prohibited, and do not ask a driver to break traffic rules.',
      'Ride only with as many passengers as the vehicle allows and wear the helmet provided on motorcycle rides.',
      `Tell the driver about luggage over ${LUGGAGE_THRESHOLD_KG} kg by ticking the luggage box when you book a tricycle or car.`,
      'Pay the fare shown in the app or on the website, and send the agreed budget for pautos orders.',
      'Do not misuse referral codes, coupons, gift certificates or BRP Points, or create bookings you do not intend to take.',
    ],
  },
  {
    heading: 'Fares and payment',
    paragraphs: [
      'Fares depend on the town, the vehicle type, the distance and the time of day, as listed on our Pricing page. The fare of your trip is shown before you confirm the booking.',
      `Booking on the website adds a web fee of PHP ${WEB_BOOKING_FEE_PHP}; booking by calling a driver through the website adds PHP ${PHONE_CONTACT_FEE_PHP}. A pickup fee applies when the nearest driver is more than ${FREE_PICKUP_DISTANCE_KM} km away, and a luggage fee of PHP ${LUGGAGE_FEE_PHP} for heavy luggage. All fees are shown before you book.`,
      `You pay in cash or, in the app, from your BRP wallet (minimum top-up PHP ${WALLET_TOPUP_MIN_PHP}). Tips are optional and go to the driver in full.`,
    ],
  },
  {
    heading: 'Tourist locations',
    paragraphs: [
      'In tourist locations such as El Nido, Coron and San Vicente, fares include a fare adjustment that reflects longer routes, road conditions and demand. The adjustment is part of the fare shown to you before you book, so you always know the full price first.',
    ],
  },
  {
    heading: 'Cancellations',
    paragraphs: [
      `You may cancel a booking while it is connecting or while the driver is on the way to you, up to ${CANCEL_LIMIT_TEXT_PER_DAY} times a day.`,
      'Cancelling costs nothing when done in good faith. Misuse, such as repeated late cancellations, not showing up at the pickup point or fake bookings, may be charged a cancellation fee and may lead to limits on or suspension of your account.',
    ],
  },
  {
    heading: 'Pautos and deliveries',
    items: [
      'For pautos the driver buys the items you list with the budget you send, and hands you the receipt with your change.',
      'If the store is closed or an item is out of stock, you choose whether the driver tries another store or you cancel.',
      'Partner stores are responsible for the quality of the goods they sell and prepare.',
    ],
  },
  {
    heading: 'Insurance',
    paragraphs: [
      'Passengers on trips booked through BRP are covered by accident insurance. The cover is limited to reimbursement of medical expenses and to death or disablement benefits, within the limits of the policy. It does not cover loss of or damage to belongings, or trips arranged outside BRP.',
      'Report an accident to us as soon as possible through the contact details on our Contact Us page so we can help you with the claim.',
    ],
  },
  {
    heading: 'BRP Points, rewards and gift certificates',
    paragraphs: [
      'Points and rewards have no cash value, cannot be transferred and may expire. Gift certificates can be redeemed once, before their expiry date. We may withdraw points or rewards obtained through misuse.',
    ],
  },
  {
    heading: 'Limits of our responsibility',
    paragraphs: [
      'We work to keep the service available and safe, but we cannot guarantee that a driver is always available or that the service is free of interruptions. To the extent the law allows, BRP is not liable for indirect losses, and our liability is limited to the amount you paid for the booking concerned.',
    ],
  },
  {
    heading: 'Suspension and account deletion',
    paragraphs: [
      'We may suspend or close accounts that break these terms. You can delete your account at any time from the Delete account page.',
    ],
  },
  {
    heading: 'Changes and governing law',
    paragraphs: [
      'We may update these terms; the date above shows the latest version, and important changes are announced in the app. These terms are governed by the laws of the Republic of the Philippines.',
    ],
  },
];
