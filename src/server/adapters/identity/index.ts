export {
  createFirebaseVerifier,
  type FirebaseIdentity,
  type FirebaseVerifier,
  type FirebaseVerifierOptions,
  GOOGLE_SECURETOKEN_JWKS_URL,
  IdentityError,
  type IdentityErrorReason,
} from './firebase-identity';
