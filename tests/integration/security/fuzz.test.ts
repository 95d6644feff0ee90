import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE_NAMES, type RoleName } from '@schemas/account';
import { createSession } from '@/server/plugins/auth';
import { createTestApp, type TestApp } from '../../helpers/app';
import { createUser } from '../../helpers/users';

/**
 * Schema-aware fuzzing of every API route: each documented parameter, query field and body property in turn
 * gets hostile values (out-of-range and non-finite numbers, NUL characters, lone surrogates, huge strings,
 * wrong types), sent by a caller the route admits. No answer may be a 5xx or carry a stack trace.
 */

type Schema = {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  enum?: unknown[];
  const?: unknown;
  format?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  pattern?: string;
  anyOf?: Schema[];
  oneOf?: Schema[];
};
type Operation = {
  parameters?: { in: string; name: string; required?: boolean; schema?: Schema }[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
};

let t: TestApp;
const userIds = new Map<RoleName, number>();

beforeAll(async () => {
  t = await createTestApp();
  for (const role of ROLE_NAMES) userIds.set(role, (await createUser(t.database.pool, { roles: [role] })).id);
});
afterAll(async () => {
  await t?.close();
});

function typesOf(schema: Schema | undefined): string[] {
  if (!schema) return [];
  if (schema.anyOf || schema.oneOf) return (schema.anyOf ?? schema.oneOf ?? []).flatMap(typesOf);
  if (!schema.type) return schema.properties ? ['object'] : [];
  return Array.isArray(schema.type) ? schema.type : [schema.type];
}

/** A value the schema accepts, as far as a simple reading goes: the base every mutation starts from. */
function plausible(schema: Schema | undefined, name = ''): unknown {
  if (!schema) return 'x';
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  const type = typesOf(schema).find((candidate) => candidate !== 'null');
  switch (type) {
    case 'integer':
      return Math.max(schema.minimum ?? 1, 1);
    case 'number':
      if (/lat/i.test(name)) return 9.7392;
      if (/lng|lon/i.test(name)) return 118.7353;
      return Math.max(schema.minimum ?? 1, 1);
    case 'boolean':
      return true;
    case 'array':
      return [plausible(schema.items, name)];
    case 'object': {
      const value: Record<string, unknown> = {};
      for (const key of schema.required ?? []) value[key] = plausible(schema.properties?.[key], key);
      return value;
    }
    default:
      if (schema.format === 'uuid') return '00000000-0000-4000-8000-000000000000';
      if (schema.format === 'email') return 'fuzz@example.com';
      if (schema.format === 'date') return '2026-01-01';
      if (schema.format === 'date-time') return '2026-01-01T00:00:00Z';
      if (/phone/i.test(name)) return '09171234567';
      if (/lat.*lng|origin|destination/i.test(name)) return '9.7392,118.7353';
      return 'a'.repeat(Math.max(schema.minLength ?? 1, 1));
  }
}

const HOSTILE_NUMBERS = [
  1e20, -1e20, 2_147_483_648, -2_147_483_649, 9.3e18, -90, 90, -180, 180, 90.0001, -180.5, 1.5, 0, -1, 1e308,
];
const HOSTILE_TEXT = ['Infinity', '-Infinity', 'NaN', '1e400', '0x10', ' ', '\u0000', '9'.repeat(40)];
const HOSTILE_STRINGS = [
  '',
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x'.repeat(20_000),
  "'; DROP TABLE users; --",
  '%00',
  '../../etc/passwd',
  '{"$gt":""}',
  '🛺'.repeat(100),
];

/** Hostile values for a property: for JSON bodies and for query strings (where everything is text). */
function hostile(schema: Schema | undefined, inQuery: boolean): unknown[] {
  const types = typesOf(schema);
  const values: unknown[] = [null, [], {}, true];
  if (types.includes('integer') || types.includes('number')) {
    values.push(...HOSTILE_NUMBERS, ...HOSTILE_TEXT);
  }
  values.push(...HOSTILE_STRINGS);
  if (types.includes('array'))
    values.push(
      Array.from({ length: 500 }, () => 1),
      [null],
      [{}],
    );
  if (types.includes('object')) values.push({ a: { b: { c: '\u0000' } } });
  return inQuery ? values.filter((v) => v === null || typeof v !== 'object').map((v) => String(v)) : values;
}

/** A caller the route admits (the first listed role), so the request reaches validation and the handler. */
function roleFor(access: unknown): RoleName | null {
  if (access === 'public') return null;
  if (access === 'authenticated') return 'client';
  return (access as RoleName[])[0];
}

/** Percent-encodes; a lone surrogate becomes the invalid UTF-8 bytes it would be, which servers must survive. */
function encode(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return '%ED%A0%80';
  }
}

const STACK = /\n\s+at\s|node_modules|\.ts:\d+/;

