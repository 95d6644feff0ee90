import { defineMessages } from '@/shared/i18n';

/** What a finished walk-in trip earned, as the driver reads it on the job screen. */
export const walkInPointsMessages = defineMessages(
  {
    EARNED: 'This walk-in trip earned {points} booking point.',
    NOT_EARNED: 'This walk-in trip earned no booking points',
    REASON_short:
      'The trip was {distance} km. A walk-in trip needs at least {min} km to earn points and count toward your quotas.',
    REASON_quick:
      'The trip took {minutes} minutes. A walk-in trip needs at least {min} minutes to earn points and count toward your quotas.',
    'REASON_no-trace':
      'We received too few of your locations during the trip. Keep your location on while you drive, so the trip can be checked.',
    REASON_trace: 'Your locations during the trip do not show the drive from the pickup to the drop-off.',
    'REASON_daily-cap':
      '{cap} of your walk-in trips already earned points today, the most that can in one day. Tomorrow they count again.',
    RECORDED: 'The trip is still recorded, and the fare is yours to collect.',
  },
  {
    EARNED: 'Ang walk-in na biyaheng ito ay nakakuha ng {points} booking point.',
    NOT_EARNED: 'Walang booking point ang walk-in na biyaheng ito',
    REASON_short:
      '{distance} km ang biyahe. Kailangan ng walk-in na biyahe ang hindi bababa sa {min} km para magka-point at mabilang sa mga quota mo.',
    REASON_quick:
      '{minutes} minuto ang biyahe. Kailangan ng walk-in na biyahe ang hindi bababa sa {min} minuto para magka-point at mabilang sa mga quota mo.',
    'REASON_no-trace':
      'Kaunti lang ang natanggap naming location mo habang nasa biyahe. Panatilihing naka-on ang location habang nagmamaneho, para ma-check ang biyahe.',
    REASON_trace:
      'Hindi makikita sa mga location mo habang nasa biyahe ang pagmaneho mula sa sunduan hanggang sa babaan.',
    'REASON_daily-cap':
      '{cap} sa mga walk-in na biyahe mo ang nagka-point na ngayong araw, ang pinakamarami sa isang araw. Bukas, mabibilang ulit.',
    RECORDED: 'Naka-record pa rin ang biyahe, at sa iyo ang pamasahe.',
  },
);
