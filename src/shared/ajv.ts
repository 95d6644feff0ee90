import Ajv, { type ErrorObject, type Options } from 'ajv';
import ajvErrors from 'ajv-errors';
import addFormats from 'ajv-formats';

/**
 * The one ajv set-up used by the server's validation and the browser's forms, so a message written next to a
 * rule (ajv-errors `errorMessage`) reads the same in both places.
 */
export function createAjv(options: Options = {}): Ajv {
  const ajv = new Ajv({ allErrors: true, strict: true, useDefaults: true, ...options });
  addFormats(ajv);
  ajvErrors(ajv, { singleError: true });
  return ajv;
}

/** The first human-readable message of a failed validation: the spec's text where the schema gives one. */
export function firstErrorMessage(errors: ErrorObject[] | null | undefined): string {
  if (!errors || errors.length === 0) return 'Invalid input.';
  const custom = errors.find((e) => e.keyword === 'errorMessage');
  const chosen = custom ?? errors[0];
  if (chosen.keyword === 'errorMessage') return chosen.message ?? 'Invalid input.';
  const field = chosen.instancePath.split('/').filter(Boolean).join('.');
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
