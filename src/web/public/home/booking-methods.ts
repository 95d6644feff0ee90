import { PHONE_CONTACT_FEE_PHP, WEB_BOOKING_FEE_PHP } from '@config/site-constants';
import { HOME_MESSAGES } from '@/shared/site-messages';

export type BookingMethodId = 'web' | 'app' | 'phone';

/** The three cards of the home chooser (spec part 1 §2 "Home"). */
export type BookingMethod = {
  id: BookingMethodId;
  title: string;
  description: string;
  fee: string;
  features: string[];
  cons: string[];
  button: string;
  highlight?: string;
};

export const BOOKING_METHODS: BookingMethod[] = [
  {
    id: 'web',
    title: HOME_MESSAGES.WEB_BOOKING,
    description: 'Book a ride right here in your browser. No download needed.',
    fee: `+PHP ${WEB_BOOKING_FEE_PHP}`,
    features: ['Book in a few taps', 'Track your driver live', 'Pay cash to the driver'],
    cons: ['Web booking fee', 'No e-wallet or rewards'],
    button: 'Book on the web',
  },
  {
    id: 'app',
    title: HOME_MESSAGES.DOWNLOAD_APP,
    description: 'The BRP app has the best rates and earns you rewards on every ride.',
    fee: 'No extra fee',
    features: ['Best rates', 'BRP Points and rewards', 'E-wallet payments'],
    cons: ['Needs a download'],
    button: 'Get the app',
    highlight: HOME_MESSAGES.BEST_RATES,
  },
  {
    id: 'phone',
    title: HOME_MESSAGES.VIEW_ONLINE_DRIVERS,
    description: 'See the drivers online near you and call or text one directly.',
    fee: `+PHP ${PHONE_CONTACT_FEE_PHP}`,
    features: ['Direct call or text', 'See drivers near you on the map'],
    cons: ['Motorcycles only', 'Phone contact fee'],
    button: 'View drivers',
  },
];
