import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { defineMessages } from '@/shared/i18n';
import { HttpError } from '@/server/errors';
import type { App } from '@/server/types';

/** Every form the API reads: one file of at most 5 MB and ten fields. */
const FORM_LIMITS = { fileSize: 5 * 1024 * 1024, files: 1, fields: 10 };

/**
 * Lets the routes of the calling plugin read multipart forms. The form reader adds three hooks to every request
 * it serves, so only the plugins with form routes register it; elsewhere a form is taken as no body (see app.ts).
 */
export async function acceptForms(app: App) {
  app.removeContentTypeParser('multipart/form-data');
  await app.register(multipart, { limits: FORM_LIMITS });
}

/** What a person is told when a form cannot be read (English from the product's wording, and Filipino). */
export const MULTIPART_CATALOGUE = defineMessages(
  {
    noBoundary: 'The form could not be read: its content type names no boundary. Please send it again.',
    damaged: 'The form could not be read: it is incomplete or damaged. Please send it again.',
    fileTooLarge: 'The file is too large. The limit is 5 MB.',
    fieldTooLong: 'A field of the form is too long.',
    tooManyFiles: 'Please send one file at a time.',
    tooManyFields: 'The form has too many fields.',
    tooManyParts: 'The form has too many parts.',
    wrongFileField: 'Please send the file in the form’s “{field}” field.',
    formExpected: 'Please send the form as multipart/form-data.',
    formOrJsonExpected: 'Please send the form as multipart/form-data or JSON.',
    contentTypeRefused: 'This kind of content is not accepted here.',
  },
  {
    noBoundary: 'Hindi mabasa ang form: walang boundary ang content type nito. Pakipadala ulit.',
    damaged: 'Hindi mabasa ang form: kulang o sira ito. Pakipadala ulit.',
    fileTooLarge: 'Masyadong malaki ang file. 5 MB ang limit.',
    fieldTooLong: 'Masyadong mahaba ang isang field ng form.',
    tooManyFiles: 'Isang file lang ang ipadala sa bawat pagkakataon.',
    tooManyFields: 'Masyadong marami ang field ng form.',
    tooManyParts: 'Masyadong marami ang bahagi ng form.',
    wrongFileField: 'Ipadala ang file sa field na “{field}” ng form.',
    formExpected: 'Ipadala ang form bilang multipart/form-data.',
    formOrJsonExpected: 'Ipadala ang form bilang multipart/form-data o JSON.',
    contentTypeRefused: 'Hindi tinatanggap dito ang ganitong uri ng content.',
  },
);
export const MULTIPART_MESSAGES = MULTIPART_CATALOGUE.en;

/** Longest text a form field may hold (a field's text beyond the multipart plugin's own limit is refused). */
const MAX_FIELD_CHARS = 2000;

export type MultipartForm = { fields: Record<string, string>; files: Buffer[] };

/**
 * The person's mistake behind an error of @fastify/multipart (its codes: a part over its limit, a field named
 * like a prototype property, a body that ended early) as the 4xx answer it deserves; null for any other error.
 */
export function multipartProblem(
  error: unknown,
  messages: { fileTooLarge?: string; tooManyFiles?: string } = {},
): HttpError | null {
  const m = MULTIPART_MESSAGES;
  switch ((error as { code?: unknown } | null)?.code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return new HttpError(400, messages.fileTooLarge ?? m.fileTooLarge);
    case 'FST_FILES_LIMIT':
      return new HttpError(400, messages.tooManyFiles ?? m.tooManyFiles);
    case 'FST_FIELDS_LIMIT':
      return new HttpError(400, m.tooManyFields);
    case 'FST_PARTS_LIMIT':
      return new HttpError(400, m.tooManyParts);
    case 'FST_PROTO_VIOLATION':
    case 'FST_INVALID_JSON_FIELD_ERROR':
    case 'FST_MP_PREMATURE_CLOSE':
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return new HttpError(400, m.damaged);
    default:
      return null;
  }
}

/**
 * Reads a whole multipart form: its text fields, and the files of `fileField` (a file under any other name is
 * refused). Every fault of the form itself (no boundary, a truncated or damaged body, a part over its limit)
 * becomes a 4xx with a message saying so, never a server failure.
 */
export async function readMultipart(
  request: FastifyRequest,
  options: { fileField: string; fileTooLarge?: string; tooManyFiles?: string },
): Promise<MultipartForm> {
  const fields: Record<string, string> = {};
  const files: Buffer[] = [];
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        const value = String(part.value);
        if (part.valueTruncated || part.fieldnameTruncated || value.length > MAX_FIELD_CHARS) {
          throw new HttpError(400, MULTIPART_MESSAGES.fieldTooLong);
        }
        fields[part.fieldname] = value;
        continue;
      }
      if (part.fieldname !== options.fileField) {
        throw new HttpError(400, MULTIPART_MESSAGES.wrongFileField.replace('{field}', options.fileField));
      }
      const data = await part.toBuffer();
      if (part.file.truncated) {
        throw new HttpError(400, options.fileTooLarge ?? MULTIPART_MESSAGES.fileTooLarge);
      }
      files.push(data);
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    // Anything else met while reading is the form's own fault: busboy's errors carry no code, only a message
    // (a missing or unusable boundary, a body that ends before the form does, a damaged part header).
    const message = String((error as { message?: unknown } | null)?.message ?? '');
    throw (
      multipartProblem(error, options) ??
      new HttpError(
        400,
        /boundary|needle/i.test(message) ? MULTIPART_MESSAGES.noBoundary : MULTIPART_MESSAGES.damaged,
      )
    );
  }
  return { fields, files };
}
