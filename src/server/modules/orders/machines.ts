import { deliveryMachine } from './delivery-machine';
import { pautosMachine } from './pautos-machine';
import type { OrderMachine, OrderService } from './state-machine';

/** Every service's status machine. A service added here gets entries, checks and realtime for free. */
export const ORDER_MACHINES: Partial<Record<OrderService, OrderMachine>> = {
  pautos: pautosMachine,
  delivery: deliveryMachine,
};

export function machineFor(service: string): OrderMachine | null {
  return (ORDER_MACHINES as Record<string, OrderMachine | undefined>)[service] ?? null;
}
