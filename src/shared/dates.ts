import dayjs, { type Dayjs } from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { TIME_ZONE, TIME_ZONE_UTC_OFFSET_HOURS } from '@config/constants';

dayjs.extend(utc);
dayjs.extend(timezone);

export type DateInput = Date | string | number | Dayjs;

export const CHAT_STAMP_SEPARATOR = ' • ';
export const TIME_FORMAT = 'h:mm A';
export const SHORT_DATE_FORMAT = 'MMM D, YYYY';
export const LONG_DATE_FORMAT = 'MMMM D, YYYY';
/** The spec writes "MMMM DD, Y hh:mm A"; its Y is the four-digit year. */
export const APP_UPDATE_DATE_FORMAT = 'MMMM DD, YYYY hh:mm A';
export const YMD_FORMAT = 'YYYY-MM-DD';

const HAS_OFFSET = /(Z|[+-]\d{2}:?\d{2})$/i;

/**
 * Made on first use: a formatter with a time zone loads the zone's data, which costs a slow phone about a
 * tenth of a second, and most pages that import this module never show a date.
 */
let manilaParts: Intl.DateTimeFormat | undefined;

function wallClockAt(instantMs: number): Dayjs {
  manilaParts ??= new Intl.DateTimeFormat('en-US', {
    timeZone: TIME_ZONE,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  });
  const parts = manilaParts.formatToParts(new Date(instantMs));
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const ms = ((instantMs % 1000) + 1000) % 1000;
  const wall = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour') % 24,
    part('minute'),
    part('second'),
    ms,
  );
  return dayjs.utc(wall);
}

function manilaOffsetMs(instantMs: number): number {
  return wallClockAt(instantMs).valueOf() - instantMs;
}

/**
 * The moment as epoch milliseconds. Strings without an offset ('2024-05-01', '2024-05-01 20:00:00') are
 * wall-clock times of the business, which runs on Manila time; reading them in the machine's zone would shift
 * them on any server or phone set elsewhere.
 */
export function toInstant(input: DateInput): number {
  if (typeof input === 'string' && !HAS_OFFSET.test(input.trim())) {
    const wallMs = dayjs.utc(input.trim()).valueOf();
    return wallMs - manilaOffsetMs(wallMs - manilaOffsetMs(wallMs));
  }
  return dayjs(input).valueOf();
}

/**
 * A UTC-mode dayjs whose fields (hour, day, format) are Manila's. Day arithmetic and formatting go through it
 * because dayjs's own tz objects compute through the machine's local zone and slip an hour around that zone's
 * daylight-saving changes. Its epoch value is not the real moment: use toManila or toInstant for that.
 */
export function manilaWallClock(input: DateInput = new Date()): Dayjs {
  return wallClockAt(toInstant(input));
}

/**
 * The hour of the Manila day (0-23) at a moment. A date or epoch is read with Manila's fixed offset, without the
 * zone's formatter: the pricing page's first render needs only the hour, and the formatter's zone data took most of
 * that render's time on a slow phone. A string without an offset is a Manila wall-clock time, read as such.
 */
export function manilaHour(input: DateInput = new Date()): number {
  if (typeof input === 'string') return manilaWallClock(input).hour();
  return new Date(dayjs(input).valueOf() + TIME_ZONE_UTC_OFFSET_HOURS * 3_600_000).getUTCHours();
}

/** The real moment, in the Manila zone, for code that needs a dayjs object. */
export function toManila(input: DateInput): Dayjs {
  return dayjs(toInstant(input)).tz(TIME_ZONE);
}

export function manilaNow(): Dayjs {
  return toManila(Date.now());
}

/** Any dayjs format but the offset tokens (Z, ZZ). */
export function formatManila(input: DateInput, format: string): string {
  return manilaWallClock(input).format(format);
}

export function formatDateYmd(input: DateInput = new Date()): string {
  return formatManila(input, YMD_FORMAT);
}

export function isSameManilaDay(a: DateInput, b: DateInput): boolean {
  return formatDateYmd(a) === formatDateYmd(b);
}

function isManilaYesterday(date: DateInput, now: DateInput): boolean {
  return formatDateYmd(date) === manilaWallClock(now).subtract(1, 'day').format(YMD_FORMAT);
}

/** Which language older chat dates are written in: 'en' keeps the spec's formats, 'fil' uses fil-PH. */
export type ChatDateLanguage = 'en' | 'fil';

