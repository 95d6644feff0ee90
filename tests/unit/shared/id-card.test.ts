import { describe, expect, it } from 'vitest';
import { idCardNumber, normalizeIdContactPhone, referralLink } from '@/shared/id-card';

describe('ID card rules', () => {
  it('converts 09… and +639… numbers to the +639 form and refuses the rest', () => {
    expect(normalizeIdContactPhone('09171234567')).toBe('+639171234567');
    expect(normalizeIdContactPhone('+639171234567')).toBe('+639171234567');
    expect(normalizeIdContactPhone('0917 123 4567')).toBe('+639171234567');
    expect(normalizeIdContactPhone('9171234567')).toBeNull();
    expect(normalizeIdContactPhone('0817123456')).toBeNull();
    expect(normalizeIdContactPhone('+6391712345678')).toBeNull();
  });

  it('writes the ID number as D-{id}-{code} in upper case and links the share page', () => {
    expect(idCardNumber(42, 'ab12cd')).toBe('D-42-AB12CD');
    expect(referralLink('https://brp.ph/', 'AB12CD')).toBe('https://brp.ph/share/AB12CD');
  });
});
