import type pg from 'pg';
import { orderStatusSentence } from '@/shared/order-words';
import type { Queryable } from '@/server/db/pool';
import { conflict } from '@/server/errors';

/** Who changes an order's status. `store` is a partner store's manager; `system` is the server itself. */
export const ORDER_ROLES = ['customer', 'driver', 'store', 'staff', 'system'] as const;
export type OrderRole = (typeof ORDER_ROLES)[number];

/** The services that run on an order status machine (rides keep their own simpler booking status). */
export const ORDER_SERVICES = ['pautos', 'delivery'] as const;
export type OrderService = (typeof ORDER_SERVICES)[number];

/** The booking-level status a status key moves the booking to (the ride's pending → delivered column). */
export type BookingStatusEffect = 'preparing' | 'arrived' | 'enroute' | 'delivered' | 'cancelled';

export type StatusRule = {
  /** Who may set this status key. */
  roles: readonly OrderRole[];
  /** The status keys it may be set from ('*' = any status that is not final). */
  from: readonly string[] | '*';
  /** A wider or narrower `from` for one role (staff fixing a stuck order, say). */
  fromByRole?: Partial<Record<OrderRole, readonly string[] | '*'>>;
  /** Moves `bookings.status` too. */
  booking?: BookingStatusEffect;
  /** Nothing follows it. */
  final?: boolean;
  /**
   * What the key does to the budget: 'send' needs an amount (> 0) and holds it as pending; 'confirm' counts
   * the pending amount as received; 'reject' drops it (the driver never got it).
   */
  budget?: 'send' | 'confirm' | 'reject';
  /** Needs the total spent (centavos), which becomes the order's total_spent. */
  spent?: true;
  /**
   * 'store': the key belongs to the partner store's own track (`store_key`), judged against and moving that
   * track only, so a store prepares while the driver's track (`status_key`) goes on beside it.
   */
  track?: 'store';
  /** The store's track must be at one of these keys (the driver picks up only what the store made ready). */
  requires?: { store: readonly string[] };
};

/** A committed-with-it change, for the service's own effects (money when the order ends, say). */
export type OrderChange = {
  bookingId: number;
  customerId: number;
  driverId: number | null;
  from: string;
  to: string;
  totalReceived: number;
  totalSpent: number;
  final: boolean;
};

export type OrderMachine<Key extends string = string> = {
  service: OrderService;
  /** Realtime topic prefix: events go to `{topic}:{booking code}` (and the ride's `order:{code}`). */
  topic: string;
  /** The status key of a new order, before any driver acts. */
  initial: NoInfer<Key>;
  /** The status key every machine has for a cancelled order. */
  cancelled: NoInfer<Key>;
  statuses: Record<Key, StatusRule>;
  /**
   * Runs inside the transaction of every change (never for a replayed Idempotency-Key), whichever route made
   * it: the service's own effects, such as settling money when the order ends.
   */
  afterChange?: (client: pg.PoolClient, change: OrderChange) => Promise<void>;
  /** The store track's first key, for services where a partner store works beside the driver. */
  storeInitial?: NoInfer<Key>;
  /**
   * The order's own conditions beyond the table (a delivery's identity check, say): a reason to refuse `to`,
   * or null. Runs inside the change's transaction after the order is locked, and filters the keys offered.
   */
  refuse?: (db: Queryable, bookingId: number, to: string, role: OrderRole) => Promise<string | null>;
};

/** Checks a machine's table when it is declared: every `from` names a status of the same table. */
export function defineOrderMachine<const Key extends string>(machine: OrderMachine<Key>): OrderMachine<Key> {
  const keys = new Set<string>(Object.keys(machine.statuses));
  if (
    !keys.has(machine.initial) ||
    !keys.has(machine.cancelled) ||
    (machine.storeInitial !== undefined && !keys.has(machine.storeInitial))
  ) {
    throw new Error(`${machine.service}: initial and cancelled must be statuses of the table`);
  }
  for (const [key, rule] of Object.entries(machine.statuses) as [string, StatusRule][]) {
    for (const froms of [rule.from, ...Object.values(rule.fromByRole ?? {}), rule.requires?.store ?? []]) {
      if (froms === '*') continue;
      for (const from of froms) {
        if (!keys.has(from)) throw new Error(`${machine.service}: ${key} comes from unknown status ${from}`);
      }
    }
  }
  return machine;
}

