export interface SmsSender {
  send(to: string, text: string): Promise<void>;
}

export type OutboxMessage = {
  id: string;
  to: string;
  text: string;
  sent_at: string;
};

/** Messages kept by a sender that stores what it sends (the development outbox). */
export interface SmsOutbox {
  /** Newest first; `limit` defaults to 50. */
  recent(limit?: number): Promise<OutboxMessage[]>;
}
