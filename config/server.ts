import path from 'node:path';
import { OVERLOAD_EVENT_LOOP_DELAY_MS } from './constants';

/** Environment variables the server reads, validated once at start-up. */
export type ServerConfig = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  redisUrl?: string;
  demo: boolean;
  demoPassword?: string;
  publicUrl?: string;
  googleMapsApiKey?: string;
  googleMapsBrowserKey?: string;
  gazetteerPath?: string;
  smsProvider: 'outbox' | 'http';
  smsHttpUrl?: string;
  smsHttpToken?: string;
  smsHttpSender?: string;
  firebase: {
    apiKey?: string;
    authDomain?: string;
    projectId?: string;
    appId?: string;
    measurementId?: string;
    jwksUrl?: string;
  };
  externalForms: {
    coe?: string;
    updateVehicle?: string;
    raffle?: string;
  };
  logLevel: string;
  /** Unset: readable lines on a terminal, JSON otherwise. */
  logFormat?: 'pretty' | 'json';
  simulatorDrivers: number;
  trustProxy: boolean;
  /** Hours a trip's shared link keeps working after the trip ends. */
  shareLinkHours: number;
  /** Where uploaded files live: the database (default) or an S3-compatible bucket. */
  uploadStore: 'database' | 's3';
  s3?: {
    bucket: string;
    region: string;
    /** The store's address (path-style: `<endpoint>/<bucket>/<key>`); AWS's regional one when unset. */
    endpoint?: string;
    accessKeyId: string;
    secretAccessKey: string;
    sessionToken?: string;
    /** Put before every key, so one bucket can hold several deployments. */
    prefix?: string;
  };
  /** Port of the Prometheus metrics, on METRICS_HOST only; unset serves none. */
  metricsPort?: number;
  metricsHost: string;
  /** Mean event-loop delay (ms) past which requests are shed with 503; 0 never sheds. */
  overloadEventLoopDelayMs: number;
};

export class ConfigError extends Error {}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

/** One row per variable: the README's configuration table is generated from the same list. */
export const ENV_VARIABLES = [
  ['PORT', 'HTTP port', '3000'],
  ['HOST', 'Address to listen on', '0.0.0.0'],
  ['DATA_DIR', 'Where the embedded database and the SMS outbox live', './data'],
  ['DATABASE_URL', 'PostgreSQL connection string; unset starts the embedded PostgreSQL in DATA_DIR/pg', ''],
  [
    'REDIS_URL',
    'Redis for cross-instance realtime, driver locations and rate limits; unset uses in-process ones',
    '',
  ],
  ['DEMO', 'Seed demo accounts and data and run the fleet simulator (0 turns it off)', '1'],
  ['DEMO_PASSWORD', 'Password of every demo account; unset generates one, printed and saved in DATA_DIR', ''],
  ['PUBLIC_URL', 'Public base URL used in share links and printed at start', 'http://localhost:PORT'],
  [
    'GOOGLE_MAPS_API_KEY',
    'Server key for Google geocoding and directions; unset uses the offline gazetteer',
    '',
  ],
  ['GOOGLE_MAPS_BROWSER_KEY', 'Browser key for Google map tiles; unset draws the offline map of Palawan', ''],
  [
    'GAZETTEER_PATH',
    'JSON file of places for the offline gazetteer; unset uses the Palawan places shipped with the product',
    '',
  ],
  ['SMS_PROVIDER', 'outbox (development file in DATA_DIR) or http (SMS gateway)', 'outbox'],
  ['SMS_HTTP_URL', 'SMS gateway endpoint (SMS_PROVIDER=http)', ''],
  ['SMS_HTTP_TOKEN', 'SMS gateway bearer token', ''],
  ['SMS_HTTP_SENDER', 'Sender name shown on SMS', 'BRP'],
  ['FIREBASE_API_KEY', 'Firebase web config for Google sign-in (with the three below)', ''],
  ['FIREBASE_AUTH_DOMAIN', 'Firebase web config', ''],
  ['FIREBASE_PROJECT_ID', 'Firebase project id; the server verifies Google ID tokens against it', ''],
  ['FIREBASE_APP_ID', 'Firebase web config', ''],
  ['FIREBASE_MEASUREMENT_ID', 'Firebase Analytics measurement id (optional)', ''],
  ['FIREBASE_JWKS_URL', "Key set for ID-token signatures (defaults to Google's)", ''],
  ['EXTERNAL_FORM_COE', 'Target of /coe and /certificate-of-employment', ''],
  ['EXTERNAL_FORM_UPDATE_VEHICLE', 'Target of /update-vehicle and /vehicle', ''],
  ['EXTERNAL_FORM_RAFFLE', 'Target of /raffle', ''],
  ['SIMULATOR_DRIVERS', 'How many simulated drivers DEMO runs', '24'],
  ['TRUST_PROXY', 'Trust X-Forwarded-For from a load balancer (1/0)', '0'],
  ['SHARE_LINK_HOURS', 'Hours a shared trip link keeps working after the trip ends', '24'],
  ['UPLOAD_STORE', 'Where uploaded files live: database (shared by every instance) or s3', 'database'],
  ['S3_BUCKET', 'Bucket of the S3-compatible store (UPLOAD_STORE=s3)', ''],
  ['S3_REGION', 'Region of the bucket', 'us-east-1'],
  ['S3_ENDPOINT', "Address of an S3-compatible store (MinIO, R2, …); unset uses AWS's regional one", ''],
  ['S3_ACCESS_KEY_ID', 'Access key of the store (or AWS_ACCESS_KEY_ID)', ''],
  ['S3_SECRET_ACCESS_KEY', 'Secret key of the store (or AWS_SECRET_ACCESS_KEY)', ''],
  ['S3_PREFIX', 'Put before every key, so deployments can share a bucket', ''],
  [
    'METRICS_PORT',
    'Port of the Prometheus metrics (GET /metrics), on METRICS_HOST only; unset serves none',
    '',
  ],
  ['METRICS_HOST', 'Address the metrics listen on: keep it private', '127.0.0.1'],
  [
    'OVERLOAD_EVENT_LOOP_DELAY_MS',
    'Mean event-loop delay (ms) past which requests get 503 with Retry-After; 0 never sheds',
    '1000',
  ],
  ['LOG_LEVEL', 'pino log level (fatal, error, warn, info, debug, trace, silent)', 'info'],
  ['LOG_FORMAT', 'pretty (readable lines) or json; unset is pretty on a terminal and json otherwise', ''],
] as const;

