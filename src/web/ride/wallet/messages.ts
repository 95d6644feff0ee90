import { defineMessages } from '@/shared/i18n';

/**
 * The wallet screen. Each kind of ledger entry is said in plain words (`kind:<kind>`); an entry of a kind
 * without words here is shown with the description the ledger stored for it.
 */
export const walletMessages = defineMessages(
  {
    title: 'Your wallet',
    balance: 'Wallet balance',
    points: 'BRP Points',
    pointsValue: '{points} points',
    history: 'History',
    empty: 'Nothing has been added to or taken from your wallet yet.',
    showMore: 'Show more',
    loading: 'Loading…',
    ofTotal: 'Showing {shown} of {total}',
    claimGift: 'Claim a gift certificate',
    seeAll: 'See every wallet entry',
    viewBooking: 'View booking {code}',
    credit: 'Added',
    debit: 'Taken',
    'kind:pautos-change': 'Change from your errand, returned to your wallet',
    'kind:pautos-change-held': "Errand change you kept, passed to the customer's wallet",
    'kind:gift-certificate': 'Gift certificate claimed',
    'kind:booking-points': 'Booking points reward',
    'kind:quota-weekly': '24-hour quota weekly reward',
    'kind:quota-monthly': '24-hour quota monthly reward',
    'kind:other': 'Wallet entry',
  },
  {
    title: 'Ang iyong wallet',
    balance: 'Balanse ng wallet',
    points: 'BRP Points',
    pointsValue: '{points} points',
    history: 'Kasaysayan',
    empty: 'Wala pang naidagdag o nabawas sa iyong wallet.',
    showMore: 'Ipakita pa',
    loading: 'Naglo-load…',
    ofTotal: 'Ipinapakita ang {shown} sa {total}',
    claimGift: 'Mag-claim ng gift certificate',
    seeAll: 'Tingnan ang lahat ng entry sa wallet',
    viewBooking: 'Tingnan ang booking {code}',
    credit: 'Naidagdag',
    debit: 'Nabawas',
    'kind:pautos-change': 'Sukli mula sa iyong pautos, ibinalik sa iyong wallet',
    'kind:pautos-change-held': 'Sukli ng pautos na hawak mo, ipinasa sa wallet ng customer',
    'kind:gift-certificate': 'Na-claim na gift certificate',
    'kind:booking-points': 'Gantimpala ng booking points',
    'kind:quota-weekly': 'Lingguhang gantimpala ng 24-oras na quota',
    'kind:quota-monthly': 'Buwanang gantimpala ng 24-oras na quota',
    'kind:other': 'Entry sa wallet',
  },
);
