import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FILE_MESSAGES } from '@/server/modules/pautos/files';
import { MULTIPART_MESSAGES } from '@/server/modules/uploads/multipart';
import { UPLOAD_MESSAGES } from '@/server/modules/uploads/routes';
import { createTestApp, type TestApp } from '../../helpers/app';
import { addAccount, bookPautos, multipart, PNG, pautosDriver, setStatus } from '../../helpers/pautos';
import { PPC, quickUser } from '../../helpers/rides';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** A booked errand accepted by a pautos driver with a payment account, waiting for the customer's budget. */
async function errandAwaitingBudget() {
  const customer = await quickUser(t);
  const driver = await pautosDriver(t, { at: { lat: PPC.lat + 0.3 / 111.2, lng: PPC.lng } });
  const account = await addAccount(t, driver);
  const booked = await bookPautos(t, customer);
  expect(booked.statusCode, booked.body).toBe(201);
  const id = booked.json().order.id as number;
  const accepted = await t.app.inject({
    method: 'POST',
    url: `/api/driver/offers/${id}/accept`,
    headers: driver.auth,
  });
  expect(accepted.statusCode, accepted.body).toBe(200);
  expect((await setStatus(t, driver, id, { status_key: 'BUDGET-INITIAL' })).statusCode).toBe(200);
  return { customer, driver, account, id };
}

