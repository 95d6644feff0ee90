import { errorResponses } from '@schemas/common';
import {
  type CustomerStats,
  customerStatsQuerySchema,
  customerStatsSchema,
  myRatingSchema,
  orderParamsSchema,
  ratingBodySchema,
  ratingResponseSchema,
} from '@schemas/rating';
import { isAdminLevel } from '@/shared/roles';
import { badRequest, conflict, forbidden, notFound } from '@/server/errors';
import type { App } from '@/server/types';
import { photoUrl } from '../accounts/account-view';

const TAGS = ['ratings'];

/** Ratings after a delivered trip, and the customer statistics drivers and staff see. */
export default async function ratingRoutes(app: App) {
  const db = app.deps.db;

  app.post(
    '/orders/:orderId/rating',
    {
      schema: {
        tags: TAGS,
        summary: 'The rider rates the driver, or the driver rates the rider, once a trip is delivered',
        params: orderParamsSchema,
        body: ratingBodySchema,
        response: { 200: ratingResponseSchema, ...errorResponses },
      },
      config: { access: 'authenticated' },
    },
    async (request) => {
      const user = request.user!;
      const { rows } = await db.query<{ user_id: number; driver_id: number | null; status: string }>(
        'SELECT user_id, driver_id, status FROM bookings WHERE id = $1',
        [request.params.orderId],
      );
      const booking = rows[0];
      if (!booking) throw notFound('Booking not found.');
      const role = booking.user_id === user.id ? 'rider' : booking.driver_id === user.id ? 'driver' : null;
      if (!role) throw forbidden('Only the rider and the driver of this trip can rate it.');
      if (booking.status !== 'delivered') throw badRequest('You can rate a trip once it is finished.');
      const rateeId = role === 'rider' ? booking.driver_id : booking.user_id;
      if (rateeId === null) throw badRequest('You can rate a trip once it is finished.');
      const message = (request.body.message ?? '').trim();
      const inserted = await db.query(
        `INSERT INTO booking_ratings (booking_id, rater_role, rater_id, ratee_id, rating, message)
         VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (booking_id, rater_role) DO NOTHING RETURNING id`,
        [request.params.orderId, role, user.id, rateeId, request.body.rating, message],
      );
      if (inserted.rowCount === 0) throw conflict('You have already rated this trip.');
      if (role === 'rider') {
        // The driver's rating shown on the map is the average riders gave.
        await db.query(
          `UPDATE drivers SET rating = (SELECT round(avg(rating)::numeric, 2) FROM booking_ratings
                                          WHERE ratee_id = $1 AND rater_role = 'rider')
            WHERE user_id = $1`,
          [rateeId],
        );
      }
      return {
        message: 'Thank you for your rating!',
        data: { rating: request.body.rating, message, rater_role: role },
      };
    },
  );

  app.get(
    '/orders/:orderId/rating',
    {
      schema: {
        tags: TAGS,
        summary: 'The rating the signed-in rider or driver gave this trip, if any',
        params: orderParamsSchema,
        response: { 200: myRatingSchema, ...errorResponses },
      },
      config: { access: 'authenticated' },
    },
    async (request) => {
      const { rows } = await db.query<{ rating: number; message: string; rater_role: string }>(
        `SELECT r.rating, r.message, r.rater_role FROM booking_ratings r
          WHERE r.booking_id = $1 AND r.rater_id = $2`,
        [request.params.orderId, request.user!.id],
      );
      return { data: rows[0] ?? null };
    },
  );

  app.get(
    '/booking/user/statistics',
    {
      schema: {
        tags: TAGS,
        summary: "An order's customer: rating, finished and cancelled bookings, ID type, driver reviews",
        querystring: customerStatsQuerySchema,
        response: { 200: customerStatsSchema, ...errorResponses },
      },
      config: { access: 'authenticated' },
    },
    async (request): Promise<CustomerStats> => {
      const user = request.user!;
      const { rows } = await db.query<{ user_id: number; driver_id: number | null }>(
        'SELECT user_id, driver_id FROM bookings WHERE id = $1',
        [request.query.order_id],
      );
      const booking = rows[0];
      if (!booking) throw notFound('Booking not found.');
      const staff = isAdminLevel(user.roles);
      if (!staff && booking.driver_id !== user.id) {
        throw forbidden("Only this order's driver and staff can see the customer's statistics.");
      }
      const customer = await db.query<{
        name: string;
        photo: string | null;
        passport: string | null;
        tourist_visa: string | null;
        is_foreign: boolean;
        finished: number;
        cancelled: number;
        rating: number | null;
        ratings_count: number;
      }>(
        `SELECT u.name, u.customizable_photo::text AS photo, u.passport::text AS passport,
                u.tourist_visa::text AS tourist_visa, u.is_foreign,
                (SELECT count(*)::int FROM bookings b WHERE b.user_id = u.id AND b.status = 'delivered') AS finished,
                (SELECT count(*)::int FROM bookings b WHERE b.user_id = u.id AND b.status = 'cancelled'
                    AND b.cancelled_by_who = 'user') AS cancelled,
                (SELECT round(avg(r.rating)::numeric, 1)::float8 FROM booking_ratings r
                  WHERE r.ratee_id = u.id AND r.rater_role = 'driver') AS rating,
                (SELECT count(*)::int FROM booking_ratings r WHERE r.ratee_id = u.id AND r.rater_role = 'driver')
                  AS ratings_count
           FROM users u WHERE u.id = $1`,
        [booking.user_id],
      );
      const row = customer.rows[0];
      const reviews = await db.query<{
        name: string;
        photo: string | null;
        rating: number;
        message: string;
        created_at: Date;
      }>(
        `SELECT d.name, d.customizable_photo::text AS photo, r.rating, r.message, r.created_at
           FROM booking_ratings r JOIN users d ON d.id = r.rater_id
          WHERE r.ratee_id = $1 AND r.rater_role = 'driver'
          ORDER BY r.created_at DESC, r.id DESC LIMIT 50`,
        [booking.user_id],
      );
      const idUpload = row.passport ?? row.tourist_visa;
      return {
        name: row.name,
        profile_picture_url: photoUrl(row.photo),
        rating: row.rating,
        ratings_count: row.ratings_count,
        finished_bookings: row.finished,
        cancelled_bookings: row.cancelled,
        id_type: row.passport ? 'Passport' : row.tourist_visa ? 'Tourist visa' : null,
        id_url: staff ? photoUrl(idUpload) : null,
        driver_reviews: reviews.rows.map((review) => ({
          driver_image_url: photoUrl(review.photo),
          title: review.name,
          rating: review.rating,
          message: review.message,
          created_at: review.created_at.toISOString(),
        })),
      };
    },
  );
}
