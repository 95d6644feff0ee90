import { GIFT_CERTIFICATE_ROLES } from '../../../../config/resources/gift-certificates';
import { errorResponses } from '../../../../schemas/common';
import {
  certificatesQuerySchema,
  certificatesResponseSchema,
  claimGiftCertificateResponseSchema,
  claimGiftCertificateSchema,
} from '../../../../schemas/gift-certificate';
import type { App } from '../../types';
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

  const claim = async (userId: number, code: string) => {
    const data = await claimCertificate(app.deps.db, userId, code);
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