function optional(env: NodeJS.ProcessEnv, name: string): string | undefined {
  const value = env[name]?.trim();
  return value ? value : undefined;
}

function url(env: NodeJS.ProcessEnv, name: string, protocols: string[]): string | undefined {
  const value = optional(env, name);
  if (!value) return undefined;
  let parsed: URL;
  try {
    parsed = new URL(value);
  } catch {
    throw new ConfigError(`${name} is not a valid URL: ${value}`);
  }
  if (!protocols.includes(parsed.protocol)) {
    throw new ConfigError(`${name} must start with ${protocols.map((p) => `${p}//`).join(' or ')}`);
  }
  return value;
}

function integer(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number {
  const raw = optional(env, name);
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new ConfigError(`${name} must be a whole number from ${min} to ${max}, got "${raw}"`);
  }
  return value;
}

function flag(env: NodeJS.ProcessEnv, name: string, fallback: boolean): boolean {
  const raw = optional(env, name);
  if (raw === undefined) return fallback;
  if (['1', 'true', 'yes', 'on'].includes(raw.toLowerCase())) return true;
  if (['0', 'false', 'no', 'off'].includes(raw.toLowerCase())) return false;
  throw new ConfigError(`${name} must be 1 or 0, got "${raw}"`);
}

export function loadServerConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const smsProvider = optional(env, 'SMS_PROVIDER') ?? 'outbox';
  if (smsProvider !== 'outbox' && smsProvider !== 'http') {
    throw new ConfigError(`SMS_PROVIDER must be outbox or http, got "${smsProvider}"`);
  }
  const smsHttpUrl = url(env, 'SMS_HTTP_URL', ['http:', 'https:']);
  if (smsProvider === 'http' && !smsHttpUrl) throw new ConfigError('SMS_PROVIDER=http needs SMS_HTTP_URL');
  const demoPassword = optional(env, 'DEMO_PASSWORD');
  if (demoPassword !== undefined && demoPassword.length < 8) {
    throw new ConfigError('DEMO_PASSWORD must be at least 8 characters');
  }
  const port = integer(env, 'PORT', 3000, 0, 65535);
  const logLevel = optional(env, 'LOG_LEVEL') ?? 'info';
  if (!LOG_LEVELS.includes(logLevel)) {
    throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${logLevel}"`);
  }
  const logFormat = optional(env, 'LOG_FORMAT');
  if (logFormat !== undefined && logFormat !== 'pretty' && logFormat !== 'json') {
    throw new ConfigError(`LOG_FORMAT must be pretty or json, got "${logFormat}"`);
  }
  const uploadStore = optional(env, 'UPLOAD_STORE') ?? 'database';
  if (uploadStore !== 'database' && uploadStore !== 's3') {
    throw new ConfigError(`UPLOAD_STORE must be database or s3, got "${uploadStore}"`);
  }
  const metricsPort = optional(env, 'METRICS_PORT') ? integer(env, 'METRICS_PORT', 0, 1, 65535) : undefined;
  return {
    port,
    host: optional(env, 'HOST') ?? '0.0.0.0',
    dataDir: path.resolve(optional(env, 'DATA_DIR') ?? './data'),
    databaseUrl: url(env, 'DATABASE_URL', ['postgres:', 'postgresql:']),
    redisUrl: url(env, 'REDIS_URL', ['redis:', 'rediss:']),
    demo: flag(env, 'DEMO', true),
    demoPassword,
    publicUrl: url(env, 'PUBLIC_URL', ['http:', 'https:']),
    googleMapsApiKey: optional(env, 'GOOGLE_MAPS_API_KEY'),
    googleMapsBrowserKey: optional(env, 'GOOGLE_MAPS_BROWSER_KEY'),
    gazetteerPath: optional(env, 'GAZETTEER_PATH'),
    smsProvider,
    smsHttpUrl,
    smsHttpToken: optional(env, 'SMS_HTTP_TOKEN'),
    smsHttpSender: optional(env, 'SMS_HTTP_SENDER') ?? 'BRP',
    firebase: {
      apiKey: optional(env, 'FIREBASE_API_KEY'),
      authDomain: optional(env, 'FIREBASE_AUTH_DOMAIN'),
      projectId: optional(env, 'FIREBASE_PROJECT_ID'),
      appId: optional(env, 'FIREBASE_APP_ID'),
      measurementId: optional(env, 'FIREBASE_MEASUREMENT_ID'),
      jwksUrl: url(env, 'FIREBASE_JWKS_URL', ['http:', 'https:']),
    },
    externalForms: {
      coe: url(env, 'EXTERNAL_FORM_COE', ['http:', 'https:']),
      updateVehicle: url(env, 'EXTERNAL_FORM_UPDATE_VEHICLE', ['http:', 'https:']),
      raffle: url(env, 'EXTERNAL_FORM_RAFFLE', ['http:', 'https:']),
    },
    logLevel,
    logFormat,
    simulatorDrivers: integer(env, 'SIMULATOR_DRIVERS', 24, 0, 5000),
    trustProxy: flag(env, 'TRUST_PROXY', false),
    shareLinkHours: integer(env, 'SHARE_LINK_HOURS', 24, 0, 24 * 365),
    uploadStore,
    s3: uploadStore === 's3' ? s3Config(env) : undefined,
    metricsPort,
    metricsHost: optional(env, 'METRICS_HOST') ?? '127.0.0.1',
    overloadEventLoopDelayMs: integer(
      env,
      'OVERLOAD_EVENT_LOOP_DELAY_MS',
      OVERLOAD_EVENT_LOOP_DELAY_MS,
      0,
      60_000,
    ),
  };
}

