import dayjs, { type Dayjs } from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { TIME_ZONE } from '../../config/constants';

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
 * Strings without an offset ('2024-05-01', '2024-05-01 20:00:00') are wall-clock times of the business, which
 * runs on Manila time; reading them in the machine's zone would shift them on any server or phone set elsewhere.
 */
export function toManila(input: DateInput): Dayjs {
  if (typeof input === 'string' && !HAS_OFFSET.test(input.trim())) return dayjs.tz(input.trim(), TIME_ZONE);
  return dayjs(input).tz(TIME_ZONE);
}

export function manilaNow(): Dayjs {
  return dayjs().tz(TIME_ZONE);
}

export function formatManila(input: DateInput, format: string): string {
  return toManila(input).format(format);
}

export function formatDateYmd(input: DateInput = new Date()): string {
  return formatManila(input, YMD_FORMAT);
}

export function isSameManilaDay(a: DateInput, b: DateInput): boolean {
  return formatDateYmd(a) === formatDateYmd(b);
}

function isManilaYesterday(date: DateInput, now: DateInput): boolean {
  return formatDateYmd(date) === toManila(now).subtract(1, 'day').format(YMD_FORMAT);
}

export function formatChatStamp(date: DateInput, now: DateInput = new Date()): string {
  const time = formatManila(date, TIME_FORMAT);
  if (isSameManilaDay(date, now)) return `Today${CHAT_STAMP_SEPARATOR}${time}`;
  if (isManilaYesterday(date, now)) return `Yesterday${CHAT_STAMP_SEPARATOR}${time}`;
  return `${formatManila(date, SHORT_DATE_FORMAT)}${CHAT_STAMP_SEPARATOR}${time}`;
}

export function chatDateSeparator(date: DateInput, now: DateInput = new Date()): string {
  if (isSameManilaDay(date, now)) return 'Today';
  if (isManilaYesterday(date, now)) return 'Yesterday';
  return formatManila(date, LONG_DATE_FORMAT);
}

/** A separator goes above the first message and above each message that starts a new Manila day. */
export function needsDateSeparator(previous: DateInput | null | undefined, current: DateInput): boolean {
  return previous == null || !isSameManilaDay(previous, current);
}

export function formatAppUpdateDate(input: DateInput): string {
  return formatManila(input, APP_UPDATE_DATE_FORMAT);
}

export function startOfManilaDay(input: DateInput = new Date()): Date {
  return toManila(input).startOf('day').toDate();
}

export function secondsToEndOfManilaDay(now: DateInput = new Date()): number {
  const moment = toManila(now);
  const nextMidnight = moment.startOf('day').add(1, 'day');
  return Math.max(0, Math.floor(nextMidnight.diff(moment, 'millisecond') / 1000));
}

/** hh:mm:ss for countdowns; hours keep counting past 24. */
export function formatCountdown(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(seconds / 3600))}:${pad(Math.floor((seconds % 3600) / 60))}:${pad(seconds % 60)}`;
}

/** The charts page may step back only within the current month and forward only up to today. */
export function canStepChartDay(dayYmd: string, direction: 'previous' | 'next', now: DateInput = new Date()): boolean {
  const today = toManila(now);
  const target = toManila(dayYmd).add(direction === 'next' ? 1 : -1, 'day');
  if (direction === 'next') return target.format(YMD_FORMAT) <= today.format(YMD_FORMAT);
  return target.format(YMD_FORMAT) >= today.startOf('month').format(YMD_FORMAT);
}
