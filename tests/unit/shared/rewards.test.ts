import { describe, expect, it } from 'vitest';
import {
  bookingPoints,
  bookingPointsProgress,
  canChooseMeetingSchedule,
  dailyQuotaProgress,
  isBookingPointsBranch,
  isMonthlyClaimOpen,
  isWeeklyClaimOpen,
  meetingStatus,
} from '@/shared/rewards';

describe('weekly claim window (Sunday 20:00-23:59:59 Manila)', () => {
  it.each([
    ['2024-03-10T12:00:00Z', true], // Sun 20:00
    ['2024-03-10T15:59:59Z', true], // Sun 23:59:59
    ['2024-03-10T11:59:59Z', false], // Sun 19:59:59
    ['2024-03-10T16:00:00Z', false], // Mon 00:00
    ['2024-03-10T20:00:00Z', false], // Sun 20:00 UTC is Mon 04:00 Manila
    ['2024-03-09T13:00:00Z', false], // Sat 21:00
  ])('%s → %s', (moment, open) => {
    expect(isWeeklyClaimOpen(moment)).toBe(open);
  });
});

describe('monthly claim window (last day of month, same hours)', () => {
  it.each([
    ['2024-02-29T12:30:00Z', true], // leap-year 29 Feb 20:30
    ['2024-02-28T12:30:00Z', false],
    ['2024-02-29T11:00:00Z', false], // 19:00
    ['2024-03-31T15:30:00Z', true], // 31 Mar 23:30
    ['2024-03-31T16:30:00Z', false], // 1 Apr 00:30
    ['2023-04-30T12:00:00Z', true],
  ])('%s → %s', (moment, open) => {
    expect(isMonthlyClaimOpen(moment)).toBe(open);
  });
});

describe('24-hour quota', () => {
  it('is rides over 24 as a percentage, capped, with the rides still to go', () => {
    expect(dailyQuotaProgress(6)).toEqual({ done: 6, target: 24, percent: 25, remaining: 18 });
    expect(dailyQuotaProgress(0)).toEqual({ done: 0, target: 24, percent: 0, remaining: 24 });
    expect(dailyQuotaProgress(30)).toEqual({ done: 30, target: 24, percent: 100, remaining: 0 });
  });
});

describe('booking points', () => {
  it('gives 1 point online and 0.5 per walk-in', () => {
    expect(bookingPoints(10, 3)).toBe(11.5);
  });

  it('tells how many points are left', () => {
    const progress = bookingPointsProgress(11.5);
    expect(progress.remaining).toBe(3.5);
    expect(progress.quota).toBe(15);
    expect(progress.percent).toBeCloseTo((11.5 / 15) * 100);
    expect(progress.text).toBe('Earn 3.5 more booking points to earn a reward');
    expect(bookingPointsProgress(4, 15).text).toBe('Earn 11 more booking points to earn a reward');
  });

  it("applies to El Nido, Coron, Narra, Aborlan, Bataraza and Brooke's Point only", () => {
    for (const id of [3, 4, 7, 12, 9, 10]) expect(isBookingPointsBranch(id)).toBe(true);
    for (const id of [2, 8, 11, null]) expect(isBookingPointsBranch(id)).toBe(false);
  });
});

describe('meetingStatus', () => {
  const meeting = { date: '2024-03-10', startTime: '13:00:00' };
  it.each([
    ['2024-03-10T04:59:00Z', 'Upcoming'], // 12:59
    ['2024-03-10T05:00:00Z', 'Happening now'], // 13:00
    ['2024-03-10T13:59:00Z', 'Happening now'], // 21:59
    ['2024-03-10T14:00:00Z', 'Past'], // 22:00
    ['2024-03-09T23:00:00Z', 'Upcoming'], // 10 Mar 07:00
    ['2024-03-11T01:00:00Z', 'Past'],
  ])('at %s the meeting is %s', (now, status) => {
    expect(meetingStatus(meeting, now)).toBe(status);
  });

  it('compares Manila dates, not UTC ones', () => {
    const afterManilaMidnight = '2024-03-10T17:00:00Z'; // 11 Mar 01:00 Manila
    expect(meetingStatus({ date: '2024-03-11', startTime: '08:00' }, afterManilaMidnight)).toBe('Upcoming');
    expect(meetingStatus({ date: '2024-03-10', startTime: '08:00' }, afterManilaMidnight)).toBe('Past');
  });

  it('lets a driver choose only once and not for past meetings', () => {
    expect(canChooseMeetingSchedule('Upcoming', false)).toBe(true);
    expect(canChooseMeetingSchedule('Happening now', false)).toBe(true);
    expect(canChooseMeetingSchedule('Upcoming', true)).toBe(false);
    expect(canChooseMeetingSchedule('Past', false)).toBe(false);
  });
});
