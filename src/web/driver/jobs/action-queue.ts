import { useSyncExternalStore } from 'react';
import { ApiError, api } from '@/web/shared/api';
import { getSession } from '@/web/shared/session';
import { randomUuid } from '@/web/ride/logic/ids';
import { add, readAll, remove } from './phone-store';
import { flushPositions } from './position-buffer';

/**
 * The driver's job actions (trip steps, errand and delivery steps, chat messages, walk-in starts) go through
 * here. Each carries an Idempotency-Key made when it was tapped. With signal and nothing waiting before it, a tap
 * is sent at once; without signal, or when its request gets no answer, it is kept on the phone (IndexedDB, so a
 * reload keeps it, photos included) and sent in the order it was tapped, one at a time, when the signal returns.
 * A copy the server already answered gets that first answer back, so nothing happens twice. An action the server
 * refuses meanwhile (the rider cancelled) leaves the queue with its reason, shown to the driver, and the next
 * one goes.
 */
export type ActionKind = 'trip-step' | 'pautos-step' | 'delivery-step' | 'chat' | 'walk-in';

export type QueuedAction = {
  seq?: number;
  key: string;
  kind: ActionKind;
  /** The booking the action is for (null for a walk-in start, which makes one). */
  bookingId: number | null;
  /** The API path, as `api()` takes it. */
  path: string;
  body?: unknown;
  /** A multipart form's fields and its one photo, for errand steps. */
  fields?: Record<string, string>;
  file?: Blob;
  fileName?: string;
  /** What the driver tapped, in the words of the button. */
  label: string;
  /** A trip step's status, so the screen can go on from it while it waits. */
  status?: string;
  userId: number;
  tappedAt: number;
};

export type Refusal = { id: string; action: QueuedAction; reason: string };
export type SentListener = (action: QueuedAction, answer: unknown) => void;

/** How often a waiting queue tries again while the phone says it is online (a dead zone with one bar). */
const RETRY_MS = 5_000;

let actions: QueuedAction[] = [];
let refusals: Refusal[] = [];
let waiting = false;
let loaded: Promise<void> | null = null;
let flushing: Promise<void> | null = null;
let retryTimer: ReturnType<typeof setTimeout> | undefined;
const changeListeners = new Set<() => void>();
const sentListeners = new Set<SentListener>();
const refusedListeners = new Set<(refusal: Refusal) => void>();
let snapshot = { actions, refusals, waiting };

function changed() {
  snapshot = { actions, refusals, waiting };
  for (const listener of changeListeners) listener();
}

function myId(): number | null {
  return getSession().info?.id ?? null;
}

function load(): Promise<void> {
  loaded ??= (async () => {
    const kept = await readAll<QueuedAction>('actions').catch(() => []);
    const known = new Set(actions.map((action) => action.seq));
    actions = [...kept.filter((action) => !known.has(action.seq)), ...actions];
    if (typeof window !== 'undefined') {
      window.addEventListener('online', () => void flushQueue());
    }
    changed();
  })();
  return loaded;
}

/** Starts the queue: what a previous visit kept is sent as soon as there is signal. */
export function startActionQueue(): void {
  void load().then(() => flushQueue());
}

export type NewAction = Omit<QueuedAction, 'key' | 'userId' | 'tappedAt'> & { key?: string };
export type Submitted = { state: 'sent'; answer: unknown } | { state: 'queued' };

/**
 * A tap: sent at once when there is signal and nothing waits before it (a refusal is thrown as the ApiError,
 * for the screen to show as it always has); kept on the phone and sent in turn when the signal is gone or the
 * request fails on the way (no answer, a server failure). Answers of kept taps come to `onActionSent`.
 */
