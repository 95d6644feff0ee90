import { defineMessages } from '@/shared/i18n';

/** Claim page (spec part 2 §2 "Gift certificates", §8 "Gift claim"). */
export const claimMessages = defineMessages(
  {
    title: 'Claim gift certificate',
    intro: 'Enter the 8-character code printed on your gift certificate.',
    code: 'Gift certificate code',
    claim: 'Claim',
    claiming: 'Claiming…',
    tooShort: 'Please enter the 8-character code.',
    congratulations: 'Congratulations!',
    credited: '{amount} has been added to your wallet.',
    creditedPoints: '{points} BRP Points have been added to your points.',
    error: 'Error',
    wallet: 'Your wallet',
    balance: 'Wallet balance: {amount}',
    points: 'BRP Points: {points}',
    recent: 'Latest: {description} {amount}',
  },
  {
    title: 'I-claim ang gift certificate',
    intro: 'Ilagay ang 8-character na code na nakalimbag sa iyong gift certificate.',
    code: 'Code ng gift certificate',
    claim: 'I-claim',
    claiming: 'Kine-claim…',
    tooShort: 'Pakilagay ang 8-character na code.',
    congratulations: 'Binabati kita!',
    credited: 'Naidagdag na ang {amount} sa iyong wallet.',
    creditedPoints: 'Naidagdag na ang {points} BRP Points sa iyong points.',
    error: 'Error',
    wallet: 'Ang iyong wallet',
    balance: 'Balanse ng wallet: {amount}',
    points: 'BRP Points: {points}',
    recent: 'Pinakabago: {description} {amount}',
  },
);
