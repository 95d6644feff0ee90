import {
  BOOKING_POINTS_BRANCH_IDS,
  BOOKING_POINTS_QUOTA,
  CLAIM_WINDOW_END_HOUR,
  CLAIM_WINDOW_START_HOUR,
  DAILY_QUOTA_TARGET_RIDES,
  MEETING_DAY_END_HOUR,
  ONLINE_BOOKING_POINTS,
  WALK_IN_BOOKING_POINTS,
  WEEKLY_CLAIM_WEEKDAY,
} from '@config/constants';
import { type DateInput, formatDateYmd, manilaHour, manilaWallClock } from './dates';
import { MEETING_MESSAGES, REWARDS_MESSAGES } from './messages';

function inClaimHours(now: DateInput): boolean {
  const hour = manilaHour(now);
  return hour >= CLAIM_WINDOW_START_HOUR && hour < CLAIM_WINDOW_END_HOUR;
}

export function isWeeklyClaimOpen(now: DateInput = new Date()): boolean {
  return manilaWallClock(now).day() === WEEKLY_CLAIM_WEEKDAY && inClaimHours(now);
}

export function isMonthlyClaimOpen(now: DateInput = new Date()): boolean {
  const manila = manilaWallClock(now);
  return manila.date() === manila.daysInMonth() && inClaimHours(now);
}

export type QuotaProgress = { done: number; target: number; percent: number; remaining: number };

/** The bar stops at full; riding past the target is fine but the bar cannot overflow. */
export function dailyQuotaProgress(done: number, target: number = DAILY_QUOTA_TARGET_RIDES): QuotaProgress {
  const safeDone = Math.max(0, done);
  return {
    done: safeDone,
    target,
    percent: target > 0 ? Math.min(100, (safeDone / target) * 100) : 100,
    remaining: Math.max(0, target - safeDone),
  };
}

export function bookingPoints(onlineBookings: number, walkInBookings: number): number {
  return onlineBookings * ONLINE_BOOKING_POINTS + walkInBookings * WALK_IN_BOOKING_POINTS;
}

export function isBookingPointsBranch(branchId: number | null | undefined): boolean {
  return branchId != null && (BOOKING_POINTS_BRANCH_IDS as readonly number[]).includes(branchId);
}

export type BookingPointsProgress = {
  count: number;
  quota: number;
  percent: number;
  remaining: number;
  text: string;
};

/** Walk-ins give half points, so the remainder is rounded to one decimal to keep "2.5" from reading "2.4999". */
export function bookingPointsProgress(
  count: number,
  quota: number = BOOKING_POINTS_QUOTA,
): BookingPointsProgress {
  const progress = dailyQuotaProgress(count, quota);
  const remaining = Math.round(progress.remaining * 10) / 10;
  return {
    count: progress.done,
    quota,
    percent: progress.percent,
    remaining,
    text: REWARDS_MESSAGES.bookingPointsToGo(remaining),
  };
}

export type MeetingStatus =
  | typeof MEETING_MESSAGES.HAPPENING_NOW
  | typeof MEETING_MESSAGES.UPCOMING
  | typeof MEETING_MESSAGES.PAST;

/**
 * A meeting day runs from its start hour to 22:00 Manila time.
 * `date` is the meeting's Manila date (YYYY-MM-DD); `startTime` its first slot ('HH:mm' or 'HH:mm:ss').
 */
export function meetingStatus(
  meeting: { date: string; startTime: string },
  now: DateInput = new Date(),
): MeetingStatus {
  const today = formatDateYmd(now);
  const meetingDay = meeting.date.slice(0, 10);
  if (meetingDay > today) return MEETING_MESSAGES.UPCOMING;
  if (meetingDay < today) return MEETING_MESSAGES.PAST;
  const hour = manilaHour(now);
  const startHour = Number.parseInt(meeting.startTime.split(':')[0], 10) || 0;
  if (hour < startHour) return MEETING_MESSAGES.UPCOMING;
  if (hour < MEETING_DAY_END_HOUR) return MEETING_MESSAGES.HAPPENING_NOW;
  return MEETING_MESSAGES.PAST;
}

export function canChooseMeetingSchedule(status: MeetingStatus, hasResponded: boolean): boolean {
  return status !== MEETING_MESSAGES.PAST && !hasResponded;
}
