import { defineMessages } from '@/shared/i18n';

/** Rating a finished trip. */
export const ratingMessages = defineMessages(
  {
    rateDriver: 'Rate your driver',
    rateRider: 'Rate your rider',
    customerStats: 'View customer statistics',
    yourRating: 'Your rating',
    review: 'Review (optional)',
    send: 'Send rating',
    thanks: 'Thank you for your rating!',
    rated: 'You rated this trip {rating} / 5.',
    chooseStars: 'Please choose a rating from 1 to 5 stars.',
  },
  {
    rateDriver: 'I-rate ang iyong driver',
    rateRider: 'I-rate ang iyong pasahero',
    customerStats: 'Tingnan ang stats ng customer',
    yourRating: 'Iyong rating',
    review: 'Review (opsyonal)',
    send: 'Ipadala ang rating',
    thanks: 'Salamat sa iyong rating!',
    rated: 'Binigyan mo ang biyaheng ito ng {rating} / 5.',
    chooseStars: 'Pumili ng rating mula 1 hanggang 5 bituin.',
  },
);
