import { describe, expect, it } from 'vitest';
import {
  canStepChartDay,
  chatDateSeparator,
  formatAppUpdateDate,
  formatChatStamp,
  formatCountdown,
  splitCountdown,
  formatDateYmd,
  formatManila,
  isSameManilaDay,
  manilaHour,
  manilaNow,
  manilaWallClock,
  needsDateSeparator,
  secondsToEndOfManilaDay,
  startOfManilaDay,
  toInstant,
  toManila,
} from '@/shared/dates';

// 00:30 on 11 March in Manila, still 10 March in UTC.
const now = new Date('2024-03-10T16:30:00Z');

describe('formatChatStamp', () => {
  it('says Today for the Manila day even when UTC has not turned over', () => {
    expect(formatChatStamp('2024-03-10T16:10:00Z', now)).toBe('Today • 12:10 AM');
  });

  it('says Yesterday for the previous Manila day although UTC calls it the same day', () => {
    expect(formatChatStamp('2024-03-10T15:50:00Z', now)).toBe('Yesterday • 11:50 PM');
  });

  it('gives the date for anything older', () => {
    expect(formatChatStamp('2024-03-09T15:00:00Z', now)).toBe('Mar 9, 2024 • 11:00 PM');
    expect(formatChatStamp(new Date('2023-12-25T04:05:00Z'), now)).toBe('Dec 25, 2023 • 12:05 PM');
  });

  it('writes older dates with Filipino month names for Filipino readers', () => {
    expect(formatChatStamp('2024-03-09T15:00:00Z', now, 'fil')).toBe('Mar 9, 2024 • 11:00 PM');
    expect(formatChatStamp(new Date('2023-12-25T04:05:00Z'), now, 'fil')).toBe('Dis 25, 2023 • 12:05 PM');
    expect(formatChatStamp('2024-03-10T15:50:00Z', now, 'fil')).toBe('Yesterday • 11:50 PM');
  });
});

describe('chat date separators', () => {
  it('labels each Manila day', () => {
    expect(chatDateSeparator('2024-03-10T16:10:00Z', now)).toBe('Today');
    expect(chatDateSeparator('2024-03-10T15:50:00Z', now)).toBe('Yesterday');
    expect(chatDateSeparator('2024-03-09T15:00:00Z', now)).toBe('March 9, 2024');
    expect(chatDateSeparator('2024-03-09T15:00:00Z', now, 'fil')).toBe('Marso 9, 2024');
    expect(chatDateSeparator('2023-12-25T04:05:00Z', now, 'fil')).toBe('Disyembre 25, 2023');
  });

  it('puts a separator above the first message and at each Manila midnight', () => {
    expect(needsDateSeparator(null, '2024-03-10T15:50:00Z')).toBe(true);
    expect(needsDateSeparator('2024-03-10T15:50:00Z', '2024-03-10T16:10:00Z')).toBe(true);
    expect(needsDateSeparator('2024-03-10T16:10:00Z', '2024-03-10T16:20:00Z')).toBe(false);
    expect(isSameManilaDay('2024-03-10T03:00:00Z', '2024-03-10T15:59:59Z')).toBe(true);
  });
});

