import { defineMessages } from '@/shared/i18n';

/** Texts every public page shares: retry, unexpected failures, the not-found and form-not-ready pages. */
export const publicCommonMessages = defineMessages(
  {
    TRY_AGAIN: 'Try again',
    UNEXPECTED_ERROR: 'An unexpected error occurred',
    ERROR_404: 'Error 404',
    PAGE_NOT_FOUND: 'Page not found',
    PAGE_NOT_FOUND_TEXT: 'The page you are looking for does not exist or was moved.',
    GO_HOME: 'Go to the home page',
    FORM_NOT_AVAILABLE: 'This form is not available yet',
    FORM_NOT_AVAILABLE_TEXT:
      'We are still preparing this form. Please check again soon, or contact us and we will help you.',
    GO_BACK: 'Go back',
    CONTACT_US: 'Contact Us',
    COPY_FAILED: 'Copy failed. Your code is {code}',
  },
  {
    TRY_AGAIN: 'Subukan ulit',
    UNEXPECTED_ERROR: 'May hindi inaasahang error',
    ERROR_404: 'Error 404',
    PAGE_NOT_FOUND: 'Hindi makita ang page',
    PAGE_NOT_FOUND_TEXT: 'Wala ang page na hinahanap mo o nailipat na ito.',
    GO_HOME: 'Bumalik sa home page',
    FORM_NOT_AVAILABLE: 'Wala pa ang form na ito',
    FORM_NOT_AVAILABLE_TEXT:
      'Inihahanda pa namin ang form na ito. Balikan mo ulit maya-maya, o kontakin mo kami at tutulungan ka namin.',
    GO_BACK: 'Bumalik',
    CONTACT_US: 'Kontakin Kami',
    COPY_FAILED: 'Hindi na-copy. Ang code mo ay {code}',
  },
);
