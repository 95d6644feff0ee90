import { describe, expect, it } from 'vitest';
import {
  driverSignUpPhoneInput,
  driverSignupPhone,
  hasMinPhoneDigits,
  isDriverSignUpPhone,
  isPhilippineMobile,
  isValidEmergencyNumber,
  leadingZeroToInternational,
  normalizeEmergencyNumber,
  normalizePhilippinePhone,
  parseLoginIdentifier,
  philippinePhoneProblem,
} from '@/shared/phone';

describe('philippinePhoneProblem', () => {
  it('says nothing for a Philippine mobile number', () => {
    expect(philippinePhoneProblem('09171234567')).toBeNull();
    expect(philippinePhoneProblem('+639171234567')).toBeNull();
  });

  it('asks for 11 digits when there are fewer, and for the pattern when the prefix is wrong', () => {
    expect(philippinePhoneProblem('0917123')).toBe('Phone number must be at least 11 digits long.');
    expect(philippinePhoneProblem('08171234567')).toBe(
      'Enter a Philippine mobile number: 09 or +639, then 9 digits (like 09171234567).',
    );
    expect(philippinePhoneProblem('12345678901')).toBe(
      'Enter a Philippine mobile number: 09 or +639, then 9 digits (like 09171234567).',
    );
  });
});

describe('normalizePhilippinePhone', () => {
  it.each([
    ['09171234567', '+639171234567'],
    ['+639171234567', '+639171234567'],
    ['0917 123 4567', '+639171234567'],
    [' 0917-123-4567 ', '+639171234567'],
  ])('accepts %j as %s', (input, expected) => {
    expect(normalizePhilippinePhone(input)).toBe(expected);
    expect(isPhilippineMobile(input)).toBe(true);
  });

  it.each([
    '9171234567',
    '08171234567',
    '+63917123456',
    '091712345678',
    '639171234567',
    '+638171234567',
    'abc',
    '',
  ])('rejects %j', (input) => {
    expect(normalizePhilippinePhone(input)).toBeNull();
    expect(isPhilippineMobile(input)).toBe(false);
  });
});

describe('registration phone rules', () => {
  it('turns a leading 0 on 11 digits into +63 and leaves other input alone', () => {
    expect(leadingZeroToInternational('09171234567')).toBe('+639171234567');
    expect(leadingZeroToInternational('02123456789')).toBe('+632123456789');
    expect(leadingZeroToInternational('12345')).toBe('12345');
  });

  it('needs at least 11 digits', () => {
    expect(hasMinPhoneDigits('0917123456')).toBe(false);
    expect(hasMinPhoneDigits('09171234567')).toBe(true);
    expect(hasMinPhoneDigits('+639171234567')).toBe(true);
  });
});

describe('parseLoginIdentifier', () => {
  it('reads an email', () => {
    expect(parseLoginIdentifier('  Juan@Example.com ')).toEqual({ kind: 'email', value: 'Juan@Example.com' });
  });

  it('reads both phone forms as +639…', () => {
    expect(parseLoginIdentifier('09171234567')).toEqual({ kind: 'phone', value: '+639171234567' });
    expect(parseLoginIdentifier('+639171234567')).toEqual({ kind: 'phone', value: '+639171234567' });
  });

  it.each(['juan@example', 'juan@', '12345', '9171234567', '', '+6391712345678'])('rejects %j', (input) => {
    expect(parseLoginIdentifier(input)).toEqual({ error: 'Wrong email/phone!' });
  });
});

describe('driver sign-up phone', () => {
  it('keeps ten digits and prefixes +63', () => {
    expect(driverSignUpPhoneInput('917-123-4567-99')).toBe('9171234567');
    expect(driverSignupPhone('9171234567')).toBe('+639171234567');
    expect(isDriverSignUpPhone('9171234567')).toBe(true);
    expect(isDriverSignUpPhone('917123456')).toBe(false);
  });
});

describe('emergency contact number', () => {
  it('rewrites 09… and +639… to +639… and keeps other input for the check', () => {
    expect(normalizeEmergencyNumber('09171234567')).toBe('+639171234567');
    expect(normalizeEmergencyNumber('+639171234567')).toBe('+639171234567');
    expect(normalizeEmergencyNumber(' 12345 ')).toBe('12345');
  });

  it('is valid only as +63 and ten digits', () => {
    expect(isValidEmergencyNumber('+639171234567')).toBe(true);
    expect(isValidEmergencyNumber('+63917123456')).toBe(false);
    expect(isValidEmergencyNumber('09171234567')).toBe(false);
  });
});
