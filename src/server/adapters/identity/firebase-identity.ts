import {
  createRemoteJWKSet,
  errors,
  type JWSHeaderParameters,
  type JWTPayload,
  jwtVerify,
  type FlattenedJWSInput,
} from 'jose';

export const GOOGLE_SECURETOKEN_JWKS_URL =
  'https://www.googleapis.com/service_accounts/v1/jwk/securetoken@system.gserviceaccount.com';
const CLOCK_TOLERANCE_S = 5;
const MAX_UID_LENGTH = 128;

/**
 * - `invalid`: the token is not a genuine, current Firebase ID token for this project (answer 401).
 * - `unavailable`: Google's public keys could not be loaded, so nothing can be said (answer 503).
 */
export type IdentityErrorReason = 'invalid' | 'unavailable';

export class IdentityError extends Error {
  override name = 'IdentityError';

  constructor(
    message: string,
    readonly reason: IdentityErrorReason = 'invalid',
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

export type FirebaseIdentity = {
  uid: string;
  email?: string;
  email_verified?: boolean;
  name?: string;
  picture?: string;
  /** `firebase.sign_in_provider`, e.g. `google.com`. */
  provider?: string;
};

export interface FirebaseVerifier {
  verifyIdToken(idToken: string): Promise<FirebaseIdentity>;
}

export type FirebaseVerifierOptions = {
  projectId: string;
  /** Where the signing keys are published; Google's by default. */
  jwksUrl?: string;
  /** The clock to check `exp`, `iat` and `auth_time` against. */
  now?: () => Date;
};

/**
 * Verifies Firebase Authentication ID tokens the way Google documents it: RS256, a `kid` naming one of
 * Google's current keys, audience = project id, issuer = securetoken.google.com/<project id>, not expired,
 * issued and authenticated in the past, and a non-empty `sub` of at most 128 characters (the uid).
 */
export function createFirebaseVerifier({
  projectId,
  jwksUrl = GOOGLE_SECURETOKEN_JWKS_URL,
  now = () => new Date(),
}: FirebaseVerifierOptions): FirebaseVerifier {
  if (!projectId) throw new Error('Firebase project id is required to verify ID tokens');
  const issuer = `https://securetoken.google.com/${projectId}`;
  // The key set is cached by jose and refetched when a token names a key it has not seen.
  const jwks = createRemoteJWKSet(new URL(jwksUrl));

  async function getKey(header: JWSHeaderParameters, token: FlattenedJWSInput) {
    if (!header.kid) throw new IdentityError('Firebase ID token has no "kid" header');
    try {
      return await jwks(header, token);
    } catch (error) {
      if (error instanceof errors.JWKSNoMatchingKey || error instanceof errors.JWKSMultipleMatchingKeys) {
        throw new IdentityError('Firebase ID token is signed by an unknown key', 'invalid', { cause: error });
      }
      throw new IdentityError(
        `Google public keys for Firebase ID tokens could not be loaded: ${describe(error)}`,
        'unavailable',
        { cause: error },
      );
    }
  }

  return {
    async verifyIdToken(idToken) {
      if (typeof idToken !== 'string' || idToken.length === 0) {
        throw new IdentityError('Firebase ID token is missing');
      }
      const currentDate = now();
      let payload: JWTPayload;
      try {
        ({ payload } = await jwtVerify(idToken, getKey, {
          algorithms: ['RS256'],
          audience: projectId,
          issuer,
          clockTolerance: CLOCK_TOLERANCE_S,
          currentDate,
          requiredClaims: ['exp', 'iat', 'sub', 'auth_time'],
        }));
      } catch (error) {
        throw toIdentityError(error, projectId, issuer);
      }

      const nowS = Math.floor(currentDate.getTime() / 1000);
      if (typeof payload.iat !== 'number' || payload.iat > nowS + CLOCK_TOLERANCE_S) {
        throw new IdentityError('Firebase ID token "iat" (issued at) must be in the past');
      }
      if (typeof payload.auth_time !== 'number' || payload.auth_time > nowS + CLOCK_TOLERANCE_S) {
        throw new IdentityError('Firebase ID token "auth_time" must be in the past');
      }
      const uid = payload.sub;
      if (typeof uid !== 'string' || uid.length === 0) {
        throw new IdentityError('Firebase ID token "sub" (uid) must be a non-empty string');
      }
      if (uid.length > MAX_UID_LENGTH) {
        throw new IdentityError(`Firebase ID token "sub" (uid) is longer than ${MAX_UID_LENGTH} characters`);
      }

      const identity: FirebaseIdentity = { uid };
      if (typeof payload.email === 'string') identity.email = payload.email;
      if (typeof payload.email_verified === 'boolean') identity.email_verified = payload.email_verified;
      if (typeof payload.name === 'string') identity.name = payload.name;
      if (typeof payload.picture === 'string') identity.picture = payload.picture;
      const firebase = payload.firebase as { sign_in_provider?: unknown } | undefined;
      if (typeof firebase?.sign_in_provider === 'string') identity.provider = firebase.sign_in_provider;
      return identity;
    },
  };
}

function toIdentityError(error: unknown, projectId: string, issuer: string): IdentityError {
  if (error instanceof IdentityError) return error;
  const options = { cause: error };
  if (error instanceof errors.JWTExpired) {
    return new IdentityError('Firebase ID token has expired', 'invalid', options);
  }
  if (error instanceof errors.JWTClaimValidationFailed) {
    if (error.claim === 'aud' && error.reason === 'check_failed') {
      return new IdentityError(
        `Firebase ID token has the wrong audience: expected project "${projectId}"`,
        'invalid',
        options,
      );
    }
    if (error.claim === 'iss' && error.reason === 'check_failed') {
      return new IdentityError(
        `Firebase ID token has the wrong issuer: expected "${issuer}"`,
        'invalid',
        options,
      );
    }
    return new IdentityError(
      `Firebase ID token claim "${error.claim}" is invalid: ${error.message}`,
      'invalid',
      options,
    );
  }
  if (error instanceof errors.JWSSignatureVerificationFailed) {
    return new IdentityError('Firebase ID token signature is invalid', 'invalid', options);
  }
  if (error instanceof errors.JOSEAlgNotAllowed) {
    return new IdentityError('Firebase ID token must be signed with RS256', 'invalid', options);
  }
  if (error instanceof errors.JOSEError) {
    return new IdentityError(`Firebase ID token is malformed: ${error.message}`, 'invalid', options);
  }
  return new IdentityError(`Firebase ID token could not be verified: ${describe(error)}`, 'invalid', options);
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
