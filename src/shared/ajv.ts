import Ajv, { _, type KeywordCxt, type Options } from 'ajv';
import ajvErrors from 'ajv-errors';
import addFormats from 'ajv-formats';
import { NO_NUL_KEYWORD } from './validation';

export * from './validation';

/**
 * The one ajv set-up used by the server's validation and the browser's forms, so a message written next to a
 * rule (ajv-errors `errorMessage`) reads the same in both places.
 */
export function createAjv(options: Options = {}): Ajv {
  const ajv = new Ajv({ allErrors: true, strict: true, useDefaults: true, ...options });
  addFormats(ajv);
  ajv.addKeyword({
    keyword: NO_NUL_KEYWORD,
    type: 'string',
    schemaType: 'boolean',
    // Generated code (not a `validate` function), so build-time standalone validators can hold it too.
    code(cxt: KeywordCxt) {
      if (cxt.schema === true) cxt.fail(_`${cxt.data}.includes(${'\u0000'})`);
    },
  });
  ajvErrors(ajv, { singleError: true });
  return ajv;
}

/** The ranges the database columns hold: int4 for integers, a generous finite range for other numbers. */
export const INT_MIN = -2_147_483_648;
export const INT_MAX = 2_147_483_647;
const NUMBER_LIMIT = 1e15;

type JsonSchema = Record<string, unknown>;

function typesOf(schema: JsonSchema): string[] {
  const type = schema.type;
  if (typeof type === 'string') return [type];
  return Array.isArray(type) ? (type as string[]) : [];
}

/**
 * A copy of a request schema in which no value can reach the database out of its range: integers bounded to
 * int4 (unless the schema says otherwise), numbers finite, free-text strings without NUL characters. Applied
 * to every body, query and path schema when the server compiles its validators.
 */
export function hardenSchema<T>(schema: T): T {
  const visit = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(visit);
    if (!node || typeof node !== 'object') return node;
    const out: JsonSchema = {};
    for (const [key, value] of Object.entries(node as JsonSchema)) {
      // `properties` and similar maps hold schemas under arbitrary names; `enum`/`const`/`default` hold data.
      if (key === 'enum' || key === 'const' || key === 'default' || key === 'examples') out[key] = value;
      else if (
        (key === 'properties' || key === 'patternProperties' || key === '$defs' || key === 'definitions') &&
        value &&
        typeof value === 'object'
      ) {
        out[key] = Object.fromEntries(Object.entries(value as JsonSchema).map(([k, v]) => [k, visit(v)]));
      } else out[key] = visit(value);
    }
    const types = typesOf(out);
    if (types.includes('integer')) {
      if (out.minimum === undefined && out.exclusiveMinimum === undefined) out.minimum = INT_MIN;
      if (out.maximum === undefined && out.exclusiveMaximum === undefined) out.maximum = INT_MAX;
    } else if (types.includes('number')) {
      if (out.minimum === undefined && out.exclusiveMinimum === undefined) out.minimum = -NUMBER_LIMIT;
      if (out.maximum === undefined && out.exclusiveMaximum === undefined) out.maximum = NUMBER_LIMIT;
    }
    if (
      types.includes('string') &&
      out.format === undefined &&
      out.enum === undefined &&
      out.const === undefined
    ) {
      out[NO_NUL_KEYWORD] = true;
    }
    return out;
  };
  return visit(schema) as T;
}
