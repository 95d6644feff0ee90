import type { ErrorObject, Options, ValidateFunction } from 'ajv';

/**
 * The parts of validation the browser needs: option sets, the lookup of build-time validators and the error
 * texts. No ajv compiler here (that is `ajv.ts`, server and build only), so no code is generated in a page.
 */

/** Marks strings that may not hold a NUL character (PostgreSQL text cannot store one). */
export const NO_NUL_KEYWORD = 'noNul';

/** The ajv options of the browser's forms (react-hook-form) and of the console's record forms. */
export const FORM_AJV_OPTIONS = { useDefaults: false } as const satisfies Options;
export const CONSOLE_AJV_OPTIONS = { coerceTypes: false, removeAdditional: true } as const satisfies Options;

/** A short stable key of a schema's JSON: how the browser finds the validator the build compiled for it. */
export function schemaKey(schema: object): string {
  const text = JSON.stringify(schema);
  // FNV-1a, 32 bits twice (two offsets), as base-36: collisions among a few hundred schemas are out of reach.
  let a = 0x811c9dc5;
  let b = 0x01000193 ^ text.length;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    a = Math.imul(a ^ c, 0x01000193);
    b = Math.imul(b ^ c, 0x0100019d);
  }
  return `v${(a >>> 0).toString(36)}${(b >>> 0).toString(36)}`;
}

/** The build-time validator of a schema (see scripts/form-validators.ts); a schema left out of it is an error. */
export function precompiledValidator(
  validators: Readonly<Record<string, ValidateFunction>>,
  schema: object,
): ValidateFunction {
  const validate = validators[schemaKey(schema)];
  if (!validate) {
    throw new Error(
      'This form schema has no precompiled validator: list it in src/web/shared/form-validator-schemas.ts.',
    );
  }
  return validate;
}

/** The first human-readable message of a failed validation: the spec's text where the schema gives one. */
export function firstErrorMessage(errors: ErrorObject[] | null | undefined): string {
  if (!errors || errors.length === 0) return 'Invalid input.';
  const custom = errors.find((e) => e.keyword === 'errorMessage');
  const chosen = custom ?? errors[0];
  if (chosen.keyword === 'errorMessage') return chosen.message ?? 'Invalid input.';
  const field = chosen.instancePath.split('/').filter(Boolean).join('.');
  if (chosen.keyword === NO_NUL_KEYWORD) return `${field || 'The value'} must not contain NUL characters.`;
  if (chosen.keyword === 'required') {
    return `${String((chosen.params as { missingProperty: string }).missingProperty)} is required.`;
  }
  return field ? `${field} ${chosen.message}.` : `${chosen.message}.`;
}

/** Messages keyed by field path (`/email` → text), for forms that show each error beside its field. */
export function errorsByField(errors: ErrorObject[] | null | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const error of errors ?? []) {
    let field = error.instancePath;
    if (error.keyword === 'required') {
      field = `${field}/${(error.params as { missingProperty: string }).missingProperty}`;
    }
    if (error.keyword === 'errorMessage') {
      const inner = (error.params as { errors?: ErrorObject[] }).errors?.[0];
      if (inner?.keyword === 'required') {
        field = `${field}/${(inner.params as { missingProperty: string }).missingProperty}`;
      }
    }
    if (!(field in out)) out[field] = error.message ?? 'Invalid value.';
  }
  return out;
}
