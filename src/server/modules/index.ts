import type { App } from '../types';
import accountRoutes from './accounts/routes';
import settingsRoutes from './settings/routes';
import uploadRoutes from './uploads/routes';

/** Every domain's routes, mounted under /api. */
export async function registerModules(app: App) {
  await app.register(settingsRoutes);
  await app.register(accountRoutes);
  await app.register(uploadRoutes);
}
