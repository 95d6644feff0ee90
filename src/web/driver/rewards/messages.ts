import { defineMessages } from '@/shared/i18n';

export const messages = defineMessages(
  {
    title: 'Booking points',
    toGo: 'Earn {points} more booking points to earn a reward',
    progress: '{count} / {quota} booking points',
    mechanicsTitle: 'How it works',
    mechanicsOnline: 'An online booking gives 1 point.',
    mechanicsWalkIn: 'A walk-in booking gives 0.5 point.',
    mechanicsReward: 'Reaching 15 points earns a Php 100 wallet reward.',
    mechanicsBranches:
      "This applies only to the El Nido, Coron, Narra, Aborlan, Bataraza and Brooke's Point branches.",
    notEligible: 'Your branch ({branch}) does not take part in the booking-points reward.',
    rewardsPaid: 'Rewards received: {count} ({amount})',
    loadFailed: 'An error occurred',
    retry: 'Try again',
  },
  {
    title: 'Booking points',
    toGo: 'Kumita ng {points} pang booking points para makakuha ng gantimpala',
    progress: '{count} / {quota} booking points',
    mechanicsTitle: 'Paano ito gumagana',
    mechanicsOnline: 'Ang online booking ay may 1 point.',
    mechanicsWalkIn: 'Ang walk-in booking ay may 0.5 point.',
    mechanicsReward: 'Kapag umabot sa 15 points, may Php 100 na gantimpala sa wallet.',
    mechanicsBranches:
      "Para lamang ito sa mga branch ng El Nido, Coron, Narra, Aborlan, Bataraza at Brooke's Point.",
    notEligible: 'Hindi kasali ang iyong branch ({branch}) sa booking-points reward.',
    rewardsPaid: 'Mga natanggap na gantimpala: {count} ({amount})',
    loadFailed: 'Nagkaroon ng error',
    retry: 'Subukan muli',
  },
);
