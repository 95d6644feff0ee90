import { defineMessages } from '../../../shared/i18n';

/** Login, registration, password reset, sign-out and account deletion screens. */
export const accountMessages = defineMessages(
  {
    LOGIN: 'Login',
    LOGIN_INTRO: 'Welcome back! Log in to book rides, pautos and deliveries.',
    EMAIL_OR_PHONE: 'Email or phone number',
    EMAIL_OR_PHONE_HINT: 'For example 09171234567 or you@example.com',
    PASSWORD: 'Password',
    FORGOT_PASSWORD: 'Forgot password?',
    OR: 'or',
    LOGIN_FOREIGNER: 'Login as a foreigner',
    FOREIGNER_HINT: 'For visitors from abroad who registered with Google.',
    NO_ACCOUNT: 'No account yet?',
    CREATE_ACCOUNT: 'Create an account',
    LOGIN_FAILED: 'Login failed',
    GOOGLE_FAILED: 'Google sign-in failed. Please try again.',
    GOOGLE_NOT_SET_UP: 'Google sign-in is not set up',
    GOOGLE_UNAVAILABLE:
      'Google sign-in is not available on this site yet. Visitors from abroad can create an account with their passport and tourist visa instead.',
    REGISTER_FOREIGNER: 'Register as a foreigner',
    CLOSE: 'Close',
    SHOW_PASSWORD: 'Show password',
    HIDE_PASSWORD: 'Hide password',
  },
  {
    LOGIN: 'Mag-login',
    LOGIN_INTRO: 'Welcome back! Mag-login para maka-book ng ride, pautos at delivery.',
    EMAIL_OR_PHONE: 'Email o phone number',
    EMAIL_OR_PHONE_HINT: 'Halimbawa 09171234567 o ikaw@example.com',
    PASSWORD: 'Password',
    FORGOT_PASSWORD: 'Nakalimutan ang password?',
    OR: 'o',
    LOGIN_FOREIGNER: 'Mag-login bilang foreigner',
    FOREIGNER_HINT: 'Para sa mga bisita mula abroad na nag-register gamit ang Google.',
    NO_ACCOUNT: 'Wala ka pang account?',
    CREATE_ACCOUNT: 'Gumawa ng account',
    LOGIN_FAILED: 'Hindi naka-login',
    GOOGLE_FAILED: 'Hindi nag-work ang Google sign-in. Subukan ulit.',
    GOOGLE_NOT_SET_UP: 'Hindi pa naka-set up ang Google sign-in',
    GOOGLE_UNAVAILABLE:
      'Wala pang Google sign-in sa site na ito. Ang mga bisita mula abroad ay puwedeng gumawa ng account gamit ang passport at tourist visa nila.',
    REGISTER_FOREIGNER: 'Mag-register bilang foreigner',
    CLOSE: 'Isara',
    SHOW_PASSWORD: 'Ipakita ang password',
    HIDE_PASSWORD: 'Itago ang password',
  },
);

/** The forms' own check texts (the others are the spec's, in the shared catalogues). */
export const accountFormMessages = defineMessages(
  {
    PASSWORD_REQUIRED: 'Please enter your password.',
    VALID_DATE: 'Please enter a valid date.',
  },
  {
    PASSWORD_REQUIRED: 'Ilagay ang password mo.',
    VALID_DATE: 'Maglagay ng tamang petsa.',
  },
);
