import http from 'node:http';

/** Bytes as they travel (compressed when the server compresses) and the encoding of one GET on 127.0.0.1. */
export function rawGet(
  url: string,
  acceptEncoding = 'br, gzip',
): Promise<{ bytes: number; encoding: string; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const request = http.get(
      url,
      { headers: { 'accept-encoding': acceptEncoding }, timeout: 30_000 },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const body = Buffer.concat(chunks);
          resolve({ bytes: body.length, encoding: String(res.headers['content-encoding'] ?? 'none'), body });
        });
        res.on('error', reject);
      },
    );
    request.on('error', reject);
    request.on('timeout', () => request.destroy(new Error(`timeout: ${url}`)));
  });
}

/**
 * What a first visit to a page downloads: its HTML and the scripts and styles the HTML names, as sent (in tags,
 * or in the <meta> elements its first script reads to ask for them once the page is painted).
 */
export async function firstVisitBytes(origin: string, pagePath: string) {
  const html = await rawGet(`${origin}${pagePath}`, 'identity');
  const page = await rawGet(`${origin}${pagePath}`);
  const assets = [...html.body.toString().matchAll(/\/assets\/[^"\s]+\.(?:js|css)(?=["\s])/g)].map(
    (m) => m[0],
  );
  let bytes = page.bytes;
  const encodings = new Set<string>([`html:${page.encoding}`]);
  for (const asset of new Set(assets)) {
    const got = await rawGet(`${origin}${asset}`);
    bytes += got.bytes;
    encodings.add(`${asset.endsWith('.css') ? 'css' : 'js'}:${got.encoding}`);
  }
  return { bytes, encodings: [...encodings] };
}
