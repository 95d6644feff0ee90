import type { DriverMoveEvent } from '@schemas/driver';
import type { App } from '@/server/types';

export const driversTopic = (branchId: number) => `drivers:${branchId}`;

/**
 * Drivers' moves on their branch's map topic: queued, the latest per driver, and sent together by `flush` (one
 * message per branch listing each driver that moved once); that a driver left goes out at once.
 */
export function createMoveQueue(app: App) {
  /** Moves waiting for the next message on their branch topic, the latest per driver. */
  const pending = new Map<number, Map<number, DriverMoveEvent>>();

  function publish(branchId: number, event: DriverMoveEvent | DriverMoveEvent[]) {
    app.realtime
      .publish(driversTopic(branchId), event)
      .catch((error) => app.log.warn({ err: error }, 'drivers'));
  }

  return {
    /** Queues a move for the branch's next coalesced message. */
    queue(branchId: number, event: DriverMoveEvent) {
      let moves = pending.get(branchId);
      if (!moves) {
        moves = new Map();
        pending.set(branchId, moves);
      }
      moves.set(event.id, event);
    },
    /** That a driver left goes out at once, and any move still queued for the driver is dropped. */
    gone(branchId: number, driverId: number) {
      pending.get(branchId)?.delete(driverId);
      publish(branchId, { id: driverId, is_online: false });
    },
    /** Sends every queued move: one message per branch topic, listing each driver that moved once. */
    flush() {
      for (const [branchId, moves] of pending) {
        pending.delete(branchId);
        if (moves.size > 0) publish(branchId, [...moves.values()]);
      }
    },
  };
}
