import path from 'node:path';

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
};

export class ConfigError extends Error {}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

/** One row per variable: the README's configuration table is generated from the same list. */
export const ENV_VARIABLES = [
  ['PORT', 'HTTP port', '3000'],
  ['HOST', 'Address to listen on', '0.0.0.0'],
  ['DATA_DIR', 'Where the embedded database, uploads and the SMS outbox live', './data'],
  ['DATABASE_URL', 'PostgreSQL connection string; unset starts the embedded PostgreSQL in DATA_DIR/pg', ''],
  ['REDIS_URL', 'Redis for cross-instance realtime and driver locations; unset uses in-process ones', ''],
  ['DEMO', 'Seed demo accounts and data and run the fleet simulator (0 turns it off)', '1'],
  ['DEMO_PASSWORD', 'Password of every demo account; unset generates one, printed and saved in DATA_DIR', ''],
  ['PUBLIC_URL', 'Public base URL used in share links and printed at start', 'http://localhost:PORT'],
  [
    'GOOGLE_MAPS_API_KEY',
    'Server key for Google geocoding and directions; unset uses the offline gazetteer',
    '',
  ],
  [
    'GOOGLE_MAPS_BROWSER_KEY',
    'Browser key for Google map tiles; unset draws markers on a plain background',
    '',
  ],
  [
    'GAZETTEER_PATH',
    'JSON file of places for the offline gazetteer (built-in landmarks are always there)',
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
  };
}
