/**
 * Form pieces that schema modules use: kept apart from `forms.ts` (which imports the build's precompiled
 * validators), so the build can read the schemas before those validators exist.
 */

/** Checks JSON Schema cannot state (two fields equal, a value parsed by shared code): field name → message. */
export type FormRefine<T> = (values: T) => Partial<Record<string, string | false | null | undefined>>;

/** Object keys whose `required` message is the same text: ajv-errors then reports each missing field. */
export function requiredMessages<K extends string>(keys: readonly K[], message: string): Record<K, string> {
  return Object.fromEntries(keys.map((key) => [key, message])) as Record<K, string>;
}
