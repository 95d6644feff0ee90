import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../helpers/app';

describe('security headers', () => {
  it('sends CSP, framing, nosniff, referrer and permissions policies; no HSTS on plain HTTP', async () => {
    const t = await createTestApp();
    try {
      const res = await t.app.inject({ url: '/api/settings' });
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(res.headers['content-security-policy']).not.toMatch(/googleapis|gstatic|firebaseapp/);
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(res.headers['permissions-policy']).toContain('geolocation=(self)');
      expect(res.headers['strict-transport-security']).toBeUndefined();
    } finally {
      await t.close();
    }
  });

  it('adds HSTS behind HTTPS, and the Google Maps and Firebase hosts only when they are configured', async () => {
    const t = await createTestApp({
      env: {
        PUBLIC_URL: 'https://brp.example.ph',
        GOOGLE_MAPS_BROWSER_KEY: 'browser-key',
        FIREBASE_API_KEY: 'k',
        FIREBASE_AUTH_DOMAIN: 'brp-app.firebaseapp.com',
        FIREBASE_PROJECT_ID: 'brp-app',
        FIREBASE_APP_ID: '1:2:web:3',
      },
    });
    try {
      const res = await t.app.inject({ url: '/api/settings' });
      expect(res.headers['strict-transport-security']).toMatch(/max-age=31536000/);
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain('https://maps.googleapis.com');
      expect(csp).toMatch(/frame-src https:\/\/brp-app\.firebaseapp\.com/);
      expect(csp).toContain('upgrade-insecure-requests');
    } finally {
      await t.close();
    }
  });
});
