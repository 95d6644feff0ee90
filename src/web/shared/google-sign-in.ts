import type { PublicSettings } from '@schemas/settings';

export type FirebaseWebConfig = NonNullable<PublicSettings['firebase']>;

export const GOOGLE_NOT_SET_UP = 'Google sign-in is not set up';

const CANCELLED_CODES = new Set([
  'auth/popup-closed-by-user',
  'auth/cancelled-popup-request',
  'auth/user-cancelled',
]);

/** Starts loading Firebase early, so the popup opens while the click still counts as the person's gesture. */
export function preloadGoogleSignIn() {
  void import('firebase/app');
  void import('firebase/auth');
}

/**
 * Signs in with Google in a popup and returns the Firebase ID token the server verifies, or null when the
 * person closes the popup. Firebase is loaded only here, so it never weighs on a page's first load.
 */
export async function googleIdToken(config: FirebaseWebConfig): Promise<string | null> {
  const [{ getApps, initializeApp }, { getAuth, GoogleAuthProvider, signInWithPopup }] = await Promise.all([
    import('firebase/app'),
    import('firebase/auth'),
  ]);
  const { measurementId, ...rest } = config;
  const app =
    getApps().find((candidate) => candidate.name === 'brp') ??
    initializeApp({ ...rest, ...(measurementId ? { measurementId } : {}) }, 'brp');
  try {
    const result = await signInWithPopup(getAuth(app), new GoogleAuthProvider());
    return await result.user.getIdToken();
  } catch (error) {
    if (CANCELLED_CODES.has((error as { code?: string }).code ?? '')) return null;
    throw error;
  }
}
