import {
  CANCEL_COUNTER_MAX,
  CANCEL_LIMIT_TEXT_PER_DAY,
  CANCEL_OTHER_REASON_MIN,
  CANCEL_REASONS,
} from '@config/constants';
import { CANCEL_MESSAGES } from '@/shared/messages';

export const OTHER_REASON = CANCEL_MESSAGES.OTHER_REASON;
export type CancelChoice = (typeof CANCEL_REASONS)[number] | typeof OTHER_REASON;
export const CANCEL_CHOICES: readonly CancelChoice[] = [...CANCEL_REASONS, OTHER_REASON];

/** The other-reason text must have at least 5 characters that are not spaces at the ends. */
export function otherReasonError(text: string): string | null {
  return text.trim().length >= CANCEL_OTHER_REASON_MIN ? null : CANCEL_MESSAGES.INVALID_REASON;
}

/** The reason sent with the cancel call, or null while the choice is incomplete. */
export function cancelReason(choice: CancelChoice | null, otherText: string): string | null {
  if (choice === null) return null;
  if (choice !== OTHER_REASON) return choice;
  return otherReasonError(otherText) ? null : otherText.trim();
}

/** The confirmation's count line; the counter reads "out of 7" as the spec shows it. */
export function cancelCountText(count: number): string {
  const safe = Math.max(0, Math.floor(Number.isFinite(count) ? count : 0));
  return `You have cancelled ${safe} out of ${CANCEL_COUNTER_MAX} bookings today.`;
}

export const CANCEL_POLICY_TEXT = `Please cancel only when needed: a maximum of ${CANCEL_LIMIT_TEXT_PER_DAY} cancellations a day is allowed, and misuse may lead to a cancellation fee.`;