export async function submitAction(input: NewAction): Promise<Submitted> {
  const userId = myId();
  if (userId === null) throw new ApiError(401, 'Please log in first.');
  await load();
  const action: QueuedAction = { ...input, key: input.key ?? randomUuid(), userId, tappedAt: Date.now() };
  if (navigator.onLine && !flushing && !actions.some((other) => other.userId === userId)) {
    try {
      return { state: 'sent', answer: await send(action) };
    } catch (error) {
      if (isRefusal(error) || (error instanceof ApiError && error.status === 401)) throw error;
    }
  }
  const kept = await add('actions', action).catch(() => ({ ...action, seq: -Date.now() }));
  actions = [...actions, kept];
  changed();
  void flushQueue();
  return { state: 'queued' };
}

/** The taps waiting now (outside React). */
export function queuedActions(): readonly QueuedAction[] {
  return actions;
}

function send(action: QueuedAction): Promise<unknown> {
  const headers = { 'Idempotency-Key': action.key };
  if (action.fields) {
    const form = new FormData();
    for (const [name, value] of Object.entries(action.fields)) form.append(name, value);
    if (action.file) form.append('receipt', action.file, action.fileName ?? 'receipt.jpg');
    return api(action.path, { method: 'POST', form, headers });
  }
  return api(action.path, { method: 'POST', body: action.body ?? {}, headers });
}

/** A refusal in words (a 4xx); anything else (no signal, a server failure, too many at once) is tried again. */
function isRefusal(error: unknown): error is ApiError {
  return (
    error instanceof ApiError &&
    error.status >= 400 &&
    error.status < 500 &&
    error.status !== 401 &&
    error.status !== 408 &&
    error.status !== 429
  );
}

async function drop(action: QueuedAction) {
  if (action.seq !== undefined && action.seq > 0) await remove('actions', [action.seq]).catch(() => {});
  actions = actions.filter((other) => other !== action);
}

/** Sends what waits, in order, until the queue is empty or the signal is gone. */
export function flushQueue(): Promise<void> {
  flushing ??= (async () => {
    await load();
    clearTimeout(retryTimer);
    // The trip's positions from the dead zone go first, so the trace and a walk-in's drop-off see them.
    await flushPositions().catch(() => {});
    for (;;) {
      const me = myId();
      const action = actions.find((candidate) => candidate.userId === me);
      if (!action) break;
      try {
        const answer = await send(action);
        await drop(action);
        waiting = false;
        changed();
        for (const listener of sentListeners) listener(action, answer);
      } catch (error) {
        if (!isRefusal(error)) {
          waiting = true;
          changed();
          retryTimer = setTimeout(() => void flushQueue(), RETRY_MS);
          break;
        }
        await drop(action);
        const refusal = { id: action.key, action, reason: error.message };
        refusals = [...refusals, refusal];
        changed();
        for (const listener of refusedListeners) listener(refusal);
      }
    }
    if (!actions.some((action) => action.userId === myId())) waiting = false;
    changed();
  })().finally(() => {
    flushing = null;
  });
  return flushing;
}

export function onActionSent(listener: SentListener): () => void {
  sentListeners.add(listener);
  return () => sentListeners.delete(listener);
}

export function onActionRefused(listener: (refusal: Refusal) => void): () => void {
  refusedListeners.add(listener);
  return () => refusedListeners.delete(listener);
}

export function dismissRefusal(id: string) {
  refusals = refusals.filter((refusal) => refusal.id !== id);
  changed();
}

function subscribe(listener: () => void) {
  changeListeners.add(listener);
  return () => changeListeners.delete(listener);
}

const serverSnapshot = { actions: [] as QueuedAction[], refusals: [] as Refusal[], waiting: false };

/** The queue as the screen shows it: the taps waiting for signal, the refusals not yet read. */
export function useActionQueue() {
  return useSyncExternalStore(
    subscribe,
    () => snapshot,
    () => serverSnapshot,
  );
}

/** The taps of one booking still waiting to be sent. */
export function useQueuedFor(bookingId: number | null): QueuedAction[] {
  const { actions: all } = useActionQueue();
  return all.filter((action) => action.bookingId === bookingId);
}
