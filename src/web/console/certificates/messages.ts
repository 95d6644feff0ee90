import { defineMessages } from '@/shared/i18n';

/** Gift certificate print view (spec part 2 §2 "Gift certificates", §8 access text). */
export const certificateMessages = defineMessages(
  {
    title: 'Gift certificates',
    notAuthorized:
      'You are not authorized to access this page! Please make sure you are logged in as an Admin/BRP Partner Manager/Operations Head when visiting this page',
    goHome: 'OK',
    print: 'Print',
    back: 'Back to the console',
    heading: 'BRP Gift Certificate',
    worth: 'Worth {amount}',
    points: '{points} BRP Points',
    code: 'Code',
    expires: 'Valid until {date}',
    howTo: 'Claim it at {url} or in the BRP app: Wallet > Redeem.',
    claimed: 'Claimed',
    summary: 'Batch {bulkId}: {count} certificates on {pages} pages, 5 per page.',
    empty: 'This batch has no certificates.',
    loadFailed: 'Could not load the certificates: {message}',
  },
  {
    title: 'Mga gift certificate',
    notAuthorized:
      'Hindi ka awtorisadong buksan ang pahinang ito! Siguraduhing naka-log in ka bilang Admin/BRP Partner Manager/Operations Head kapag binibisita ang pahinang ito',
    goHome: 'OK',
    print: 'I-print',
    back: 'Bumalik sa console',
    heading: 'BRP Gift Certificate',
    worth: 'Halagang {amount}',
    points: '{points} BRP Points',
    code: 'Code',
    expires: 'Balido hanggang {date}',
    howTo: 'I-claim sa {url} o sa BRP app: Wallet > Redeem.',
    claimed: 'Na-claim na',
    summary: 'Batch {bulkId}: {count} na certificate sa {pages} na pahina, 5 bawat pahina.',
    empty: 'Walang certificate ang batch na ito.',
    loadFailed: 'Hindi ma-load ang mga certificate: {message}',
  },
);
