/** Booking chats a screen of this page follows (and so shows itself), counted per code. */
const followed = new Map<string, number>();

/** Marks a booking's chat as on this page until the returned function is called. */
export function followChat(code: string): () => void {
  followed.set(code, (followed.get(code) ?? 0) + 1);
  return () => {
    const left = (followed.get(code) ?? 1) - 1;
    if (left > 0) followed.set(code, left);
    else followed.delete(code);
  };
}

export function isChatFollowed(code: string): boolean {
  return followed.has(code);
}
