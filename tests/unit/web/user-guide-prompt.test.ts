import { describe, expect, it } from 'vitest';
import {
  rememberGuideLater,
  rememberGuideRead,
  shouldShowUserGuide,
} from '@/web/public/home/user-guide-prompt';
import { STORAGE_KEYS, USER_GUIDE_LATER_ON_KEY } from '@/web/shared/session';
import { formatDateYmd } from '@/shared/dates';

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
}

const MORNING = new Date('2026-11-22T01:00:00Z'); // 09:00 in Manila
const EVENING = new Date('2026-11-22T12:00:00Z'); // 20:00 in Manila, the same day
const NEXT_DAY = new Date('2026-11-23T01:00:00Z');

describe('the user-guide prompt', () => {
  it('greets a first-time visitor', () => {
    expect(shouldShowUserGuide(memoryStorage(), MORNING)).toBe(true);
  });

  it('after "I\'ll read it next time" stays away for the rest of the day, then asks once more', () => {
    const storage = memoryStorage();
    rememberGuideLater(storage, MORNING);
    expect(shouldShowUserGuide(storage, MORNING)).toBe(false);
    expect(shouldShowUserGuide(storage, EVENING)).toBe(false);
    expect(shouldShowUserGuide(storage, NEXT_DAY)).toBe(true);
  });

  it('never comes back once the guide was read', () => {
    const storage = memoryStorage();
    rememberGuideRead(storage);
    expect(shouldShowUserGuide(storage, NEXT_DAY)).toBe(false);
  });

  it("keeps the answer under the session's device keys, with Manila's day", () => {
    const storage = memoryStorage();
    const lateEvening = new Date('2026-11-22T17:00:00Z'); // 01:00 the next day in Manila
    rememberGuideLater(storage, lateEvening);
    expect(storage.getItem(STORAGE_KEYS.showUserGuide)).toBe('true');
    expect(storage.getItem(USER_GUIDE_LATER_ON_KEY)).toBe(formatDateYmd(lateEvening));
  });
});
