import { randomUUID } from 'node:crypto';
import { REGISTRATION_TOKEN_MINUTES, UNCLAIMED_UPLOAD_HOURS } from '@config/constants';
import { UPLOAD_KINDS, type UploadKind, uploadResponseSchema } from '@schemas/account';
import { errorResponses } from '@schemas/common';
import { badRequest, notFound, unauthorized } from '@/server/errors';
import { sweepAllowances } from '@/server/limits/allowance';
import { LIMIT_MESSAGES } from '@/server/limits/messages';
import { perCaller } from '@/server/limits/rate-keys';
import { hashToken, newToken } from '@/server/plugins/auth';
import { admitAnonymousUpload, admitRegistrationToken, REGISTRATION_TOKEN_MESSAGE } from './admission';
import type { App } from '@/server/types';
import { EXTENSIONS, sniffMime } from './content-type';
import { reencodeImage } from './images';
import { acceptForms, readMultipart } from './multipart';
import { loadUploadSigningKey, signedUploadPath, validUploadSignature } from './signing';

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
/** Kinds shown to others (map, bookings, invitation page), through the signed links responses carry. */
const DISPLAYED_KINDS = new Set(['selfie', 'photo']);
const STAFF = new Set(['admin', 'operations-manager']);
const MAX_BYTES = 5 * 1024 * 1024;
export const REGISTRATION_TOKEN_HEADER = 'x-registration-token';

export const UPLOAD_MESSAGES = {
  registrationTokenNeeded: REGISTRATION_TOKEN_MESSAGE,
  tooManyForToken: LIMIT_MESSAGES.uploadsForToken,
  tooManyFromAddress: LIMIT_MESSAGES.uploadsFromNetwork,
  tooManyOverall: LIMIT_MESSAGES.uploadsBusy,
  notImage: 'Please upload an image file.',
  notImageOrPdf: 'Please upload an image or a PDF file.',
  tooLarge: 'The file is too large. The limit is 5 MB.',
} as const;

/** Removes uploads no registration claimed within the day, files first, and expired registration tokens. */
export async function removeUnclaimedUploads(app: App): Promise<number> {
  const { rows } = await app.deps.db.query<{ id: string; storage_key: string }>(
    `SELECT id, storage_key FROM uploads
      WHERE owner_id IS NULL AND created_at < now() - make_interval(hours => $1)
        AND NOT EXISTS (SELECT 1 FROM users u
                         WHERE u.customizable_photo = uploads.id OR u.passport = uploads.id OR u.tourist_visa = uploads.id)
      LIMIT 1000`,
    [UNCLAIMED_UPLOAD_HOURS],
  );
  for (const row of rows) {
    await app.deps.storage.remove(row.storage_key).catch(() => {});
    await app.deps.db.query('DELETE FROM uploads WHERE id = $1 AND owner_id IS NULL', [row.id]);
  }
  await app.deps.db.query(`DELETE FROM registration_tickets WHERE expires_at < now() - interval '1 day'`);
  await sweepAllowances(app.deps.db);
  return rows.length;
}

