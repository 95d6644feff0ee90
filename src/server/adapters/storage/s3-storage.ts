import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { AwsClient } from 'aws4fetch';
import type { ServerConfig } from '@config/server';
import { checkedKey, readAll, type Storage } from './port';

/** The bucket's settings, as the configuration reads them from the environment. */
export type S3Config = NonNullable<ServerConfig['s3']>;

/** A store that does not answer within this long is taken as unreachable (the request fails, not hangs). */
const REQUEST_TIMEOUT_MS = 15_000;

export class StorageError extends Error {
  override name = 'StorageError';
}

/**
 * Files in an S3-compatible bucket (AWS S3, MinIO, Ceph, Cloudflare R2, …), requests signed with AWS
 * Signature V4. Every instance configured with the same bucket serves every file.
 */
export function createS3Storage(config: S3Config): Storage {
  const client = new AwsClient({
    accessKeyId: config.accessKeyId,
    secretAccessKey: config.secretAccessKey,
    sessionToken: config.sessionToken,
    service: 's3',
    region: config.region,
    // A store that is down fails the request in seconds, not after ten growing retries.
    retries: 2,
  });
  const base = (config.endpoint ?? `https://s3.${config.region}.amazonaws.com`).replace(/\/+$/, '');
  const bucketUrl = `${base}/${encodeURIComponent(config.bucket)}`;
  const objectUrl = (key: string) =>
    `${bucketUrl}/${`${config.prefix ?? ''}${checkedKey(key)}`.split('/').map(encodeURIComponent).join('/')}`;

  async function send(url: string, init: RequestInit & { headers?: Record<string, string> } = {}) {
    try {
      return await client.fetch(url, { ...init, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
    } catch (error) {
      throw new StorageError(`the S3 store at ${base} cannot be reached (${(error as Error).message})`);
    }
  }

  async function refused(response: Response, what: string): Promise<never> {
    const text = await response.text().catch(() => '');
    const code = text.match(/<Code>([^<]+)<\/Code>/)?.[1];
    throw new StorageError(`the S3 store refused to ${what}: ${response.status}${code ? ` ${code}` : ''}`);
  }

  return {
    name: 's3',
    async put(key, data) {
      const response = await send(objectUrl(key), {
        method: 'PUT',
        body: new Uint8Array(data) as Uint8Array<ArrayBuffer>,
        headers: {
          'Content-Length': String(data.length),
          'X-Amz-Content-Sha256': createHash('sha256').update(data).digest('hex'),
        },
      });
      if (!response.ok) await refused(response, `store ${key}`);
      await response.body?.cancel();
    },
    async get(key) {
      const opened = await this.open(key);
      return opened ? readAll(opened.stream) : null;
    },
    async open(key) {
      const response = await send(objectUrl(key));
      if (response.status === 404) {
        await response.body?.cancel();
        return null;
      }
      if (!response.ok || !response.body) return refused(response, `read ${key}`);
      return {
        size: Number(response.headers.get('content-length') ?? 0),
        stream: Readable.fromWeb(response.body as Parameters<typeof Readable.fromWeb>[0]),
      };
    },
    async has(keys) {
      const found = new Set<string>();
      for (const key of keys) {
        const response = await send(objectUrl(key), { method: 'HEAD' });
        if (response.ok) found.add(key);
        else if (response.status !== 404) await refused(response, `look up ${key}`);
      }
      return found;
    },
    async remove(key) {
      const response = await send(objectUrl(key), { method: 'DELETE' });
      if (!response.ok && response.status !== 404) await refused(response, `remove ${key}`);
      await response.body?.cancel();
    },
    async check() {
      const response = await send(bucketUrl, { method: 'HEAD' });
      await response.body?.cancel();
      if (response.status === 403) {
        throw new StorageError(
          `the S3 store refused the credentials for bucket ${config.bucket} (403): check S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY`,
        );
      }
      if (response.status === 404) {
        throw new StorageError(`the S3 store has no bucket ${config.bucket}: create it, or fix S3_BUCKET`);
      }
      if (!response.ok)
        throw new StorageError(`the S3 store answered ${response.status} for bucket ${config.bucket}`);
    },
  };
}
