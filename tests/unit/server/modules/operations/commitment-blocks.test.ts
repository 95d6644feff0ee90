import { describe, expect, it } from 'vitest';
import { inBlock } from '@/server/modules/operations/commitments';

describe('commitment blocks', () => {
  it('hold from their start minute until their end minute starts', () => {
    expect(inBlock('05:59', '06:00', '14:00')).toBe(false);
    expect(inBlock('06:00', '06:00', '14:00')).toBe(true);
    expect(inBlock('13:59', '06:00', '14:00')).toBe(true);
    expect(inBlock('14:00', '06:00', '14:00')).toBe(false);
  });

  it('run past midnight when they end before they start', () => {
    expect(inBlock('22:00', '22:00', '06:00')).toBe(true);
    expect(inBlock('23:59', '22:00', '06:00')).toBe(true);
    expect(inBlock('00:00', '22:00', '06:00')).toBe(true);
    expect(inBlock('05:59', '22:00', '06:00')).toBe(true);
    expect(inBlock('06:00', '22:00', '06:00')).toBe(false);
    expect(inBlock('21:59', '22:00', '06:00')).toBe(false);
  });

  it('hold in the day’s last minute when they end at 23:59: "All day" is all day', () => {
    for (let minute = 0; minute < 24 * 60; minute++) {
      const time = `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
      expect(inBlock(time, '00:00', '23:59'), time).toBe(true);
    }
    expect(inBlock('23:59', '18:00', '23:59')).toBe(true);
    expect(inBlock('17:59', '18:00', '23:59')).toBe(false);
  });
});