describe('no input makes a 5xx', () => {
  it('survives schema-aware malformed requests on every route', async () => {
    const doc = (
      t.app as unknown as { swagger(): { paths: Record<string, Record<string, Operation>> } }
    ).swagger();
    const accessByRoute = new Map(t.app.accessTable.map((r) => [`${r.method} ${r.url}`, r.access]));
    const failures: string[] = [];
    let sent = 0;

    for (const [openApiPath, operations] of Object.entries(doc.paths)) {
      const fastifyPath = openApiPath.replace(/\{(\w+)\}/g, ':$1');
      if (fastifyPath === '/api/realtime' || fastifyPath.startsWith('/api/docs')) continue;
      for (const [method, operation] of Object.entries(operations)) {
        const upper = method.toUpperCase();
        const access = accessByRoute.get(`${upper} ${fastifyPath}`);
        if (access === undefined) continue;
        // Signing out or deleting with the fuzzer's own session would only end the run early.
        if (fastifyPath === '/api/logout') continue;
        const role = roleFor(access);
        const headers: Record<string, string> = {};
        if (role) {
          headers.authorization = `Bearer ${await createSession(t.database.pool, userIds.get(role)!)}`;
        }
        const params = (operation.parameters ?? []).filter((p) => p.in === 'path');
        const queries = (operation.parameters ?? []).filter((p) => p.in === 'query');
        const bodySchema = operation.requestBody?.content?.['application/json']?.schema;
        const baseParams = Object.fromEntries(params.map((p) => [p.name, plausible(p.schema, p.name)]));
        const baseQuery = Object.fromEntries(
          queries.filter((q) => q.required).map((q) => [q.name, plausible(q.schema, q.name)]),
        );
        const baseBody = bodySchema ? (plausible(bodySchema) as Record<string, unknown>) : undefined;

        const send = async (
          pathValues: Record<string, unknown>,
          query: Record<string, unknown>,
          body: unknown,
          label: string,
        ) => {
          const url = fastifyPath.replace(/:(\w+)/g, (_, name) => encode(String(pathValues[name])));
          const search = new URLSearchParams(
            Object.entries(query).map(([k, v]) => [k, String(v)] as [string, string]),
          ).toString();
          const res = await t.app.inject({
            method: upper as 'GET',
            // A new address per request, so the per-address rate limits do not hide the handlers.
            remoteAddress: `10.${(sent >> 16) & 255}.${(sent >> 8) & 255}.${sent & 255}`,
            url: search ? `${url}?${search}` : url,
            headers,
            ...(body === undefined
              ? {}
              : {
                  payload: JSON.stringify(body),
                  headers: { ...headers, 'content-type': 'application/json' },
                }),
          });
          sent += 1;
          // 5xx answers are for the server's own failures; none may come from what a caller sends.
          if (res.statusCode >= 500 || STACK.test(res.body)) {
            failures.push(`${upper} ${fastifyPath} ${label} → ${res.statusCode} ${res.body.slice(0, 160)}`);
          }
        };

        for (const p of params) {
          for (const value of hostile(p.schema, true)) {
            await send(
              { ...baseParams, [p.name]: value },
              baseQuery,
              baseBody,
              `path ${p.name}=${JSON.stringify(value).slice(0, 30)}`,
            );
          }
        }
        for (const q of queries) {
          for (const value of hostile(q.schema, true)) {
            await send(
              baseParams,
              { ...baseQuery, [q.name]: value },
              baseBody,
              `query ${q.name}=${JSON.stringify(value).slice(0, 30)}`,
            );
          }
        }
        if (bodySchema) {
          await send(baseParams, baseQuery, baseBody, 'plausible body');
          for (const whole of [null, [], 'text', 42]) {
            await send(baseParams, baseQuery, whole, `body=${JSON.stringify(whole)}`);
          }
          for (const [key, propertySchema] of Object.entries(bodySchema.properties ?? {})) {
            for (const value of hostile(propertySchema, false)) {
              await send(
                baseParams,
                baseQuery,
                { ...baseBody, [key]: value },
                `body ${key}=${JSON.stringify(value).slice(0, 30)}`,
              );
            }
            // One level down: the fields of nested objects (a booking's pickup point, say).
            const nested = plausible(propertySchema, key);
            for (const [inner, innerSchema] of Object.entries(propertySchema.properties ?? {})) {
              for (const value of hostile(innerSchema, false)) {
                const body = { ...baseBody, [key]: { ...(nested as object), [inner]: value } };
                await send(
                  baseParams,
                  baseQuery,
                  body,
                  `body ${key}.${inner}=${JSON.stringify(value).slice(0, 30)}`,
                );
              }
            }
          }
        }
      }
    }
    expect(sent).toBeGreaterThan(2000);
    expect(failures).toEqual([]);
    // Thousands of requests one after another; with the rate limits counted in Redis and both cores busy this
    // takes minutes.
  }, 360_000);
});
