import { createHash } from 'node:crypto';
import { GIFT_CERTIFICATE_ROLES } from '@config/resources/gift-certificates';
import { errorResponses } from '@schemas/common';
import {
  certificatesQuerySchema,
  certificatesResponseSchema,
  claimGiftCertificateResponseSchema,
  claimGiftCertificateSchema,
} from '@schemas/gift-certificate';
import { GIFT_CODE_TRIES, GIFT_CODE_TRIES_WINDOW_MINUTES } from '@config/constants';
import { tooMany } from '@/server/errors';
import { releaseAllowance, takeAllowance, waitText } from '@/server/limits/allowance';
import { LIMIT_MESSAGES, withWait } from '@/server/limits/messages';
import type { App } from '@/server/types';
import { CLAIM_MESSAGES, certificatesOfBatch, claimCertificate } from './service';

const TAGS = ['gift certificates'];

/** Printing a batch (staff) and claiming a certificate (any signed-in account). */
export default async function giftCertificateRoutes(app: App) {
  app.get(
    '/certificates',
    {
      schema: {
        tags: TAGS,
        summary: 'The certificates of one batch, for the print view',
        querystring: certificatesQuerySchema,
        response: { 200: certificatesResponseSchema, ...errorResponses },
      },
      config: { access: [...GIFT_CERTIFICATE_ROLES] },
    },
    async (request) => ({ data: await certificatesOfBatch(app.deps.db, request.query.bulk_id) }),
  );

  /**
   * Every try takes one of the account's few tries of the window before the code is looked up (a guessed code
   * is money); a code that was right gives its try back, so claiming many real certificates is never refused.
   */
  const claim = async (userId: number, code: string) => {
    const taken = await takeAllowance(app.deps.db, {
      key: `gift-claim:u${userId}`,
      subject: createHash('sha256').update(code.trim().toUpperCase()).digest('hex'),
      max: GIFT_CODE_TRIES,
      windowSeconds: GIFT_CODE_TRIES_WINDOW_MINUTES * 60,
    });
    if (!taken.ok) {
      throw tooMany(withWait(LIMIT_MESSAGES.giftTries, waitText(taken.retryAfterSeconds)), {
        retry_after: taken.retryAfterSeconds,
      });
    }
    const data = await claimCertificate(app.deps.db, userId, code);
    await releaseAllowance(app.deps.db, taken);
    return { message: CLAIM_MESSAGES.success, data };
  };

  app.get(
    '/claim-gift-certificate',
    {
      schema: {
        tags: TAGS,
        summary: 'Claim a gift certificate (the spec call); credits the wallet once',
        querystring: claimGiftCertificateSchema,
        response: { 200: claimGiftCertificateResponseSchema, ...errorResponses },
      },
      config: { access: 'authenticated' },
    },
    async (request) => claim(request.user!.id, request.query.code),
  );

  app.post(
    '/claim-gift-certificate',
    {
      schema: {
        tags: TAGS,
        summary: 'Claim a gift certificate; credits the wallet once',
        body: claimGiftCertificateSchema,
        response: { 200: claimGiftCertificateResponseSchema, ...errorResponses },
      },
      config: { access: 'authenticated' },
    },
    async (request) => claim(request.user!.id, request.body.code),
  );
}
