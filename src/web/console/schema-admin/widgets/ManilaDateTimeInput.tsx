import { TextInput, type TextInputProps } from 'react-admin';
import { formatManila } from '@/shared/dates';

/** Manila has no daylight saving: its wall clock is always UTC+08:00. */
const MANILA_OFFSET = '+08:00';

/** The stored instant as Manila wall-clock time, the way the date-time box shows it. */
export const toManilaLocal = (value: unknown) =>
  typeof value === 'string' && value ? formatManila(value, 'YYYY-MM-DDTHH:mm') : '';

/** What the box holds (Manila wall-clock time) as the instant the schema expects (ISO 8601). */
export const fromManilaLocal = (value: unknown) => {
  if (typeof value !== 'string' || !value) return null;
  const instant = new Date(`${value.length === 16 ? `${value}:00` : value}${MANILA_OFFSET}`);
  return Number.isNaN(instant.getTime()) ? value : instant.toISOString();
};

/**
 * A date and time typed in Manila time whatever the computer's time zone, kept as an ISO instant, so the
 * form's value is what the schema (format date-time) describes.
 */
export function ManilaDateTimeInput(props: TextInputProps) {
  return (
    <TextInput
      type="datetime-local"
      format={toManilaLocal}
      parse={fromManilaLocal}
      slotProps={{ inputLabel: { shrink: true } }}
      {...props}
    />
  );
}
