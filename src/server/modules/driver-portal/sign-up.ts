import { TRICYCLE_COLOR_CODE_OPTIONS } from '@config/constants';
import {
  CAR_VEHICLE_TYPE_ID,
  type DriverApplicationStatus,
  type DriverRegisterBody,
  TRIKE_VEHICLE_TYPE_ID,
} from '@schemas/driver-application';
import { DRIVER_SIGN_UP_MESSAGES } from '@/shared/messages';
import { transaction } from '@/server/db/pool';
import { badRequest, conflict } from '@/server/errors';
import type { App } from '@/server/types';
import { hashPassword, isCommonPassword } from '../accounts/passwords';
import { LIMIT_MESSAGES } from '@/server/limits/messages';
import { hashToken } from '@/server/plugins/auth';
import { consumeVerification } from '../accounts/otp';
import { ACCOUNT_MESSAGES, claimUpload, credentialsInUse, insertUser } from '../accounts/service';

export const SIGN_UP_UPLOAD_KINDS = {
  vehicle_photo: 'vehicle_photo',
  driver_license: 'driver_license',
  vehicle_papers: 'vehicle_papers',
  customizable_photo: 'selfie',
} as const;

/**
 * The spec's submit checks after the schema's own, in its order. The account is a driver from the start but
 * cannot go online until staff approve the application (drivers.is_approved stays false until then).
 */
export async function registerDriver(
  app: App,
  body: DriverRegisterBody,
  registrationToken: string | undefined,
) {
  if (body.password !== body.repassword) throw badRequest(DRIVER_SIGN_UP_MESSAGES.PASSWORDS_DIFFER);
  const services = body.booking_services;
  if (!services.ride && !services.pautos && !services.delivery) {
    throw badRequest(DRIVER_SIGN_UP_MESSAGES.SERVICE_REQUIRED);
  }
  const isTrike = body.vehicle_type_id === TRIKE_VEHICLE_TYPE_ID;
  const colour = isTrike ? body.tricycle_color : undefined;
  if (isTrike && !colour) throw badRequest(DRIVER_SIGN_UP_MESSAGES.COLOR_CODE_REQUIRED);
  if (
    isTrike &&
    body.tricycle_color_code_id !== undefined &&
    !TRICYCLE_COLOR_CODE_OPTIONS.some((o) => o.name === colour && o.value === body.tricycle_color_code_id)
  ) {
    throw badRequest(DRIVER_SIGN_UP_MESSAGES.COLOR_CODE_REQUIRED);
  }
  if (isCommonPassword(body.password)) throw badRequest(ACCOUNT_MESSAGES.commonPassword);
  const taken = await credentialsInUse(app, body.email.trim(), body.phone);
  if (taken) throw conflict(taken);
  // The documents must be the ones this visitor uploaded (under this page's registration token).
  if (!registrationToken || registrationToken.length > 200)
    throw badRequest(LIMIT_MESSAGES.uploadOfAnotherVisitor);
  const ticketHash = hashToken(registrationToken);
  const passwordHash = await hashPassword(body.password);
  const isCar = body.vehicle_type_id === CAR_VEHICLE_TYPE_ID;
  const make = (isCar && body.car_make?.trim()) || body.vehicle_brand.trim();
  const model = (isCar && body.car_model?.trim()) || body.vehicle_model.trim();
  return transaction(app.deps.db, async (client) => {
    const userId = await insertUser(
      client,
      {
        name: body.name.trim().replace(/\s+/g, ' '),
        email: body.email.trim(),
        phone: body.phone,
        password_hash: passwordHash,
        birthday: body.birthday,
        address: body.address.trim(),
        branch_id: body.branch_id,
        is_web: true,
        phone_verified_at: new Date(),
      },
      ['driver'],
    );
    for (const [field, kind] of Object.entries(SIGN_UP_UPLOAD_KINDS)) {
      await claimUpload(client, body[field as keyof typeof SIGN_UP_UPLOAD_KINDS], kind, userId, ticketHash);
    }
    // Last, so a refused sign-up leaves the code's verification unspent. The phone is the applicant's: the code sent to it was verified (the rider registration's OTP flow).
    if (!(await consumeVerification(app, body.phone, 'register', body.verification_token ?? ''))) {
      throw badRequest(ACCOUNT_MESSAGES.otpNotVerified);
    }
    await client.query('UPDATE users SET customizable_photo = $2 WHERE id = $1', [
      userId,
      body.customizable_photo,
    ]);
    await client.query(
      `INSERT INTO drivers (user_id, branch_id, vehicle_type_id, vehicle_make, vehicle_model, color, reg_no,
         tricycle_color, accepts_ride, accepts_pautos, accepts_delivery, is_approved)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, false)`,
      [
        userId,
        body.branch_id,
        body.vehicle_type_id,
        make,
        model,
        body.color.trim(),
        body.reg_no.trim().toUpperCase(),
        colour ?? null,
        services.ride,
        services.pautos,
        services.delivery,
      ],
    );
    await client.query(
      `INSERT INTO driver_applications (user_id, vehicle_photo, driver_license, vehicle_papers)
       VALUES ($1, $2, $3, $4)`,
      [userId, body.vehicle_photo, body.driver_license, body.vehicle_papers],
    );
    return { message: DRIVER_SIGN_UP_MESSAGES.SUCCESS, id: userId };
  });
}

/** What the applicant sees on the job screen: still waiting, approved, or rejected and why. */
export async function applicationStatus(app: App, userId: number) {
  const { rows } = await app.deps.db.query<{
    status: DriverApplicationStatus['status'];
    reason: string | null;
    is_approved: boolean;
  }>(
    `SELECT a.status, a.reason, coalesce(d.is_approved, false) AS is_approved
       FROM users u
       LEFT JOIN drivers d ON d.user_id = u.id
       LEFT JOIN driver_applications a ON a.user_id = u.id
      WHERE u.id = $1`,
    [userId],
  );
  const row = rows[0];
  return { status: row?.status ?? null, reason: row?.reason ?? '', is_approved: row?.is_approved ?? false };
}
