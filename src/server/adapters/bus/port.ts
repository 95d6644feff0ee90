/**
 * Publish/subscribe between the parts of the server, and between server instances when the adapter
 * is shared (Redis). Data travels as JSON: a handler receives what `JSON.parse(JSON.stringify(data))`
 * gives, shared by every handler of one delivery, so treat it as read-only.
 */
export interface Bus {
  publish(topic: string, data: unknown): Promise<void>;
  /** Resolves once delivery is set up; the returned function removes this one handler. */
  subscribe(topic: string, handler: (data: unknown) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}
