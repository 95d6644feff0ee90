import type { RoleName } from '@schemas/account';

/**
 * How a console resource is shown and who may use it: the UI description that goes beside a schema (rjsf's
 * split between data schema and UI schema). Read by the console's generator and by the server's generic
 * endpoints, so it holds no React and no server code.
 */

/** The subset of JSON Schema the generator reads from a property. */
export type PropertySchema = {
  readonly type?: string | readonly string[];
  readonly title?: string;
  readonly description?: string;
  readonly format?: string;
  readonly enum?: readonly unknown[];
  readonly items?: PropertySchema;
  readonly minimum?: number;
  readonly maximum?: number;
  readonly minLength?: number;
  readonly maxLength?: number;
  readonly default?: unknown;
  readonly readOnly?: boolean;
};

export type RecordSchema = {
  readonly type: 'object';
  readonly title?: string;
  readonly properties: { readonly [property: string]: PropertySchema };
  readonly required?: readonly string[];
};

/** Widget hints the generator knows; a misspelt hint fails to compile. `reference:<resource>` links records. */
export const WIDGET_HINTS = [
  'money-centavos',
  'multi-select',
  'textarea',
  'readonly',
  'percent',
  /** An array of free texts, edited one per line. */
  'lines',
] as const;
export type WidgetHint = (typeof WIDGET_HINTS)[number] | `reference:${string}`;

export type SortOrder = 'ASC' | 'DESC';

export type PropertyOf<S extends RecordSchema> = Extract<keyof S['properties'], string>;

export type WidgetMap<S extends RecordSchema> = { readonly [P in PropertyOf<S>]?: WidgetHint };

export type ResourceDefinition<
  S extends RecordSchema = RecordSchema,
  C extends RecordSchema = RecordSchema,
  U extends RecordSchema = RecordSchema,
  N extends string = string,
  W extends WidgetMap<S> = WidgetMap<S>,
> = {
  /** URL segment: /console/<name> in the browser, /api/admin/<name> on the server. */
  readonly name: N;
  /** Plural, for the menu and list titles. */
  readonly label: string;
  /** Singular, for titles and messages ("This zone is still used by …"). */
  readonly recordLabel: string;
  readonly schema: S;
  readonly createSchema?: C;
  readonly updateSchema?: U;
  /** The property that names a record in titles and reference pickers. */
  readonly recordRepresentation: PropertyOf<S>;
  /** Server side: the table, and the column the record's `id` comes from (app_settings use `key`). */
  readonly table: string;
  readonly idColumn: string;
  readonly list: {
    readonly columns: readonly PropertyOf<S>[];
    readonly sort: { readonly field: PropertyOf<S>; readonly order: SortOrder };
    readonly perPage?: number;
  };
  readonly filters: {
    /** Properties searched by the free-text `q` filter. */
    readonly q?: readonly PropertyOf<S>[];
    /** Properties filtered by equality (by membership for arrays); `id` always is. */
    readonly exact?: readonly PropertyOf<S>[];
  };
  readonly form: {
    readonly sections: readonly { readonly title: string; readonly fields: readonly PropertyOf<S>[] }[];
  };
  readonly widgets?: W;
  /** What each enum value is called on screen (roles, app types, wallet types); the value itself otherwise. */
  readonly choiceLabels?: { readonly [P in PropertyOf<S>]?: { readonly [value: string]: string } };
  readonly access: {
    readonly read: readonly RoleName[];
    readonly write: readonly RoleName[];
    /** Properties only some writers may change; others may send them only unchanged. */
    readonly fields?: { readonly [P in PropertyOf<S>]?: readonly RoleName[] };
  };
  readonly capabilities: { readonly create: boolean; readonly edit: boolean; readonly delete: boolean };
};

/** Any resource, as the generic code sees it. */
export type AnyResource = ResourceDefinition<RecordSchema, RecordSchema, RecordSchema>;

/**
 * Identity at run time; at compile time it checks that every column, filter, form field, widget hint and
 * field-access entry names a property of the resource's schema.
 */
export function defineResource<
  const S extends RecordSchema,
  const C extends RecordSchema = RecordSchema,
  const U extends RecordSchema = RecordSchema,
  const N extends string = string,
  // biome-ignore lint/complexity/noBannedTypes: a resource without widget hints has exactly none
  const W extends WidgetMap<S> = {},
>(definition: ResourceDefinition<S, C, U, N, W>): ResourceDefinition<S, C, U, N, W> {
  return definition;
}

/** The resource a `reference:<name>` hint points to, or null. */
export function referencedResource(hint: WidgetHint | undefined): string | null {
  return hint?.startsWith('reference:') ? hint.slice('reference:'.length) : null;
}

export const ADMIN_ROLES = ['admin', 'operations-manager'] as const satisfies readonly RoleName[];
