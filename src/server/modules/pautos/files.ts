import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Queryable } from '@/server/db/pool';
import { badRequest } from '@/server/errors';
import type { App } from '@/server/types';
import { EXTENSIONS, sniffMime } from '../uploads/content-type';
import { reencodeImage } from '../uploads/images';
import { readMultipart } from '../uploads/multipart';

export const RECEIPT_MAX_BYTES = 5 * 1024 * 1024;

export const FILE_MESSAGES = {
  ONE_IMAGE: 'Please attach exactly one receipt image.',
  IMAGES_ONLY: 'The receipt must be an image (JPEG, PNG or WebP).',
  TOO_LARGE: 'The receipt image is too large. The limit is 5 MB.',
  FORM_REQUIRED: 'Please send the form with its fields.',
} as const;

export type ReceiptFile = { data: Buffer; mime: string };
export type FormInput = { fields: Record<string, string>; files: ReceiptFile[] };

/**
 * A multipart form (fields and the receipt image, in the field `receipt`) or a JSON object of fields. Files are
 * checked by their bytes (images only, each at most 5 MB) and re-encoded like every other stored picture, so a
 * receipt keeps its pixels only: no location or other metadata, nothing appended after the image.
 */
export async function readForm(request: FastifyRequest): Promise<FormInput> {
  if (!request.isMultipart()) {
    const body = request.body;
    if (body === undefined || body === null) return { fields: {}, files: [] };
    if (typeof body !== 'object' || Array.isArray(body)) throw badRequest(FILE_MESSAGES.FORM_REQUIRED);
    const fields: Record<string, string> = {};
    for (const [key, value] of Object.entries(body as Record<string, unknown>)) {
      if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
        fields[key] = String(value);
      }
    }
    return { fields, files: [] };
  }
  const form = await readMultipart(request, {
    fileField: 'receipt',
    fileTooLarge: FILE_MESSAGES.TOO_LARGE,
    tooManyFiles: FILE_MESSAGES.ONE_IMAGE,
  });
  const files: ReceiptFile[] = [];
  for (const data of form.files) {
    if (data.length > RECEIPT_MAX_BYTES) throw badRequest(FILE_MESSAGES.TOO_LARGE);
    if (data.length === 0) continue;
    const mime = sniffMime(data);
    if (!mime?.startsWith('image/')) throw badRequest(FILE_MESSAGES.IMAGES_ONLY);
    const pixels = await reencodeImage(data, mime).catch(() => {
      throw badRequest(FILE_MESSAGES.IMAGES_ONLY);
    });
    files.push({ data: pixels, mime });
  }
  return { fields: form.fields, files };
}

export function exactlyOneImage(files: ReceiptFile[]): ReceiptFile {
  if (files.length !== 1) throw badRequest(FILE_MESSAGES.ONE_IMAGE);
  return files[0];
}

/** Stores a receipt image of an order; the row is written by the caller's transaction (`recordOrderFile`). */
export async function storeReceipt(app: App, file: ReceiptFile): Promise<{ id: string; key: string }> {
  const id = randomUUID();
  const key = `orders/${id}.${EXTENSIONS[file.mime]}`;
  await app.deps.storage.put(key, file.data);
  return { id, key };
}

export async function recordOrderFile(
  db: Queryable,
  file: {
    id: string;
    key: string;
    bookingId: number;
    kind: 'budget-receipt' | 'store-receipt';
    mime: string;
    size: number;
    uploadedBy: number;
  },
): Promise<void> {
  await db.query(
    `INSERT INTO order_files (id, booking_id, kind, mime, size, storage_key, uploaded_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [file.id, file.bookingId, file.kind, file.mime, file.size, file.key, file.uploadedBy],
  );
}

export function orderFileUrl(bookingId: number, fileId: string): string {
  return `/api/orders/${bookingId}/files/${fileId}`;
}
