import { useSettings } from '../../shared/settings';

/**
 * True when there is no Google Maps key and MapView shows its offline preview. The preview draws markers from
 * the view it was created with, so screens give it a new React key when the view must move (a refit, a chosen
 * place); with Google loaded the map pans by itself and keeps its key.
 */
export function useMapPreview(): boolean {
  const settings = useSettings();
  return settings !== null && !settings.google_maps_key;
}
