import { publicSettingsSchema } from '@schemas/settings';
import type { App } from '@/server/types';

export async function publicSettings(app: App) {
  const { rows } = await app.deps.db.query<{ key: string; value: string }>(
    'SELECT key, value FROM app_settings WHERE is_public ORDER BY key',
  );
  const values = Object.fromEntries(rows.map((row) => [row.key, row.value]));
  // The redirect pages' external forms: the environment wins over the stored setting.
  const { coe, updateVehicle, raffle } = app.deps.config.externalForms;
  for (const [key, value] of [
    ['external.coe', coe],
    ['external.updateVehicle', updateVehicle],
    ['external.raffle', raffle],
  ] as const) {
    if (value) values[key] = value;
  }
  const { firebase, googleMapsBrowserKey } = app.deps.config;
  const firebaseReady = firebase.apiKey && firebase.authDomain && firebase.projectId && firebase.appId;
  return {
    currency: values.currency ?? 'PHP',
    androidDownloadLink: values.androidDownloadLink ?? '',
    huaweiDownloadLink: values.huaweiDownloadLink ?? '',
    iosDownloadLink: values.iosDownloadLink ?? '',
    google_maps_key: googleMapsBrowserKey ?? values.google_maps_key ?? '',
    webMap: values.webMap ?? '',
    web_timeout_seconds: Number(values.web_timeout_seconds ?? 20) || 20,
    website: { social: { fbLink: values['website.social.fbLink'] ?? '' } },
    colors: { primaryColor: values['colors.primaryColor'] ?? '#4c6c33' },
    deliveryFee: Number(values.deliveryFee ?? 0),
    pautosFee: Number(values.pautosFee ?? 0),
    values,
    firebase: firebaseReady
      ? {
          apiKey: firebase.apiKey!,
          authDomain: firebase.authDomain!,
          projectId: firebase.projectId!,
          appId: firebase.appId!,
          measurementId: firebase.measurementId ?? '',
        }
      : null,
  };
}

export default async function settingsRoutes(app: App) {
  app.get(
    '/settings',
    { schema: { tags: ['content'], response: { 200: publicSettingsSchema } }, config: { access: 'public' } },
    async () => publicSettings(app),
  );

  app.get(
    '/health',
    {
      schema: {
        tags: ['ops'],
        response: { 200: { type: 'object', properties: { status: { type: 'string' } } } },
      },
      config: { access: 'public' },
    },
    async () => {
      await app.deps.db.query('SELECT 1');
      return { status: 'ok' };
    },
  );
}
