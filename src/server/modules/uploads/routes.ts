import { randomUUID } from 'node:crypto';
import { UPLOAD_KINDS, type UploadKind, uploadResponseSchema } from '../../../../schemas/account';
import { errorResponses } from '../../../../schemas/common';
import { badRequest, notFound, unauthorized } from '../../errors';
import type { App } from '../../types';
import { EXTENSIONS, sniffMime } from './content-type';

/** Kinds a visitor may upload before having an account (registration documents). */
const ANONYMOUS_KINDS: UploadKind[] = [
  'selfie',
  'passport',
  'tourist_visa',
  'vehicle_photo',
  'driver_license',
  'vehicle_papers',
];
/** Kinds that may be a PDF as well as an image (driver sign-up: the licence and the vehicle papers). */
const PDF_KINDS = new Set<string>(['document', 'driver_license', 'vehicle_papers']);
/** Kinds anyone holding the (unguessable) id may see: photos shown on maps and booking screens. */
const PUBLIC_KINDS = new Set(['selfie', 'photo']);
const STAFF = new Set(['admin', 'operations-manager']);
const MAX_BYTES = 5 * 1024 * 1024;

export default async function uploadRoutes(app: App) {
  app.post(
    '/uploads',
    {
      schema: {
        tags: ['uploads'],
        consumes: ['multipart/form-data'],
        response: { 201: uploadResponseSchema, ...errorResponses },
      },
      config: { access: 'public', rateLimit: { max: 30, timeWindow: '10 minutes' } },
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw badRequest('Please choose a file to upload.');
      let kind: string | undefined;
      let data: Buffer | undefined;
      for await (const part of request.parts()) {
        if (part.type === 'field' && part.fieldname === 'kind') kind = String(part.value);
        if (part.type === 'file') {
          data = await part.toBuffer().catch(() => {
            throw badRequest('The file is too large. The limit is 5 MB.');
          });
          if (part.file.truncated) throw badRequest('The file is too large. The limit is 5 MB.');
        }
      }
      if (!kind || !(UPLOAD_KINDS as readonly string[]).includes(kind))
        throw badRequest('Unknown upload kind.');
      if (!request.user && !ANONYMOUS_KINDS.includes(kind as UploadKind)) throw unauthorized();
      if (!data || data.length === 0) throw badRequest('Please choose a file to upload.');
      if (data.length > MAX_BYTES) throw badRequest('The file is too large. The limit is 5 MB.');
      const mime = sniffMime(data);
      const allowsPdf = PDF_KINDS.has(kind);
      if (!mime || (mime === 'application/pdf' && !allowsPdf)) {
        throw badRequest(
          allowsPdf ? 'Please upload an image or a PDF file.' : 'Please upload an image file.',
        );
      }
      const id = randomUUID();
      const key = `uploads/${id}.${EXTENSIONS[mime]}`;
      await app.deps.storage.put(key, data);
      await app.deps.db.query(
        'INSERT INTO uploads (id, owner_id, kind, mime, size, storage_key) VALUES ($1, $2, $3, $4, $5, $6)',
        [id, request.user?.id ?? null, kind, mime, data.length, key],
      );
      return reply.status(201).send({ id, url: `/api/uploads/${id}` });
    },
  );

  app.get(
    '/uploads/:id',
    {
      schema: {
        tags: ['uploads'],
        params: {
          type: 'object',
          properties: { id: { type: 'string', format: 'uuid' } },
          required: ['id'],
        } as const,
      },
      config: { access: 'public' },
    },
    async (request, reply) => {
      const { rows } = await app.deps.db.query<{
        owner_id: number | null;
        kind: string;
        mime: string;
        storage_key: string;
      }>('SELECT owner_id, kind, mime, storage_key FROM uploads WHERE id = $1', [request.params.id]);
      const upload = rows[0];
      const user = request.user;
      const allowed =
        upload &&
        (PUBLIC_KINDS.has(upload.kind) ||
          (user && (user.id === upload.owner_id || user.roles.some((role) => STAFF.has(role)))));
      if (!upload || !allowed) throw notFound();
      const data = await app.deps.storage.get(upload.storage_key);
      if (!data) throw notFound();
      return reply
        .type(upload.mime)
        .header(
          'Cache-Control',
          PUBLIC_KINDS.has(upload.kind) ? 'public, max-age=86400' : 'private, no-store',
        )
        .header('X-Content-Type-Options', 'nosniff')
        .send(data);
    },
  );
}
