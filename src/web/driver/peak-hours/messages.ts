import { defineMessages } from '../../../shared/i18n';
import { MEETING_MESSAGES, REWARDS_MESSAGES } from '../../../shared/messages';
import { FAILED_BOOKING_POINTS_LABEL } from '../../../../config/constants';

export const messages = defineMessages(
  {
    title: REWARDS_MESSAGES.FAILED_BOOKING_TITLE,
    chartTitle: 'Peak hours this week',
    chartHint: 'Bookings no driver took in the last 7 days, by hour.',
    standby: REWARDS_MESSAGES.STANDBY_PASSENGER,
    noStandby: 'No standby passengers today.',
    branch: 'Branch: {branch}',
    points: FAILED_BOOKING_POINTS_LABEL,
    pickTime: REWARDS_MESSAGES.PICK_TIME,
    timeIn: 'Time In',
    timeOut: 'Time Out',
    bothRequired: MEETING_MESSAGES.TIME_IN_AND_OUT_REQUIRED,
    save: 'Save',
    cancel: 'Cancel',
    yourStandby: 'Your standby time today: {in} - {out}',
    hourLabel: '{hour}:00',
    error: 'An error occurred',
    retry: 'Try again',
  },
  {
    title: 'Bunos Ride',
    chartTitle: 'Mga peak hour ngayong linggo',
    chartHint: 'Mga booking na walang kumuhang driver sa nakaraang 7 araw, bawat oras.',
    standby: 'Naghihintay na Pasahero',
    noStandby: 'Walang naghihintay na pasahero ngayong araw.',
    branch: 'Branch: {branch}',
    points: 'X2 BRP Points',
    pickTime: 'Pumili ng Oras',
    timeIn: 'Time In',
    timeOut: 'Time Out',
    bothRequired: 'Kailangan ang Time In at Time Out',
    save: 'I-save',
    cancel: 'Kanselahin',
    yourStandby: 'Ang iyong standby time ngayong araw: {in} - {out}',
    hourLabel: '{hour}:00',
    error: 'Nagkaroon ng error',
    retry: 'Subukan muli',
  },
);
