import zlib from 'node:zlib';
import type { OnlineDriversQuery } from '@schemas/driver';
import type { FastifyReply } from 'fastify';
import { haversineKm } from '@/server/adapters/geo/haversine';
import { COMPRESS_THRESHOLD_BYTES } from '@/server/compression';
import { rememberByText } from '@/server/remember-by-text';
import { NEARBY_RADIUS_KM, ONLINE_DRIVERS_ANSWER_MS } from './service';

/**
 * The home map's answers (GET /api/online-drivers). Phones ask from their own unrounded positions every few
 * seconds: each question is rounded to its map cell, so the riders of one neighbourhood share one answer,
 * serialised once and compressed once in each encoding asked for, then sent as those bytes to every phone of
 * the cell until it is {@link ONLINE_DRIVERS_ANSWER_MS} old. A poll that finds its answer made costs a lookup.
 */

/**
 * One map answer as sent: its JSON's length, and the bytes in the encodings phones asked for. The plain JSON is
 * let go once a compressed copy is made (phones ask compressed): hundreds of answers of about 50 KB each would
 * otherwise stay in memory for the few clients that ask uncompressed, who get it back from a compressed copy.
 */
export type EncodedAnswer = { length: number; identity?: Buffer; br?: Buffer; gzip?: Buffer };

/** Brotli quality of map answers: quick (about a quarter of a millisecond for an answer), once per answer. */
const ANSWER_BROTLI_QUALITY = 4;
const brotliOptions = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: ANSWER_BROTLI_QUALITY } };
const gzipOptions = { level: 6 };

function plain(answer: EncodedAnswer): Buffer {
  answer.identity ??= answer.br ? zlib.brotliDecompressSync(answer.br) : zlib.gunzipSync(answer.gzip!);
  return answer.identity;
}

function encoded(answer: EncodedAnswer, encoding: Encoding): Buffer {
  if (encoding === 'identity') return plain(answer);
  let bytes = answer[encoding];
  if (!bytes) {
    const made =
      encoding === 'br'
        ? zlib.brotliCompressSync(plain(answer), brotliOptions)
        : zlib.gzipSync(plain(answer), gzipOptions);
    // zlib hands back a view of its 16 KB output chunk when the answer fits in one (a map answer compresses to
    // 2–3 KB): the kept answer gets bytes of its own, so the cache holds its answers' size, not 16 KB each.
    bytes = made;
    if (made.buffer.byteLength > made.length) {
      bytes = Buffer.allocUnsafeSlow(made.length);
      made.copy(bytes);
    }
    answer[encoding] = bytes;
    answer.identity = undefined;
  }
  return bytes;
}

export type Encoding = 'br' | 'gzip' | 'identity';

/** The headers of every map answer, set once here rather than composed on each poll. */
const JSON_TYPE = 'application/json; charset=utf-8';

/** Sends an answer in the encoding the phone prefers (small answers go as they are). */
export function sendAnswer(reply: FastifyReply, body: EncodedAnswer, encoding: Encoding) {
  reply.header('content-type', JSON_TYPE).header('vary', 'Accept-Encoding');
  if (body.length >= COMPRESS_THRESHOLD_BYTES && encoding !== 'identity') {
    reply.header('content-encoding', encoding).send(encoded(body, encoding));
  } else {
    reply.send(plain(body));
  }
}

/**
 * Map questions about places this close together (about 1.1 km) share one answer: the home map asks about
 * 15 km around the phone, so a rider sees the drivers nearest the middle of the rider's own cell.
 */
export const MAP_CELL_DEGREES = 0.01;
/** A question about a smaller radius than this is answered about the exact point asked. */
const ROUNDED_RADIUS_KM = 5;

const CELLS_PER_DEGREE = Math.round(1 / MAP_CELL_DEGREES);
/** A cell's middle as the number its decimal spells (9.74, not 9.740000000000002): a division is exact to that. */
const roundToCell = (degrees: number) => Math.round(degrees * CELLS_PER_DEGREE) / CELLS_PER_DEGREE;
/** Lists as asked (a handful of spellings: phones send the same filter each poll), each in one order. */
const inOneOrder = rememberByText((list) => list.split(',').sort().join(','), 1000);
const sortedList = (list: string | undefined) => (list === undefined ? undefined : inOneOrder(list));

const isWide = (asked: OnlineDriversQuery) =>
  asked.lat !== undefined &&
  asked.lng !== undefined &&
  (asked.radius_km ?? NEARBY_RADIUS_KM) >= ROUNDED_RADIUS_KM;

/**
 * The key of the answer a question shares: a wide search's cell (whole cells, so no decimal is written out on
 * each poll) or its exact point, the view, and the filters in one order.
 */
function questionKey(asked: OnlineDriversQuery): string {
  const wide = isWide(asked);
  const lat = wide ? Math.round(asked.lat! * CELLS_PER_DEGREE) : asked.lat;
  const lng = wide ? Math.round(asked.lng! * CELLS_PER_DEGREE) : asked.lng;
  return `${wide ? 'c' : 'p'}${lat}|${lng}|${asked.north}|${asked.south}|${asked.east}|${asked.west}|${asked.radius_km}|${sortedList(asked.vehicle_types)}|${asked.branch_id}|${asked.service}|${sortedList(asked.services)}`;
}

