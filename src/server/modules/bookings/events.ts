import type pg from 'pg';
import type { App } from '@/server/types';

/** Staff screens (dashboard, tracking) follow every booking's changes on this one topic. */
export const OPS_TOPIC = 'ops';

/** Realtime events collected inside a transaction and sent once it has committed. */
export type Outbox = { topic: string; data: unknown }[];

export async function publishAll(app: App, outbox: Outbox): Promise<void> {
  for (const { topic, data } of outbox) {
    await app.realtime.publish(topic, data).catch((error) => app.log.warn({ err: error, topic }, 'publish'));
    if (topic.startsWith('order:')) await publishToStaff(app, data);
  }
}

/** Appends to the status history (the spec's statuses[]) and queues the `order:{code}` event. */
export async function recordStatus(
  client: pg.PoolClient,
  outbox: Outbox,
  booking: { id: number; code: string },
  status: string,
  actorId: number | null,
): Promise<void> {
  const { rows } = await client.query<{ created_at: Date }>(
    `INSERT INTO booking_statuses (booking_id, name, actor_user_id) VALUES ($1, $2, $3) RETURNING created_at`,
    [booking.id, status, actorId],
  );
  outbox.push({
    topic: `order:${booking.code}`,
    data: {
      type: 'status',
      booking_id: booking.id,
      code: booking.code,
      status,
      updated_at: rows[0].created_at.toISOString(),
    },
  });
}

/** Tells the staff screens a booking changed. */
export async function publishToStaff(app: App, data: unknown): Promise<void> {
  await app.realtime
    .publish(OPS_TOPIC, data)
    .catch((error) => app.log.warn({ err: error, topic: OPS_TOPIC }, 'publish'));
}
