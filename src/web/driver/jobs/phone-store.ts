/**
 * What the driver's phone keeps across reloads while the signal is gone: one IndexedDB database with a store per
 * kind of record (taps waiting to be sent, positions of a trip). IndexedDB keeps Blobs, so a receipt photo taken
 * offline is kept whole. Where IndexedDB is missing (a private window on some phones) the records live in memory
 * only, for as long as the page is open.
 */
const DATABASE = 'brp-driver';
const STORES = ['actions', 'positions'] as const;
export type StoreName = (typeof STORES)[number];

let opening: Promise<IDBDatabase | null> | null = null;

function open(): Promise<IDBDatabase | null> {
  opening ??= new Promise((resolve) => {
    if (typeof indexedDB === 'undefined') return resolve(null);
    const request = indexedDB.open(DATABASE, 1);
    request.onupgradeneeded = () => {
      for (const name of STORES) {
        if (!request.result.objectStoreNames.contains(name)) {
          request.result.createObjectStore(name, { keyPath: 'seq', autoIncrement: true });
        }
      }
    };
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => resolve(null);
    request.onblocked = () => resolve(null);
  });
  return opening;
}

const memory = new Map<StoreName, Map<number, unknown>>();
let memorySeq = 0;

function done<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

/** Every record of a store, oldest first. */
export async function readAll<T extends { seq?: number }>(store: StoreName): Promise<T[]> {
  const db = await open();
  if (!db) return [...(memory.get(store)?.values() ?? [])] as T[];
  return done(db.transaction(store).objectStore(store).getAll()) as Promise<T[]>;
}

/** Adds a record; answers it with its `seq`, the order it was kept in. */
export async function add<T extends { seq?: number }>(
  store: StoreName,
  record: T,
): Promise<T & { seq: number }> {
  const db = await open();
  if (!db) {
    const seq = ++memorySeq;
    const kept = { ...record, seq };
    if (!memory.has(store)) memory.set(store, new Map());
    memory.get(store)?.set(seq, kept);
    return kept;
  }
  const { seq: _none, ...fresh } = record;
  const seq = (await done(db.transaction(store, 'readwrite').objectStore(store).add(fresh))) as number;
  return { ...record, seq };
}

export async function remove(store: StoreName, seqs: number[]): Promise<void> {
  const db = await open();
  if (!db) {
    for (const seq of seqs) memory.get(store)?.delete(seq);
    return;
  }
  const transaction = db.transaction(store, 'readwrite');
  for (const seq of seqs) transaction.objectStore(store).delete(seq);
  await new Promise<void>((resolve, reject) => {
    transaction.oncomplete = () => resolve();
    transaction.onerror = () => reject(transaction.error);
  });
}
