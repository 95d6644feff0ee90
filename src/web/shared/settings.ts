import { startTransition, useEffect, useState } from 'react';
import type { PublicSettings } from '@schemas/settings';
import { api } from './api';
import { serverView } from './server-view';

let pending: Promise<PublicSettings> | null = null;

/**
 * App settings are read once per page load and shared by every component.
 *
 * Fetched by hand on purpose (not through server-data.ts): the header, menu and footer of every public page,
 * the home page's included, read them, so the shared TanStack Query cache would load with the home page's
 * first screen; and code outside React (analytics, sign-in) reads the same single answer.
 */
export function loadSettings(): Promise<PublicSettings> {
  pending ??= api<PublicSettings>('settings').catch((error) => {
    pending = null;
    throw error;
  });
  return pending;
}

export function useSettings(): PublicSettings | null {
  const [settings, setSettings] = useState<PublicSettings | null>(null);
  useEffect(() => {
    let live = true;
    loadSettings()
      // The screen using them is redrawn in a transition: in short slices, not one long task.
      .then((value) => live && startTransition(() => setSettings(value)))
      .catch(() => {});
    return () => {
      live = false;
    };
  }, []);
  return settings;
}

export type StoreLink = { platform: 'android' | 'huawei' | 'ios'; label: string; href: string };

/** Store links with the visitor's own platform first (spec part 1 §2 footer). */
export function storeLinks(
  settings: PublicSettings | null,
  // Prerendered pages keep the Android-first order until hydrated (src/web/shared/server-view.ts).
  userAgent = serverView() ? '' : navigator.userAgent,
): StoreLink[] {
  const links: StoreLink[] = [
    { platform: 'android', label: 'Google Play', href: settings?.androidDownloadLink ?? '' },
    { platform: 'huawei', label: 'AppGallery', href: settings?.huaweiDownloadLink ?? '' },
    { platform: 'ios', label: 'App Store', href: settings?.iosDownloadLink ?? '' },
  ];
  const ua = userAgent.toLowerCase();
  const mine = /huawei|honor/.test(ua) ? 'huawei' : /iphone|ipad|ipod|mac os/.test(ua) ? 'ios' : 'android';
  return [...links.filter((l) => l.platform === mine), ...links.filter((l) => l.platform !== mine)];
}
