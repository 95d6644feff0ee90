import { createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { AwsV4Signer } from 'aws4fetch';

export type S3StandIn = {
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  objects: Map<string, Buffer>;
  /** Requests the stand-in refused for their signature. */
  refused: number;
  close(): Promise<void>;
};

function xmlError(res: http.ServerResponse, status: number, code: string) {
  res.writeHead(status, { 'Content-Type': 'application/xml' });
  res.end(`<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code></Error>`);
}

/**
 * A small store speaking the S3 protocol's object calls (HEAD bucket; PUT, GET, HEAD, DELETE object, path
 * style) over real HTTP, checking every request's AWS Signature V4 and payload hash as S3 does, so the
 * product's S3 adapter is exercised end to end without a cloud account.
 */
export async function startS3StandIn(bucket = 'brp-uploads'): Promise<S3StandIn> {
  const accessKeyId = 'STANDINKEY';
  const secretAccessKey = 'stand-in-secret-key';
  const objects = new Map<string, Buffer>();
  const state = { refused: 0 };

  async function signatureHolds(req: http.IncomingMessage, body: Buffer): Promise<string | null> {
    const authorization = req.headers.authorization ?? '';
    const match = authorization.match(
      /^AWS4-HMAC-SHA256 Credential=([^/]+)\/\d{8}\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([^,]+), ?Signature=([0-9a-f]{64})$/,
    );
    if (!match) return 'AccessDenied';
    const [, key, region, signedHeaders] = match;
    if (key !== accessKeyId) return 'InvalidAccessKeyId';
    const headers = new Headers();
    for (const name of signedHeaders.split(';')) {
      if (name === 'host') continue;
      const value = req.headers[name];
      if (value !== undefined) headers.set(name, String(value));
    }
    const declared = req.headers['x-amz-content-sha256'];
    if (declared !== 'UNSIGNED-PAYLOAD' && declared !== createHash('sha256').update(body).digest('hex')) {
      return 'XAmzContentSHA256Mismatch';
    }
    const signer = new AwsV4Signer({
      method: req.method,
      url: `http://${req.headers.host}${req.url}`,
      headers,
      accessKeyId,
      secretAccessKey,
      service: 's3',
      region,
      datetime: String(req.headers['x-amz-date']),
    });
    const signed = await signer.sign();
    return signed.headers.get('authorization') === authorization ? null : 'SignatureDoesNotMatch';
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', async () => {
      const body = Buffer.concat(chunks);
      const problem = await signatureHolds(req, body);
      if (problem) {
        state.refused++;
        return xmlError(res, 403, problem);
      }
      const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
      const [, name, ...rest] = path.split('/');
      if (name !== bucket) return xmlError(res, 404, 'NoSuchBucket');
      const key = rest.join('/');
      if (!key) {
        if (req.method === 'HEAD') return res.writeHead(200).end();
        return xmlError(res, 405, 'MethodNotAllowed');
      }
      const stored = objects.get(key);
      switch (req.method) {
        case 'PUT':
          objects.set(key, body);
          return res.writeHead(200, { ETag: `"${createHash('md5').update(body).digest('hex')}"` }).end();
        case 'GET':
        case 'HEAD':
          if (!stored)
            return req.method === 'HEAD' ? res.writeHead(404).end() : xmlError(res, 404, 'NoSuchKey');
          res.writeHead(200, { 'Content-Length': stored.length, 'Content-Type': 'application/octet-stream' });
          return res.end(req.method === 'GET' ? stored : undefined);
        case 'DELETE':
          objects.delete(key);
          return res.writeHead(204).end();
        default:
          return xmlError(res, 405, 'MethodNotAllowed');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    accessKeyId,
    secretAccessKey,
    objects,
    get refused() {
      return state.refused;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
