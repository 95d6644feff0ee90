import type { BookingParties } from '../bookings/access';

/** The event the other party's apps receive on their own topic (`user:<id>`). */
export type ChatNotificationEvent = {
  type: 'chat-notification';
  title: string;
  body: string;
  path: string;
  booking_code: string;
  from: number;
};

/** The title of the notice a new chat message gives the other party (the apps show it in their language). */
export const NEW_CHAT_MESSAGE_TITLE = 'New Chat Message';

/** The other party of a booking's chat: the driver for the rider, the rider for the driver; null for anyone else. */
export function chatPeer(booking: BookingParties, senderId: number): number | null {
  if (senderId === booking.user_id) return booking.driver_id;
  if (booking.driver_id !== null && senderId === booking.driver_id) return booking.user_id;
  return null;
}

export function chatNotificationEvent(
  booking: BookingParties,
  from: number,
  text: { title: string; body: string; path?: string },
): ChatNotificationEvent {
  return {
    type: 'chat-notification',
    title: text.title,
    body: text.body,
    path: text.path ?? `/booking/${booking.code}/chat`,
    booking_code: booking.code,
    from,
  };
}
