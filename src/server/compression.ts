import zlib from 'node:zlib';
import { rememberByText } from './remember-by-text';

/** Answers smaller than this are sent uncompressed (one mobile packet holds about 1.4 KB). */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/** A page in each encoding the server answers with. */
export type Encoded = { identity: Buffer; br: Buffer; gzip: Buffer };

/**
 * A page in each encoding: at best compression for an entry's HTML, compressed once when the server starts;
 * quickly for a live page, compressed each time it is rendered.
 */
export function encodeText(text: string, effort: 'best' | 'quick' = 'best'): Encoded {
  const identity = Buffer.from(text);
  const best = effort === 'best';
  return {
    identity,
    br: zlib.brotliCompressSync(identity, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: best ? zlib.constants.BROTLI_MAX_QUALITY : 5 },
    }),
    gzip: zlib.gzipSync(identity, { level: best ? 9 : 6 }),
  };
}

/** Accept-Encoding values as sent (browsers send one of a handful), each with the encoding it chooses. */
const rememberedChoice = rememberByText(chooseEncoding, 100);

/** The encoding to answer with: brotli, else gzip, as the request's Accept-Encoding allows (q=0 refuses). */
export function preferredEncoding(header: string | undefined): 'br' | 'gzip' | 'identity' {
  return header ? rememberedChoice(header) : 'identity';
}

function chooseEncoding(header: string): 'br' | 'gzip' | 'identity' {
  const accepted = new Set<string>();
  for (const part of header.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (q && Number(q.slice(2)) === 0) continue;
    accepted.add(name.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return 'identity';
}