const B = 'brpBoundary42';
const CT = `multipart/form-data; boundary=${B}`;
const field = (name: string, value: string) =>
  `--${B}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
const file = (name: string, data: string) =>
  `--${B}\r\nContent-Disposition: form-data; name="${name}"; filename="photo.png"\r\nContent-Type: image/png\r\n\r\n${data}\r\n`;
const END = `--${B}--\r\n`;

type Route = 'upload' | 'budget' | 'status';
type Shape = {
  name: string;
  contentType?: string;
  /** `{fileField}` stands for the route's own file field. */
  body: string;
  /** The exact message each route answers, when the form itself is what is wrong. */
  message?: (route: Route, fileField: string) => string;
};

const m = MULTIPART_MESSAGES;
const SHAPES: Shape[] = [
  {
    name: 'a multipart content type without a boundary',
    contentType: 'multipart/form-data',
    body: field('kind', 'selfie') + END,
    message: () => m.noBoundary,
  },
  {
    name: 'a boundary longer than any form uses',
    contentType: `multipart/form-data; boundary=${'b'.repeat(300)}`,
    body: field('kind', 'selfie') + END,
    message: () => m.noBoundary,
  },
  {
    name: 'a body cut off inside the file',
    contentType: CT,
    body: `${field('kind', 'selfie')}--${B}\r\nContent-Disposition: form-data; name="{fileField}"; filename="a.png"\r\n\r\nabc`,
    message: () => m.damaged,
  },
  {
    name: 'a body with no boundary line at all',
    contentType: CT,
    body: 'hello, this is not a form',
    message: () => m.damaged,
  },
  { name: 'an empty body', contentType: CT, body: '' },
  {
    name: 'a form without a file',
    contentType: CT,
    body: field('kind', 'selfie') + field('amount', '100') + END,
  },
  {
    name: 'the file under another field name',
    contentType: CT,
    body: field('kind', 'selfie') + file('upload', 'x') + END,
    message: (_route, fileField) => m.wrongFileField.replace('{field}', fileField),
  },
  {
    name: 'two files',
    contentType: CT,
    body: `${file('receipt', 'x')}${file('receipt', 'y')}${file('file', 'x')}${file('file', 'y')}${END}`,
    message: (route) =>
      route === 'upload' ? m.wrongFileField.replace('{field}', 'file') : FILE_MESSAGES.ONE_IMAGE,
  },
  {
    name: 'more fields than a form has',
    contentType: CT,
    body: Array.from({ length: 20 }, (_, i) => field(`f${i}`, 'x')).join('') + END,
    message: () => m.tooManyFields,
  },
  {
    name: 'a file over 5 MB',
    contentType: CT,
    body: field('kind', 'selfie') + file('{fileField}', 'x'.repeat(5 * 1024 * 1024 + 10)) + END,
    message: (route) => (route === 'upload' ? UPLOAD_MESSAGES.tooLarge : FILE_MESSAGES.TOO_LARGE),
  },
  {
    name: 'a field of 2 MB',
    contentType: CT,
    body: field('kind', 'x'.repeat(2 * 1024 * 1024)) + END,
    message: () => m.fieldTooLong,
  },
  {
    name: 'a field named like a prototype property',
    contentType: CT,
    body: field('__proto__', 'x') + END,
    message: () => m.damaged,
  },
  {
    name: 'parts without headers',
    contentType: CT,
    body: Array.from({ length: 1100 }, () => `--${B}\r\n\r\nx\r\n`).join('') + END,
  },
  {
    name: 'raw bytes',
    contentType: 'application/octet-stream',
    body: 'hello',
    message: (route) => (route === 'upload' ? m.formExpected : m.formOrJsonExpected),
  },
  {
    name: 'XML',
    contentType: 'application/xml',
    body: '<form/>',
    message: (route) => (route === 'upload' ? m.formExpected : m.formOrJsonExpected),
  },
  {
    name: 'a URL-encoded form',
    contentType: 'application/x-www-form-urlencoded',
    body: 'kind=selfie',
    message: (route) => (route === 'upload' ? m.formExpected : m.formOrJsonExpected),
  },
  {
    name: 'plain text',
    contentType: 'text/plain',
    body: 'kind=selfie',
    message: (route) =>
      route === 'upload' ? 'Please choose a file to upload.' : FILE_MESSAGES.FORM_REQUIRED,
  },
  { name: 'no content type', body: 'hello' },
];

describe('every multipart route answers a malformed form with a 4xx and a message', () => {
  it('for uploads (anonymous and signed in) and both errand form routes', { timeout: 120_000 }, async () => {
    const { customer, driver, id } = await errandAwaitingBudget();
    const uploader = await quickUser(t);
    const routes: { route: Route; label: string; url: string; fileField: string; auth: object }[] = [
      { route: 'upload', label: 'anonymous upload', url: '/api/uploads', fileField: 'file', auth: {} },
      { route: 'upload', label: 'upload', url: '/api/uploads', fileField: 'file', auth: uploader.auth },
      {
        route: 'budget',
        label: 'budget',
        url: `/api/orders/${id}/send-pautos-budget`,
        fileField: 'receipt',
        auth: customer.auth,
      },
      {
        route: 'status',
        label: 'status',
        url: `/api/orders/${id}/pautos/update-status`,
        fileField: 'receipt',
        auth: driver.auth,
      },
    ];
    const failures: string[] = [];
    let address = 0;
    for (const target of routes) {
      for (const shape of SHAPES) {
        address += 1;
        const res = await t.app.inject({
          method: 'POST',
          url: target.url,
          // One address per request: the uploads' per-address limit is not what is under test here.
          remoteAddress: `10.29.${Math.floor(address / 250)}.${address % 250}`,
          headers: { ...target.auth, ...(shape.contentType ? { 'content-type': shape.contentType } : {}) },
          payload: shape.body.replaceAll('{fileField}', target.fileField),
        });
        const message = String(res.headers['content-type']).includes('json') ? res.json().message : undefined;
        const expected = shape.message?.(target.route, target.fileField);
        const ok =
          res.statusCode >= 400 &&
          res.statusCode < 500 &&
          typeof message === 'string' &&
          message.length > 0 &&
          (expected === undefined || message === expected);
        if (!ok) {
          failures.push(`${target.label} / ${shape.name}: ${res.statusCode} ${res.body.slice(0, 160)}`);
        }
      }
    }
    expect(failures).toEqual([]);
    // Nothing was stored by any of them.
    const { rows } = await t.database.pool.query<{ n: number }>(
      `SELECT (SELECT count(*) FROM uploads)::int + (SELECT count(*) FROM order_files)::int AS n`,
    );
    expect(rows[0].n).toBe(0);
  });
});

describe('errand receipt images are re-encoded like every other upload', () => {
  it('stores a receipt without its EXIF location or what was appended after the image', async () => {
    const { customer, account, id } = await errandAwaitingBudget();
    const photo = await sharp({
      create: { width: 16, height: 16, channels: 3, background: { r: 10, g: 120, b: 200 } },
    })
      .jpeg()
      .withExif({
        IFD0: { ImageDescription: 'receipt-secret-note' },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '9/1 44/1 3015/100',
          GPSLongitudeRef: 'E',
          GPSLongitude: '118/1 44/1 0/1',
        },
      })
      .toBuffer();
    const exif = (await sharp(photo).metadata()).exif;
    // The GPS block's pointer (tag 0x8825, little-endian) is in the photo as sent.
    expect(exif?.includes(Buffer.from([0x25, 0x88]))).toBe(true);
    const html = '<html><body><script>alert(document.cookie)</script></body></html>';
    const sent = Buffer.concat([photo, Buffer.from(html)]);
    const body = await multipart({ amount: 30_000, payment_account_id: account.id, reference: 'GC-29' }, [
      { name: 'receipt', data: sent, filename: 'receipt.jpg', type: 'image/jpeg' },
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${id}/send-pautos-budget`,
      headers: { ...customer.auth, ...body.headers },
      payload: body.payload,
    });
    expect(res.statusCode, res.body).toBe(200);
    const files = res.json().files as { url: string; kind: string }[];
    expect(files.map((f) => f.kind)).toEqual(['budget-receipt']);
    const stored = await t.app.inject({ url: files[0].url, headers: customer.auth });
    expect(stored.statusCode).toBe(200);
    const bytes = stored.rawPayload;
    expect(bytes.includes(Buffer.from('<html'))).toBe(false);
    expect(bytes.includes(Buffer.from('<script>'))).toBe(false);
    expect(bytes.includes(Buffer.from('receipt-secret-note'))).toBe(false);
    const meta = await sharp(bytes).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 16, height: 16 });
    expect(meta.exif).toBeUndefined();
    // What the database says was stored is what is served.
    const { rows } = await t.database.pool.query<{ size: number; mime: string }>(
      'SELECT size, mime FROM order_files WHERE booking_id = $1',
      [id],
    );
    expect(rows).toEqual([{ size: bytes.length, mime: 'image/jpeg' }]);
  });

  it('refuses a receipt that only starts like an image', async () => {
    const { customer, account, id } = await errandAwaitingBudget();
    const body = await multipart({ amount: 30_000, payment_account_id: account.id, reference: 'GC-30' }, [
      { name: 'receipt', data: PNG.subarray(0, 40) },
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${id}/send-pautos-budget`,
      headers: { ...customer.auth, ...body.headers },
      payload: body.payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(FILE_MESSAGES.IMAGES_ONLY);
  });
});