/** The S3-compatible store's settings: a bucket and credentials are required, the rest has defaults. */
function s3Config(env: NodeJS.ProcessEnv): NonNullable<ServerConfig['s3']> {
  const bucket = optional(env, 'S3_BUCKET');
  if (!bucket) throw new ConfigError('UPLOAD_STORE=s3 needs S3_BUCKET (the bucket that holds the uploads)');
  const accessKeyId = optional(env, 'S3_ACCESS_KEY_ID') ?? optional(env, 'AWS_ACCESS_KEY_ID');
  const secretAccessKey = optional(env, 'S3_SECRET_ACCESS_KEY') ?? optional(env, 'AWS_SECRET_ACCESS_KEY');
  if (!accessKeyId || !secretAccessKey) {
    throw new ConfigError(
      'UPLOAD_STORE=s3 needs credentials: set S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY (or AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY)',
    );
  }
  return {
    bucket,
    region: optional(env, 'S3_REGION') ?? optional(env, 'AWS_REGION') ?? 'us-east-1',
    endpoint: url(env, 'S3_ENDPOINT', ['http:', 'https:']),
    accessKeyId,
    secretAccessKey,
    sessionToken: optional(env, 'S3_SESSION_TOKEN') ?? optional(env, 'AWS_SESSION_TOKEN'),
    prefix: optional(env, 'S3_PREFIX'),
  };
}
