/** What GET user_details/{id} and GET is_phone_available answer people (Filipino in server-messages). */
export const LOOKUP_MESSAGES = {
  userNotFound: 'User not found.',
  phoneAvailable: 'This number can be used for a new account.',
} as const;
