import { defineMessages } from '@/shared/i18n';

/** The staff parts of the trike and pautos/delivery maps: active-users layer and recent trike bookings. */
export const staffMapMessages = defineMessages(
  {
    ACTIVE_USERS_COUNT: '{n} active users within 24 hours ({located} on the map)',
    HEATMAP_FAILED: 'Active users could not be loaded. Try again.',
    TRIKE_BOOKINGS: 'Recent Trike Bookings',
    NO_TRIKE_BOOKINGS: 'No trike bookings yet.',
    NO_DRIVER_YET: 'No driver yet',
  },
  {
    ACTIVE_USERS_COUNT: '{n} aktibong user sa loob ng 24 oras ({located} ang nasa mapa)',
    HEATMAP_FAILED: 'Hindi ma-load ang mga aktibong user. Subukan ulit.',
    TRIKE_BOOKINGS: 'Mga Bagong Trike Booking',
    NO_TRIKE_BOOKINGS: 'Wala pang trike booking.',
    NO_DRIVER_YET: 'Wala pang driver',
  },
);