describe('formats and day arithmetic', () => {
  it('formats app update dates as MMMM DD, YYYY hh:mm A', () => {
    expect(formatAppUpdateDate('2024-03-05T07:04:00Z')).toBe('March 05, 2024 03:04 PM');
  });

  it('gives the Manila date', () => {
    expect(formatDateYmd(new Date('2024-12-31T16:00:00Z'))).toBe('2025-01-01');
    expect(formatDateYmd('2024-12-31T15:59:59Z')).toBe('2024-12-31');
  });

  it('reads offset-less strings as Manila wall-clock time', () => {
    expect(toManila('2024-05-01 20:00:00').toISOString()).toBe('2024-05-01T12:00:00.000Z');
    expect(toManila('2024-05-01').toISOString()).toBe('2024-04-30T16:00:00.000Z');
    expect(formatManila('2024-05-01T20:00:00+08:00', 'HH:mm')).toBe('20:00');
    expect(toInstant('2024-05-01 20:00:00')).toBe(Date.parse('2024-05-01T12:00:00Z'));
    // 02:30 does not exist in New York that night; a Manila wall-clock time must not care.
    expect(toInstant('2024-03-10 02:30:00')).toBe(Date.parse('2024-03-09T18:30:00Z'));
    expect(toInstant(new Date('2024-05-01T12:00:00Z'))).toBe(Date.parse('2024-05-01T12:00:00Z'));
  });

  it('exposes Manila wall-clock fields', () => {
    const wall = manilaWallClock('2024-03-10T16:30:00Z');
    expect([wall.date(), wall.hour(), wall.minute(), wall.day()]).toEqual([11, 0, 30, 1]);
  });

  it('finds the start of the Manila day', () => {
    expect(startOfManilaDay(now).toISOString()).toBe('2024-03-10T16:00:00.000Z');
    expect(startOfManilaDay('2024-03-10T15:59:00Z').toISOString()).toBe('2024-03-09T16:00:00.000Z');
  });

  it('counts seconds to Manila midnight', () => {
    expect(secondsToEndOfManilaDay('2024-03-10T15:59:59Z')).toBe(1);
    expect(secondsToEndOfManilaDay('2024-03-10T16:00:00Z')).toBe(86_400);
    expect(secondsToEndOfManilaDay(now)).toBe(23.5 * 3600);
  });

  it('formats countdowns', () => {
    expect(formatCountdown(3661)).toBe('01:01:01');
    expect(formatCountdown(0)).toBe('00:00:00');
    expect(formatCountdown(-5)).toBe('00:00:00');
    expect(formatCountdown(90_000)).toBe('25:00:00');
    // A meeting a week away reads in days, then hours.
    expect(splitCountdown(6 * 86_400 + 4 * 3600 + 35 * 60 + 47)).toEqual({ days: 6, time: '04:35:47' });
    expect(splitCountdown(3661)).toEqual({ days: 0, time: '01:01:01' });
    expect(splitCountdown(-1)).toEqual({ days: 0, time: '00:00:00' });
  });

  it('gives the current moment in Manila', () => {
    expect(manilaNow().utcOffset()).toBe(480);
  });
});

describe('canStepChartDay', () => {
  const tenth = '2024-03-10T04:00:00Z';
  it('moves forward only up to today', () => {
    expect(canStepChartDay('2024-03-09', 'next', tenth)).toBe(true);
    expect(canStepChartDay('2024-03-10', 'next', tenth)).toBe(false);
  });

  it('moves back only within the current month', () => {
    expect(canStepChartDay('2024-03-02', 'previous', tenth)).toBe(true);
    expect(canStepChartDay('2024-03-01', 'previous', tenth)).toBe(false);
  });
});

describe('manilaHour', () => {
  it('reads the hour the Manila time zone reads, at every hour of two years, from a date, an epoch or a dayjs', () => {
    const from = Date.UTC(2025, 0, 1);
    for (let at = from; at < from + 2 * 366 * 86_400_000; at += 61 * 60_000) {
      const expected = manilaWallClock(at).hour();
      expect(manilaHour(at)).toBe(expected);
      expect(manilaHour(new Date(at))).toBe(expected);
      expect(manilaHour(toManila(at))).toBe(expected);
    }
  });

  it('reads a wall-clock string as Manila time and a string with an offset as that moment', () => {
    expect(manilaHour('2026-03-05 23:30:00')).toBe(23);
    expect(manilaHour('2026-03-05T16:30:00Z')).toBe(0);
    expect(manilaHour('2026-03-05T16:30:00+08:00')).toBe(16);
  });
});