export type MapQuestion = {
  /** The question as answered: a wide search's point rounded to its cell, lists in one order. */
  query: OnlineDriversQuery;
  /** The circle (or view) its answer covers, so drivers going online or offline elsewhere keep it. */
  centre: { lat: number; lng: number } | null;
  reachKm: number;
};

function mapQuestion(asked: OnlineDriversQuery): MapQuestion {
  const query: OnlineDriversQuery = { ...asked };
  if (isWide(query)) {
    query.lat = roundToCell(query.lat!);
    query.lng = roundToCell(query.lng!);
  }
  query.vehicle_types = sortedList(query.vehicle_types);
  query.services = sortedList(query.services);
  let centre: { lat: number; lng: number } | null = null;
  let reachKm = 0;
  if (
    query.north !== undefined &&
    query.south !== undefined &&
    query.east !== undefined &&
    query.west !== undefined
  ) {
    centre = { lat: (query.north + query.south) / 2, lng: (query.east + query.west) / 2 };
    reachKm = haversineKm(centre, { lat: query.north, lng: query.east }) + 0.1;
  } else if (query.lat !== undefined && query.lng !== undefined) {
    centre = { lat: query.lat, lng: query.lng };
    reachKm = (query.radius_km ?? NEARBY_RADIUS_KM) + 0.1;
  }
  return { query, centre, reachKm };
}

/** A map question's answer: when it was made, under which online/offline state, and its bytes once made. */
type Answer = {
  at: number;
  epoch: number;
  question: MapQuestion;
  body: Promise<EncodedAnswer>;
  ready?: EncodedAnswer;
  /** The answer being made to replace this one. */
  next?: Answer;
};

/** An answer older than this many {@link ONLINE_DRIVERS_ANSWER_MS} waits for the next one instead. */
const STALE_ANSWER_FACTOR = 3;
/** How old an answer is when no poll is shown it any more. */
export const STALE_AFTER_MS = ONLINE_DRIVERS_ANSWER_MS * STALE_ANSWER_FACTOR;
const MAX_CACHED_ANSWERS = 1000;

type OnlineState = {
  /** Counts every driver going online or offline. */
  statusEpoch(): number;
  /** Whether one did so near a place since an epoch. */
  changedNear(epoch: number, centre: { lat: number; lng: number } | null, km: number): boolean;
};

/**
 * The answers of one instance, by question. `make` serialises a question's answer; it runs at most once at a
 * time per question.
 */
export function createMapAnswers(state: OnlineState, make: (question: MapQuestion) => Promise<Buffer>) {
  const answers = new Map<string, Answer>();

  function build(key: string, question: MapQuestion, now: number, epoch: number) {
    const entry: Answer = { at: now, epoch, question, body: Promise.resolve({ length: 0 }) };
    // Compressed by the first poll that sends it, in the encoding that poll asks for.
    entry.body = make(question).then((identity) => {
      entry.ready = { length: identity.length, identity };
      return entry.ready;
    });
    entry.body.catch(() => {
      if (answers.get(key) === entry) answers.delete(key);
    });
    return entry;
  }

  return {
    /**
     * Lets go of the answers too stale to be sent again (a poll for one waits for a new answer anyway), so the
     * bytes of the cells nobody asks about any more don't stay in memory until the cache fills.
     */
    forgetStale(now = Date.now()) {
      for (const [key, answer] of answers) {
        if (now - answer.at >= STALE_AFTER_MS && answer.ready && !answer.next) answers.delete(key);
      }
    },
    /** The answer to a question as sent: its bytes when made, else the promise of them. */
    answer(asked: OnlineDriversQuery): EncodedAnswer | Promise<EncodedAnswer> {
      const key = questionKey(asked);
      const now = Date.now();
      const epoch = state.statusEpoch();
      let answer = answers.get(key);
      // A driver going online or offline elsewhere in town leaves this answer as it is.
      if (
        answer &&
        answer.epoch !== epoch &&
        !state.changedNear(answer.epoch, answer.question.centre, answer.question.reachKm)
      )
        answer.epoch = epoch;
      if (!answer || answer.epoch !== epoch) {
        if (answers.size >= MAX_CACHED_ANSWERS) answers.clear();
        answer = build(key, answer?.question ?? mapQuestion(asked), now, epoch);
        answers.set(key, answer);
        return answer.body;
      }
      const age = now - answer.at;
      if (age >= ONLINE_DRIVERS_ANSWER_MS && answer.ready) {
        // No driver went online or offline since: the last answer goes out while the next one is made, once.
        const last = answer;
        if (!last.next) {
          const next = build(key, last.question, now, epoch);
          last.next = next;
          next.body.then(
            () => {
              if (answers.get(key) === last) answers.set(key, next);
            },
            () => {
              last.next = undefined;
            },
          );
        }
        // An answer gone this stale (nobody asked for a while) is not shown: the request waits for the next.
        if (age >= STALE_AFTER_MS) return last.next!.body;
      }
      return answer.ready ?? answer.body;
    },
  };
}
