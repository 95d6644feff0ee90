import type { AnyResource, PropertySchema } from '@config/resources';

/**
 * SQL for a console resource, built only from names the resource definition declares; values always travel as
 * parameters. Names are checked once, when the module starts, so a bad definition fails loudly and early.
 */

const IDENTIFIER = /^[a-z_][a-z0-9_]*$/;

export function quoteIdentifier(name: string): string {
  if (!IDENTIFIER.test(name)) throw new Error(`Unsafe SQL identifier in a resource definition: ${name}`);
  return `"${name}"`;
}

export function baseTypes(schema: PropertySchema): string[] {
  if (!schema.type) return [];
  return typeof schema.type === 'string' ? [schema.type] : [...schema.type];
}

export function isArrayProperty(schema: PropertySchema): boolean {
  return baseTypes(schema).includes('array');
}

/** Server-side extras of a resource: computed properties and rows it never shows. */
export type ResourceSqlOptions = {
  /** SQL for properties that are not plain columns; written here by developers, never taken from a request. */
  expressions?: Record<string, string>;
  /** Properties written by the resource's hooks rather than as columns. */
  virtual?: readonly string[];
  /** A condition every row shown must meet (e.g. accounts not deleted). */
  scope?: string;
  /** Extra assignment made on every update (e.g. `updated_at = now()`). */
  touch?: string;
};

export type ResourceSql = {
  table: string;
  idExpression: string;
  /** Property → SQL expression, for every property of the schema. */
  expressions: Record<string, string>;
  /** Property → column, for the properties written as columns. */
  columns: Record<string, string>;
  select: string;
  scope: string;
  touch?: string;
};

export function resourceSql(resource: AnyResource, options: ResourceSqlOptions = {}): ResourceSql {
  const table = quoteIdentifier(resource.table);
  const idColumn = quoteIdentifier(resource.idColumn);
  const expressions: Record<string, string> = {};
  const columns: Record<string, string> = {};
  for (const property of Object.keys(resource.schema.properties)) {
    quoteIdentifier(property);
    const column = property === 'id' ? idColumn : quoteIdentifier(property);
    expressions[property] = options.expressions?.[property] ?? `${table}.${column}`;
    if (!options.expressions?.[property] && !options.virtual?.includes(property)) columns[property] = column;
  }
  return {
    table,
    idExpression: `${table}.${idColumn}`,
    expressions,
    columns,
    select: Object.entries(expressions)
      .map(([property, expression]) => `${expression} AS ${quoteIdentifier(property)}`)
      .join(', '),
    scope: options.scope ?? 'TRUE',
    touch: options.touch,
  };
}

/** Collects parameters and hands out their `$n` placeholders. */
export class Params {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}
