/** Which app setting holds the external form each redirect address goes to. */
export const EXTERNAL_FORM_SETTINGS: Record<string, string> = {
  '/coe': 'external.coe',
  '/certificate-of-employment': 'external.coe',
  '/update-vehicle': 'external.updateVehicle',
  '/vehicle': 'external.updateVehicle',
  '/raffle': 'external.raffle',
};

/** The form address for a path, if the setting holds a usable http(s) or site address. */
export function externalFormTarget(pathname: string, values: Record<string, string>): string | null {
  const key = EXTERNAL_FORM_SETTINGS[pathname.replace(/\/+$/, '') || '/'];
  const target = key ? values[key]?.trim() : '';
  if (!target) return null;
  return /^(https?:\/\/|\/(?!\/))/i.test(target) ? target : null;
}