/** A Manila calendar date in Filipino ("Mar 5, 2026", "Marso 5, 2026"): month names of fil-PH. */
function filipinoDate(date: DateInput, month: 'short' | 'long'): string {
  const instant = dayjs.isDayjs(date) ? date.toDate() : new Date(date as Date | string | number);
  return new Intl.DateTimeFormat('fil-PH', {
    timeZone: TIME_ZONE,
    month,
    day: 'numeric',
    year: 'numeric',
  }).format(instant);
}

/**
 * "Today • 3:05 PM", "Yesterday • …" (the screens put those words in the reader's language) or the date;
 * Filipino readers get older dates with Filipino month names.
 */
export function formatChatStamp(
  date: DateInput,
  now: DateInput = new Date(),
  language: ChatDateLanguage = 'en',
): string {
  const time = formatManila(date, TIME_FORMAT);
  if (isSameManilaDay(date, now)) return `Today${CHAT_STAMP_SEPARATOR}${time}`;
  if (isManilaYesterday(date, now)) return `Yesterday${CHAT_STAMP_SEPARATOR}${time}`;
  const day = language === 'fil' ? filipinoDate(date, 'short') : formatManila(date, SHORT_DATE_FORMAT);
  return `${day}${CHAT_STAMP_SEPARATOR}${time}`;
}

export function chatDateSeparator(
  date: DateInput,
  now: DateInput = new Date(),
  language: ChatDateLanguage = 'en',
): string {
  if (isSameManilaDay(date, now)) return 'Today';
  if (isManilaYesterday(date, now)) return 'Yesterday';
  return language === 'fil' ? filipinoDate(date, 'long') : formatManila(date, LONG_DATE_FORMAT);
}

/** A separator goes above the first message and above each message that starts a new Manila day. */
export function needsDateSeparator(previous: DateInput | null | undefined, current: DateInput): boolean {
  return previous == null || !isSameManilaDay(previous, current);
}

export function formatAppUpdateDate(input: DateInput): string {
  return formatManila(input, APP_UPDATE_DATE_FORMAT);
}

export function startOfManilaDay(input: DateInput = new Date()): Date {
  const instant = toInstant(input);
  const wallMidnight = wallClockAt(instant).startOf('day').valueOf();
  return new Date(wallMidnight - manilaOffsetMs(instant));
}

export function secondsToEndOfManilaDay(now: DateInput = new Date()): number {
  const wall = manilaWallClock(now);
  const nextMidnight = wall.startOf('day').add(1, 'day');
  return Math.max(0, Math.floor(nextMidnight.diff(wall, 'millisecond') / 1000));
}

/** hh:mm:ss for countdowns; hours keep counting past 24. */
export function formatCountdown(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(seconds / 3600))}:${pad(Math.floor((seconds % 3600) / 60))}:${pad(seconds % 60)}`;
}

/** A countdown split into whole days and the rest of the time (for "6 days, 04:35:47" a week ahead). */
export function splitCountdown(totalSeconds: number): { days: number; time: string } {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const days = Math.floor(seconds / 86_400);
  return { days, time: formatCountdown(seconds - days * 86_400) };
}

/** The charts page may step back only within the current month and forward only up to today. */
export function canStepChartDay(
  dayYmd: string,
  direction: 'previous' | 'next',
  now: DateInput = new Date(),
): boolean {
  const today = manilaWallClock(now);
  const target = dayjs
    .utc(dayYmd)
    .add(direction === 'next' ? 1 : -1, 'day')
    .format(YMD_FORMAT);
  if (direction === 'next') return target <= today.format(YMD_FORMAT);
  return target >= today.startOf('month').format(YMD_FORMAT);
}

/** The days the charts page offers: from the 1st of this month (Manila) up to today, as YYYY-MM-DD. */
export function chartDayRange(now: DateInput = new Date()): { min: string; max: string } {
  const today = manilaWallClock(now);
  return { min: today.startOf('month').format(YMD_FORMAT), max: today.format(YMD_FORMAT) };
}

const TIME_AGO_UNITS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 86_400],
  ['month', 30 * 86_400],
  ['week', 7 * 86_400],
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
];

/** "5 minutes ago", "1 oras ang nakalipas", "now": how long ago a moment was, in the reader's language. */
export function timeAgo(input: DateInput, locale: 'en' | 'fil', now: DateInput = new Date()): string {
  const seconds = Math.max(0, Math.round((toInstant(now) - toInstant(input)) / 1000));
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  for (const [unit, size] of TIME_AGO_UNITS) {
    if (seconds >= size) return format.format(-Math.floor(seconds / size), unit);
  }
  return format.format(0, 'second');
}
