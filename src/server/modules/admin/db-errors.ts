import { type AnyResource, RESOURCE_LIST } from '@config/resources';
import { badRequest, conflict, type HttpError } from '@/server/errors';

type PgError = Error & {
  code?: string;
  detail?: string;
  constraint?: string;
  table?: string;
  column?: string;
};

function isPgError(error: unknown): error is PgError {
  return error instanceof Error && typeof (error as PgError).code === 'string';
}

/** What people call the rows of a table: the console label where there is one. */
function tableLabel(table: string): string {
  const resource = RESOURCE_LIST.find((r) => r.table === table);
  return (resource?.label ?? table.replace(/_/g, ' ')).toLowerCase();
}

function titleOf(resource: AnyResource, property: string): string {
  return resource.schema.properties[property]?.title ?? property.replace(/_/g, ' ');
}

/** Properties named in a constraint's "Key (a, b)=(…)" detail, as their titles. */
function keyTitles(resource: AnyResource, detail: string): string[] {
  const keys = /Key \((.+?)\)=/.exec(detail)?.[1] ?? '';
  const named = new Set(keys.split(/[^a-z0-9_]+/i));
  return Object.keys(resource.schema.properties)
    .filter((property) => named.has(property === 'id' ? resource.idColumn : property))
    .map((property) => titleOf(resource, property).toLowerCase());
}

function withArticle(noun: string): string {
  return `${/^[aeiou]/i.test(noun) ? 'An' : 'A'} ${noun}`;
}

function listWords(words: string[]): string {
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;
}

/**
 * Database refusals as messages for the person at the console: duplicates and records still in use are
 * conflicts (409), values the schema let through but the table refuses are bad requests (400).
 */
export function databaseError(
  resource: AnyResource,
  error: unknown,
  uniqueMessages: Record<string, string> = {},
): HttpError | null {
  if (!isPgError(error)) return null;
  const detail = error.detail ?? '';
  const record = resource.recordLabel;
  switch (error.code) {
    case '23505': {
      const custom = error.constraint ? uniqueMessages[error.constraint] : undefined;
      if (custom) return conflict(custom);
      const fields = keyTitles(resource, detail);
      return conflict(
        fields.length
          ? `${withArticle(record)} with this ${listWords(fields)} already exists.`
          : `This ${record} already exists.`,
      );
    }
    case '23503': {
      const user = /referenced from table "([^"]+)"/.exec(detail)?.[1];
      if (user) return conflict(`This ${record} is still used by ${tableLabel(user)}.`);
      const missing = /Key \(([a-z_]+)\)=\(([^)]*)\) is not present in table "([^"]+)"/.exec(detail);
      if (missing) {
        return conflict(
          `The chosen ${titleOf(resource, missing[1]).toLowerCase()} (${missing[2]}) does not exist.`,
        );
      }
      return conflict(`This ${record} is linked to records that do not allow the change.`);
    }
    case '23502':
      return badRequest(`${error.column ? titleOf(resource, error.column) : 'A field'} is required.`);
    case '23514':
      return badRequest(`A value of this ${record} is outside what is allowed.`);
    case '22P02':
    case '22003':
      return badRequest(`A value of this ${record} is not valid.`);
    default:
      return null;
  }
}
