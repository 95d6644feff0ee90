import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type CryptoKey, exportJWK, generateKeyPair, type JWTPayload, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createFirebaseVerifier,
  type FirebaseVerifier,
  IdentityError,
} from '@/server/adapters/identity/firebase-identity';

const PROJECT_ID = 'brp-palawan-test';
const ISSUER = `https://securetoken.google.com/${PROJECT_ID}`;
const KID = 'test-key-1';

let server: Server;
let jwksUrl: string;
let jwksRequests = 0;
let privateKey: CryptoKey;
let otherPrivateKey: CryptoKey;
let verifier: FirebaseVerifier;

const nowS = () => Math.floor(Date.now() / 1000);

function claims(overrides: JWTPayload = {}): JWTPayload {
  const now = nowS();
  return {
    iss: ISSUER,
    aud: PROJECT_ID,
    auth_time: now - 60,
    user_id: 'uid-123',
    sub: 'uid-123',
    iat: now - 30,
    exp: now + 3600,
    email: 'rider@example.com',
    email_verified: true,
    name: 'Juan Dela Cruz',
    picture: 'https://example.com/juan.png',
    firebase: { identities: { 'google.com': ['1234'] }, sign_in_provider: 'google.com' },
    ...overrides,
  };
}

function sign(payload: JWTPayload, key: CryptoKey = privateKey, kid: string | null = KID) {
  return new SignJWT(payload)
    .setProtectedHeader(kid ? { alg: 'RS256', kid, typ: 'JWT' } : { alg: 'RS256' })
    .sign(key);
}

async function rejection(token: string, using: FirebaseVerifier = verifier): Promise<IdentityError> {
  const error = await using.verifyIdToken(token).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(IdentityError);
  return error as IdentityError;
}

beforeAll(async () => {
  const pair = await generateKeyPair('RS256');
  privateKey = pair.privateKey;
  otherPrivateKey = (await generateKeyPair('RS256')).privateKey;
  const jwk = { ...(await exportJWK(pair.publicKey)), kid: KID, alg: 'RS256', use: 'sig' };
  server = createServer((_req, res) => {
    jwksRequests++;
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  jwksUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/jwks`;
  verifier = createFirebaseVerifier({ projectId: PROJECT_ID, jwksUrl });
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

describe('Firebase ID token verification', () => {
  it('accepts a valid token and returns its claims', async () => {
    const identity = await verifier.verifyIdToken(await sign(claims()));
    expect(identity).toEqual({
      uid: 'uid-123',
      email: 'rider@example.com',
      email_verified: true,
      name: 'Juan Dela Cruz',
      picture: 'https://example.com/juan.png',
      provider: 'google.com',
    });
  });

  it('returns only the uid when the token carries no profile', async () => {
    const { email, email_verified, name, picture, firebase, ...bare } = claims();
    expect(await verifier.verifyIdToken(await sign(bare))).toEqual({ uid: 'uid-123' });
  });

  it('caches the key set between verifications', async () => {
    const before = jwksRequests;
    await verifier.verifyIdToken(await sign(claims()));
    await verifier.verifyIdToken(await sign(claims({ sub: 'uid-456' })));
    expect(jwksRequests).toBe(before);
  });

  it('tolerates a few seconds of clock skew', async () => {
    const now = nowS();
    const identity = await verifier.verifyIdToken(await sign(claims({ iat: now + 3, auth_time: now + 3 })));
    expect(identity.uid).toBe('uid-123');
  });

  it('checks times against the injected clock', async () => {
    const token = await sign(claims());
    const later = createFirebaseVerifier({
      projectId: PROJECT_ID,
      jwksUrl,
      now: () => new Date(Date.now() + 2 * 3600_000),
    });
    expect((await rejection(token, later)).message).toMatch(/expired/);
  });

  it('rejects the wrong audience', async () => {
    const error = await rejection(await sign(claims({ aud: 'another-project' })));
    expect(error.message).toMatch(/audience/);
    expect(error.reason).toBe('invalid');
  });

  it('rejects the wrong issuer', async () => {
    const error = await rejection(
      await sign(claims({ iss: 'https://securetoken.google.com/another-project' })),
    );
    expect(error.message).toMatch(/issuer/);
  });

  it('rejects an expired token', async () => {
    const now = nowS();
    const error = await rejection(
      await sign(claims({ iat: now - 7200, auth_time: now - 7300, exp: now - 60 })),
    );
    expect(error.message).toMatch(/expired/);
  });

  it('rejects an auth_time in the future', async () => {
    const error = await rejection(await sign(claims({ auth_time: nowS() + 600 })));
    expect(error.message).toMatch(/auth_time/);
  });

  it('rejects an iat in the future', async () => {
    const error = await rejection(await sign(claims({ iat: nowS() + 600 })));
    expect(error.message).toMatch(/iat/);
  });

  it('rejects an empty sub', async () => {
    const error = await rejection(await sign(claims({ sub: '' })));
    expect(error.message).toMatch(/sub/);
  });

  it('rejects a missing sub', async () => {
    const { sub, ...withoutSub } = claims();
    const error = await rejection(await sign(withoutSub));
    expect(error.message).toMatch(/sub/);
  });

  it('rejects a sub longer than 128 characters', async () => {
    const error = await rejection(await sign(claims({ sub: 'x'.repeat(129) })));
    expect(error.message).toMatch(/128/);
  });

  it('rejects a token signed by another key under the same kid', async () => {
    const error = await rejection(await sign(claims(), otherPrivateKey));
    expect(error.message).toMatch(/signature/);
  });

  it('rejects a token naming a key Google does not publish', async () => {
    const error = await rejection(await sign(claims(), otherPrivateKey, 'unknown-key'));
    expect(error.message).toMatch(/unknown key/);
  });

  it('rejects a token without a kid', async () => {
    const error = await rejection(await sign(claims(), privateKey, null));
    expect(error.message).toMatch(/kid/);
  });

  it('rejects a tampered payload', async () => {
    const [header, , signature] = (await sign(claims())).split('.');
    const forged = Buffer.from(JSON.stringify(claims({ sub: 'someone-else' }))).toString('base64url');
    const error = await rejection(`${header}.${forged}.${signature}`);
    expect(error.message).toMatch(/signature/);
  });

  it('rejects an unsigned token and garbage', async () => {
    const unsigned = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from(JSON.stringify(claims())).toString('base64url')}.`;
    await rejection(unsigned);
    await rejection('not-a-jwt');
    await rejection('');
  });

  it('reports an unreachable key server as unavailable, not as a bad token', async () => {
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const { port } = probe.address() as AddressInfo;
    await new Promise<void>((resolve) => probe.close(() => resolve()));

    const offline = createFirebaseVerifier({
      projectId: PROJECT_ID,
      jwksUrl: `http://127.0.0.1:${port}/jwks`,
    });
    const error = await rejection(await sign(claims()), offline);
    expect(error.reason).toBe('unavailable');
  });
});
