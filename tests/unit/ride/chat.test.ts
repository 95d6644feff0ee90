import { describe, expect, it } from 'vitest';
import { chatRows, lastServerId, mergeMessages, sendableText, unseenMessages } from '@/web/ride/logic/chat';
import type { ChatMessage } from '@/web/ride/logic/types';

const msg = (
  id: number,
  userId: number,
  timestamp: string,
  extra: Partial<ChatMessage> = {},
): ChatMessage => ({
  id,
  userId,
  text: `m${id}`,
  timestamp,
  seenBy: [],
  ...extra,
});

describe('chat', () => {
  it('does not send blank messages', () => {
    expect(sendableText('   \n ')).toBeNull();
    expect(sendableText('  hi ')).toBe('hi');
  });

  it('merges history, events and echoes without losing or doubling', () => {
    const a = msg(1, 10, '2024-05-01T01:00:00Z');
    const b = msg(2, 20, '2024-05-01T01:01:00Z');
    let list = mergeMessages([], [b, a]);
    expect(list.map((m) => m.id)).toEqual([1, 2]);
    list = mergeMessages(list, [b]);
    expect(list).toHaveLength(2);
    const pending = msg(-1, 10, '2024-05-01T01:02:00Z', { client_id: 'c1', pending: true });
    list = mergeMessages(list, [pending]);
    expect(list.map((m) => m.pending)).toEqual([false, false, true]);
    // The realtime echo and the send answer both arrive; one message remains.
    const confirmed = msg(3, 10, '2024-05-01T01:02:01Z', { client_id: 'c1' });
    list = mergeMessages(list, [confirmed]);
    list = mergeMessages(list, [confirmed]);
    expect(list.map((m) => m.id)).toEqual([1, 2, 3]);
    expect(list.every((m) => !m.pending)).toBe(true);
    // A pending copy arriving after its confirmation is dropped.
    expect(mergeMessages(list, [pending])).toHaveLength(3);
    expect(lastServerId(list)).toBe(3);
    expect(lastServerId([pending])).toBe(0);
  });

  it('puts date separators above each new Manila day and stamps messages', () => {
    const now = new Date('2024-05-03T04:00:00Z'); // 12:00 in Manila
    const rows = chatRows(
      [
        msg(1, 10, '2024-04-30T02:00:00Z'),
        msg(2, 20, '2024-05-02T02:05:00Z'),
        msg(3, 10, '2024-05-03T01:30:00Z'),
        msg(4, 20, '2024-05-03T03:45:00Z'),
      ],
      10,
      now,
    );
    expect(rows.map((r) => (r.kind === 'separator' ? r.label : r.stamp))).toEqual([
      'April 30, 2024',
      'Apr 30, 2024 • 10:00 AM',
      'Yesterday',
      'Yesterday • 10:05 AM',
      'Today',
      'Today • 9:30 AM',
      'Today • 11:45 AM',
    ]);
    expect(rows.filter((r) => r.kind === 'message').map((r) => r.kind === 'message' && r.mine)).toEqual([
      true,
      false,
      true,
      false,
    ]);
  });

  it('finds messages from the other side not yet seen', () => {
    const list = [msg(1, 10, 't'), msg(2, 20, 't'), msg(3, 20, 't', { seenBy: [10] })];
    expect(unseenMessages(list, 10).map((m) => m.id)).toEqual([2]);
    expect(unseenMessages(list, null)).toEqual([]);
  });
});
