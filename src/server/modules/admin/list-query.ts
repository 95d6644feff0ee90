import type { ValidateFunction } from 'ajv';
import type { AnyResource, PropertySchema, SortOrder } from '@config/resources';
import { createAjv, firstErrorMessage } from '@/shared/ajv';
import { badRequest } from '@/server/errors';
import { validatorOnFirstUse } from '@/server/lazy-compile';
import { baseTypes, escapeLike, isArrayProperty, type Params, type ResourceSql } from './sql';

/** Rows one request may ask for: a page of the console, or a getMany of references. */
export const MAX_ROWS = 1000;

/** The query string of ra-data-simple-rest: each part is JSON. Documented here, validated after parsing. */
export function listQuerystringSchema(resource: AnyResource) {
  const filterable = ['q', ...filterProperties(resource)].join(', ');
  return {
    type: 'object',
    properties: {
      sort: {
        type: 'string',
        maxLength: 200,
        description: `JSON ["field", "ASC" | "DESC"]; field is one of: ${Object.keys(resource.schema.properties).join(', ')}`,
      },
      range: {
        type: 'string',
        maxLength: 100,
        description: `JSON [first, last], row indexes, at most ${MAX_ROWS} rows`,
      },
      filter: { type: 'string', maxLength: 20_000, description: `JSON object with any of: ${filterable}` },
    },
  } as const;
}

export type ListQuery = {
  sort: { property: string; order: SortOrder };
  offset: number;
  limit: number;
  filter: Record<string, unknown>;
};

function filterProperties(resource: AnyResource): string[] {
  return [...new Set(['id', ...(resource.filters.exact ?? [])])];
}

/** Only what a filter value can be: the property's scalar type (items' type for arrays), or a list of those. */
function filterValueSchema(schema: PropertySchema, title: string) {
  const leafSource = isArrayProperty(schema) && schema.items ? schema.items : schema;
  const leaf: Record<string, unknown> = { type: baseTypes(leafSource).filter((t) => t !== 'array') };
  if (leafSource.enum)
    leaf.enum = [...leafSource.enum, ...(baseTypes(leafSource).includes('null') ? [null] : [])];
  return {
    anyOf: [leaf, { type: 'array', items: leaf, maxItems: MAX_ROWS }],
    errorMessage: `The filter on ${title} has a value of the wrong kind.`,
  };
}

type Validators = { sort: ValidateFunction; range: ValidateFunction; filter: ValidateFunction };

let sharedAjv: ReturnType<typeof createAjv> | undefined;

/** Compiled on first use: one ajv for every resource, and nothing compiled for lists nobody opens. */
function compiledOnUse(compile: () => ValidateFunction): ValidateFunction {
  let real: ValidateFunction | undefined;
  return validatorOnFirstUse(() => {
    real ??= compile();
    return real;
  });
}

export function listValidators(resource: AnyResource): Validators {
  const ajv = () => {
    sharedAjv ??= createAjv({ coerceTypes: false });
    return sharedAjv;
  };
  const properties = resource.schema.properties;
  const filters: Record<string, unknown> = {};
  if (resource.filters.q?.length) filters.q = { type: 'string', maxLength: 200 };
  for (const property of filterProperties(resource)) {
    filters[property] = filterValueSchema(properties[property], properties[property].title ?? property);
  }
  return {
    sort: compiledOnUse(() =>
      ajv().compile({
        type: 'array',
        items: [
          { type: 'string', enum: Object.keys(properties) },
          { type: 'string', enum: ['ASC', 'DESC'] },
        ],
        minItems: 2,
        maxItems: 2,
        errorMessage: 'Sort must be ["field", "ASC" or "DESC"] with a field of this list.',
      }),
    ),
    range: compiledOnUse(() =>
      ajv().compile({
        type: 'array',
        items: [
          { type: 'integer', minimum: 0 },
          { type: 'integer', minimum: 0 },
        ],
        minItems: 2,
        maxItems: 2,
        errorMessage: 'Range must be [first, last] with whole numbers of 0 or more.',
      }),
    ),
    filter: compiledOnUse(() =>
      ajv().compile({
        type: 'object',
        properties: filters,
        additionalProperties: false,
        errorMessage: { additionalProperties: 'This list cannot be filtered by that field.' },
      }),
    ),
  };
}

function parseJson(raw: string | undefined, name: string): unknown {
  if (raw === undefined || raw === '') return undefined;
  try {
    return JSON.parse(raw);
  } catch {
    throw badRequest(`The ${name} parameter must be JSON.`);
  }
}

function checked<T>(validate: ValidateFunction, value: unknown): T {
  if (!validate(value)) throw badRequest(firstErrorMessage(validate.errors));
  return value as T;
}

export function parseListQuery(
  resource: AnyResource,
  validators: Validators,
  query: { sort?: string; range?: string; filter?: string },
): ListQuery {
  const sortValue = parseJson(query.sort, 'sort');
  const rangeValue = parseJson(query.range, 'range');
  const filterValue = parseJson(query.filter, 'filter');
  const [sortField, order] =
    sortValue === undefined
      ? [resource.list.sort.field, resource.list.sort.order]
      : checked<[string, SortOrder]>(validators.sort, sortValue);
  const [first, last] =
    rangeValue === undefined ? [0, MAX_ROWS - 1] : checked<[number, number]>(validators.range, rangeValue);
  if (last < first) throw badRequest('Range must be [first, last] with last not before first.');
  if (last - first + 1 > MAX_ROWS) throw badRequest(`At most ${MAX_ROWS} rows can be read at once.`);
  const filter =
    filterValue === undefined ? {} : checked<Record<string, unknown>>(validators.filter, filterValue);
  // The property is looked up in the definition, so only a declared name ever reaches the SQL.
  const property = Object.keys(resource.schema.properties).find((name) => name === sortField);
  if (!property) throw badRequest('Sort must be ["field", "ASC" or "DESC"] with a field of this list.');
  return {
    sort: { property, order: order === 'DESC' ? 'DESC' : 'ASC' },
    offset: first,
    limit: last - first + 1,
    filter,
  };
}

/** The WHERE clause of a list: the resource's scope, the text search and the exact filters. */
export function whereClause(
  resource: AnyResource,
  sql: ResourceSql,
  filter: Record<string, unknown>,
  params: Params,
) {
  const conditions = [sql.scope];
  const q = typeof filter.q === 'string' ? filter.q.trim() : '';
  if (q && resource.filters.q?.length) {
    const pattern = params.add(`%${escapeLike(q)}%`);
    conditions.push(
      `(${resource.filters.q.map((p) => `${sql.expressions[p]}::text ILIKE ${pattern}`).join(' OR ')})`,
    );
  }
  for (const property of filterProperties(resource)) {
    if (!Object.hasOwn(filter, property)) continue;
    const value = filter[property];
    const expression = sql.expressions[property];
    if (isArrayProperty(resource.schema.properties[property])) {
      conditions.push(
        Array.isArray(value)
          ? `${expression} && ${params.add(value)}`
          : `${params.add(value)} = ANY(${expression})`,
      );
    } else if (value === null) {
      conditions.push(`${expression} IS NULL`);
    } else if (Array.isArray(value)) {
      conditions.push(`${expression} = ANY(${params.add(value)})`);
    } else {
      conditions.push(`${expression} = ${params.add(value)}`);
    }
  }
  return conditions.join(' AND ');
}
