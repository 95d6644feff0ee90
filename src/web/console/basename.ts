/** Where react-admin's console lives. */
export const CONSOLE_BASENAME = '/console';