/** "The driver is at the store." → "the driver is at the store." (a sentence inside another). */
function inner(code: string): string {
  const sentence = orderStatusSentence(code);
  return sentence === code ? code : sentence.charAt(0).toLowerCase() + sentence.slice(1);
}

/** Refusals in words: the status codes are named by their sentences, never shown raw. */
export const ORDER_MESSAGES = {
  unknownStatus: (key: string) => `"${key}" is not a status of this order.`,
  notYourStep: (_key: string, role: OrderRole) => `The ${role} cannot take this step.`,
  wrongState: (from: string, key: string) =>
    key === 'CANCELLED'
      ? `This can no longer be cancelled: ${inner(from)}`
      : `This step is not possible now: ${inner(from)}`,
  storeNotReady: 'The store has not made this order ready yet.',
  movedOn: (now: string) => `This order changed since your screen showed it: ${inner(now)}`,
  finished: (from: string) =>
    from === 'CANCELLED' || from === 'cancelled'
      ? 'This order was cancelled and cannot change any more.'
      : 'This order is finished and cannot change any more.',
} as const;

export function isFinal(machine: OrderMachine, key: string): boolean {
  return (machine.statuses as Record<string, StatusRule>)[key]?.final === true;
}

function fromsFor(rule: StatusRule, role: OrderRole): readonly string[] | '*' {
  return rule.fromByRole?.[role] ?? rule.from;
}

function allows(rule: StatusRule, role: OrderRole, from: string): boolean {
  const froms = fromsFor(rule, role);
  return froms === '*' || froms.includes(from);
}

/** Whether the rule may run with the order's tracks where they are (its own track, then what it requires). */
function allowsAt(rule: StatusRule, role: OrderRole, from: string, storeFrom: string | null): boolean {
  if (rule.track === 'store') return storeFrom !== null && allows(rule, role, storeFrom);
  return allows(rule, role, from);
}

function storeReady(rule: StatusRule, storeFrom: string | null): boolean {
  return !rule.requires || (storeFrom !== null && rule.requires.store.includes(storeFrom));
}

/**
 * The keys `role` may set with the order at `from` (and its store's track at `storeFrom`): what a screen offers
 * as the next buttons.
 */
export function nextStatuses(
  machine: OrderMachine,
  from: string,
  role: OrderRole,
  storeFrom: string | null = null,
): string[] {
  if (isFinal(machine, from)) return [];
  return (Object.entries(machine.statuses) as [string, StatusRule][])
    .filter(
      ([, rule]) =>
        rule.roles.includes(role) && allowsAt(rule, role, from, storeFrom) && storeReady(rule, storeFrom),
    )
    .map(([key]) => key);
}

export type TransitionVerdict = { ok: true; rule: StatusRule } | { ok: false; message: string };

/** Whether `role` may move an order from `from` to `to`, and why not. Pure: the table decides. */
export function judgeTransition(
  machine: OrderMachine,
  from: string,
  to: string,
  role: OrderRole,
  storeFrom: string | null = null,
): TransitionVerdict {
  const rule = (machine.statuses as Record<string, StatusRule | undefined>)[to];
  if (!rule || !Object.hasOwn(machine.statuses, to)) {
    return { ok: false, message: ORDER_MESSAGES.unknownStatus(to) };
  }
  if (isFinal(machine, from)) return { ok: false, message: ORDER_MESSAGES.finished(from) };
  if (!rule.roles.includes(role)) return { ok: false, message: ORDER_MESSAGES.notYourStep(to, role) };
  if (!allowsAt(rule, role, from, storeFrom)) {
    const at = rule.track === 'store' ? (storeFrom ?? from) : from;
    return { ok: false, message: ORDER_MESSAGES.wrongState(at, to) };
  }
  if (!storeReady(rule, storeFrom)) return { ok: false, message: ORDER_MESSAGES.storeNotReady };
  return { ok: true, rule };
}

/** judgeTransition that throws the 409 with its message. */
export function assertTransition(
  machine: OrderMachine,
  from: string,
  to: string,
  role: OrderRole,
  storeFrom: string | null = null,
): StatusRule {
  const verdict = judgeTransition(machine, from, to, role, storeFrom);
  if (!verdict.ok) throw conflict(verdict.message, { status_key: from });
  return verdict.rule;
}
