import { couponCheckQuerySchema, couponCheckResponseSchema } from '@schemas/coupon';
import { errorResponses } from '@schemas/common';
import type { App } from '@/server/types';
import { checkCoupon } from './service';

export default async function couponRoutes(app: App) {
  // The spec's coupon check: 200 either way; `message` present means the code cannot be used.
  app.get(
    '/coupons/check',
    {
      schema: {
        tags: ['bookings'],
        querystring: couponCheckQuerySchema,
        response: { 200: couponCheckResponseSchema, ...errorResponses },
      },
      config: {
        access: 'authenticated',
        rateLimit: { max: 30, timeWindow: '1 minute', keyGenerator: (r) => `coupon:${r.user?.id ?? r.ip}` },
      },
    },
    async (request) => {
      const result = await checkCoupon(app.deps.db, request.query.code);
      return result.valid ? { discount: result.discount } : { message: result.message };
    },
  );
}