export default async function uploadRoutes(app: App) {
  await acceptForms(app);
  // Read once the database is started and migrated, before the server takes requests.
  app.addHook('onReady', async () => loadUploadSigningKey(app.deps.db));

  // Unclaimed registration uploads are removed after a day; the sweep runs hourly on every instance.
  const sweep = setInterval(
    () => void removeUnclaimedUploads(app).catch((error) => app.log.warn({ err: error }, 'upload sweep')),
    60 * 60 * 1000,
  );
  sweep.unref();
  app.addHook('onClose', async () => clearInterval(sweep));

  app.post(
    '/uploads/registration-token',
    {
      schema: {
        tags: ['uploads'],
        summary: 'A short-lived token that registration uploads (selfie, passport, visa) are tied to',
        response: {
          201: {
            type: 'object',
            properties: { token: { type: 'string' }, expires_in: { type: 'integer' } },
            required: ['token', 'expires_in'],
          },
          ...errorResponses,
        },
      },
      // The number of tokens an address may take is counted in the database (a short sliding window).
      config: { access: 'public', rateLimit: { max: 120, timeWindow: '10 minutes' } },
    },
    async (request, reply) => {
      const ip = request.ip ?? 'local';
      await admitRegistrationToken(app, ip);
      const token = newToken();
      await app.deps.db.query(
        `INSERT INTO registration_tickets (token_hash, ip, expires_at)
         VALUES ($1, $2, now() + make_interval(mins => $3))`,
        [hashToken(token), ip, REGISTRATION_TOKEN_MINUTES],
      );
      return reply.status(201).send({ token, expires_in: REGISTRATION_TOKEN_MINUTES * 60 });
    },
  );

  app.post(
    '/uploads',
    {
      schema: {
        tags: ['uploads'],
        consumes: ['multipart/form-data'],
        description: `Without an account, only registration documents, with the ${REGISTRATION_TOKEN_HEADER} header.`,
        response: { 201: uploadResponseSchema, ...errorResponses },
      },
      // Signed-in uploads are counted per account; anonymous ones per address here (generous: a carrier
      // address is many people) and in the database per registration token and address.
      config: {
        access: 'public',
        rateLimit: perCaller('uploads', { account: 30, address: 300 }, '10 minutes'),
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw badRequest('Please choose a file to upload.');
      const form = await readMultipart(request, {
        fileField: 'file',
        fileTooLarge: UPLOAD_MESSAGES.tooLarge,
      });
      const kind = form.fields.kind;
      const data = form.files[0];
      if (!data?.length && !kind) throw badRequest('Please choose a file to upload.');
      if (!kind || !(UPLOAD_KINDS as readonly string[]).includes(kind))
        throw badRequest('Unknown upload kind.');
      if (!request.user && !ANONYMOUS_KINDS.includes(kind as UploadKind)) throw unauthorized();
      if (!data || data.length === 0) throw badRequest('Please choose a file to upload.');
      if (data.length > MAX_BYTES) throw badRequest(UPLOAD_MESSAGES.tooLarge);
      const ip = request.ip ?? 'local';
      const ticketHash = request.user
        ? null
        : await admitAnonymousUpload(app, request.headers[REGISTRATION_TOKEN_HEADER]?.toString(), ip);
      const mime = sniffMime(data);
      const allowsPdf = PDF_KINDS.has(kind);
      if (!mime || (mime === 'application/pdf' && !allowsPdf)) {
        throw badRequest(allowsPdf ? UPLOAD_MESSAGES.notImageOrPdf : UPLOAD_MESSAGES.notImage);
      }
      const stored =
        mime === 'application/pdf'
          ? data
          : await reencodeImage(data, mime).catch(() => {
              throw badRequest(allowsPdf ? UPLOAD_MESSAGES.notImageOrPdf : UPLOAD_MESSAGES.notImage);
            });
      const id = randomUUID();
      const key = `uploads/${id}.${EXTENSIONS[mime]}`;
      await app.deps.storage.put(key, stored);
      await app.deps.db.query(
        `INSERT INTO uploads (id, owner_id, kind, mime, size, storage_key, ticket_hash, ip)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
        [id, request.user?.id ?? null, kind, mime, stored.length, key, ticketHash, ip],
      );
      return reply.status(201).send({ id, url: signedUploadPath(id) });
    },
  );

  app.get(
    '/uploads/:id',
    {
      schema: {
        tags: ['uploads'],
        description:
          'The owner and admin-level staff read any upload; others need the signed link a response gave.',
        params: {
          type: 'object',
          properties: { id: { type: 'string', format: 'uuid' } },
          required: ['id'],
        } as const,
        querystring: {
          type: 'object',
          properties: {
            exp: { type: 'integer', minimum: 0, maximum: 9_999_999_999_999 },
            sig: { type: 'string', maxLength: 64 },
          },
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
      const { exp, sig } = request.query;
      const signed =
        upload !== undefined &&
        DISPLAYED_KINDS.has(upload.kind) &&
        exp !== undefined &&
        sig !== undefined &&
        validUploadSignature(request.params.id, exp, sig);
      const allowed =
        upload &&
        (signed || (user && (user.id === upload.owner_id || user.roles.some((role) => STAFF.has(role)))));
      if (!upload || !allowed) throw notFound();
      // Sent as it is read from the shared store, a part at a time.
      const file = await app.deps.storage.open(upload.storage_key);
      if (!file) throw notFound();
      return reply
        .type(upload.mime)
        .header('Content-Length', String(file.size))
        .header('Cache-Control', signed ? 'private, max-age=3600' : 'private, no-store')
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Disposition', 'inline')
        .send(file.stream);
    },
  );
}
