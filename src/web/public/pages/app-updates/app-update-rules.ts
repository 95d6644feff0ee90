import { APP_UPDATES_DEFAULT_APP_TYPE, DRIVER_APP_HELP_VIDEO_VERSION_CODE } from '@config/constants';
import { APP_TYPES, type AppType } from '@schemas/app-update';

/** {appType}/app-updates: customer when the segment is missing or not an app we publish. */
export function appTypeFrom(segment: string | undefined): AppType {
  const value = segment?.toLowerCase();
  return (APP_TYPES as readonly string[]).includes(value ?? '')
    ? (value as AppType)
    : APP_UPDATES_DEFAULT_APP_TYPE;
}

/** The `code` query: the installed version code, when it is a whole number. */
export function installedCode(raw: string | null): number | undefined {
  return raw && /^\d+$/.test(raw) ? Number(raw) : undefined;
}

/** Driver release 156 changed how location permission is granted; its card carries a help video. */
export function showsHelpVideo(appType: AppType, versionCode: number): boolean {
  return appType === 'driver' && versionCode === DRIVER_APP_HELP_VIDEO_VERSION_CODE;
}
