import { defineMessages } from '@/shared/i18n';

/** Customer statistics view (spec part 2 §2 "Other staff and customer screens", §3 "Customer stats"). */
export const customerMessages = defineMessages(
  {
    title: 'Customer statistics',
    rating: 'Rating',
    noRating: 'No ratings yet',
    ratingValue: '{rating} / 5 ({count})',
    finished: 'Finished bookings',
    cancelled: 'Cancelled bookings',
    idType: 'ID type',
    noId: 'No ID uploaded',
    viewId: 'View ID',
    idHidden: 'Only staff can open the uploaded ID.',
    reviews: 'Driver reviews',
    noReviews: 'No reviews from drivers yet.',
    close: 'Close',
    missingOrder: 'No order was given.',
    loadFailed: 'Could not load the customer: {message}',
  },
  {
    title: 'Istatistika ng customer',
    rating: 'Rating',
    noRating: 'Wala pang rating',
    ratingValue: '{rating} / 5 ({count})',
    finished: 'Mga natapos na booking',
    cancelled: 'Mga na-cancel na booking',
    idType: 'Uri ng ID',
    noId: 'Walang in-upload na ID',
    viewId: 'Tingnan ang ID',
    idHidden: 'Staff lang ang makakapagbukas ng in-upload na ID.',
    reviews: 'Mga review ng driver',
    noReviews: 'Wala pang review mula sa mga driver.',
    close: 'Isara',
    missingOrder: 'Walang ibinigay na order.',
    loadFailed: 'Hindi ma-load ang customer: {message}',
  },
);
