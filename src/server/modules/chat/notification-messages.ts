/** What POST chat/notification answers people (Filipino in server-messages). */
export const CHAT_NOTIFICATION_MESSAGES = {
  SENT: 'Notification sent.',
  NOT_SENDER: 'You can only send notifications as yourself.',
  NOT_PEER: 'The notification must go to the other person of this booking.',
} as const;
