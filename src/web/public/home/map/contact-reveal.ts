import type { RecentlyBookedAction } from '@schemas/recently-booked';

/**
 * The contact reveal of a driver popup (spec part 1 §4): details hidden until the visitor chooses call or
 * text; the first choice asks for confirmation; Yes reveals the number, logs the action as confirmed and
 * follows the link shortly after; No logs dont_book; later choices log and follow at once. Closing the
 * popup starts over.
 */
export type RevealState = { open: boolean; revealed: boolean };
export type ContactKind = 'call' | 'text';

export const INITIAL_REVEAL: RevealState = { open: false, revealed: false };

export type ContactStep =
  | { kind: 'ask' }
  | { kind: 'log-and-follow'; action: RecentlyBookedAction; confirmed: boolean; delayed: boolean };

export function actionFor(kind: ContactKind): RecentlyBookedAction {
  return kind === 'call' ? 'call_driver' : 'text_driver';
}

/** What choosing call or text does in this state. */
export function onChoose(state: RevealState, kind: ContactKind): ContactStep {
  if (!state.revealed) return { kind: 'ask' };
  return { kind: 'log-and-follow', action: actionFor(kind), confirmed: false, delayed: false };
}

/** The answer to "Are you sure you want to book this driver?". */
export function onAnswer(
  state: RevealState,
  kind: ContactKind,
  yes: boolean,
): { state: RevealState; action: RecentlyBookedAction; confirmed: boolean; follow: boolean } {
  if (!yes) return { state, action: 'dont_book', confirmed: false, follow: false };
  return { state: { ...state, revealed: true }, action: actionFor(kind), confirmed: true, follow: true };
}

export function contactHref(kind: ContactKind, phone: string): string {
  const number = phone.replace(/[^\d+]/g, '');
  return kind === 'call' ? `tel:${number}` : `sms:${number}`;
}
