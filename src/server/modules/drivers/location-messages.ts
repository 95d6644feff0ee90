/** What the server answers about a position the phone sends late (kept while the signal was gone). */
export const LOCATION_MESSAGES = {
  RECORDED_IN_FUTURE: 'recorded_at is in the future. Check the phone clock.',
  RECORDED_TOO_OLD: 'recorded_at is more than 30 minutes ago: this position is too old to take.',
};
