import { describe, expect, it } from 'vitest';
import {
  CANCEL_MESSAGES,
  HOME_MESSAGES,
  LOGIN_MESSAGES,
  loginErrorText,
  OTP_MESSAGES,
  REGISTRATION_MESSAGES,
  REWARDS_MESSAGES,
} from '@/shared/messages';

describe('messages', () => {
  it('keeps the spec texts word for word', () => {
    expect(REGISTRATION_MESSAGES.PHONE_TOO_SHORT).toBe('Phone number must be at least 11 digits long.');
    expect(REGISTRATION_MESSAGES.PASSWORDS_DIFFER).toBe(
      'Passwords do not match. Please ensure both passwords are the same.',
    );
    expect(REGISTRATION_MESSAGES.CHOOSE_LOCAL_OR_FOREIGN).toBe('Please specify if your a local or foreign.');
    expect(CANCEL_MESSAGES.LOGIN_FIRST).toBe('You need to log in first to cancel your booking.');
    expect(LOGIN_MESSAGES.WRONG_IDENTIFIER).toBe('Wrong email/phone!');
  });

  it('fills placeholders', () => {
    expect(OTP_MESSAGES.alreadySent(42)).toBe(
      'An existing OTP code was already sent. Try again later after 42s',
    );
    expect(HOME_MESSAGES.downloadRequiredText('tricycle')).toBe(
      'To call the driver for a tricycle, you need to download the app.',
    );
    expect(HOME_MESSAGES.activeDrivers(3)).toBe('3 Active Driver(s)');
    expect(REWARDS_MESSAGES.bookingPointsToGo(2)).toBe('Earn 2 more booking points to earn a reward');
  });

  it('rewords the Google login answer and passes other answers through', () => {
    expect(loginErrorText('Please login using Google')).toBe(
      'When logging into Gmail, use the log in as a foreigner option.',
    );
    expect(loginErrorText('Invalid credentials')).toBe('Invalid credentials');
  });
});
