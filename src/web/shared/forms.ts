import type { ValidateFunction } from 'ajv';
import formValidators from 'virtual:form-validators';
import type { ReactNode } from 'react';
import {
  type FieldErrors,
  type FieldValues,
  get,
  type Path,
  type RegisterOptions,
  type Resolver,
  set,
  type UseFormReturn,
} from 'react-hook-form';
import { GENERIC_MESSAGES } from '@/shared/site-messages';
import { errorsByField, precompiledValidator } from '@/shared/validation';
import type { FormRefine } from './form-rules';
import { fromEnglishNow } from './english-text';

export { type FormRefine, requiredMessages } from './form-rules';

/** Empty inputs count as missing, so a schema's `required` message is the one shown for them. */
function withoutBlanks(values: FieldValues): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined || value === null) continue;
    if (typeof value === 'string' && value.trim() === '') continue;
    out[key] = value;
  }
  return out;
}

/**
 * A step's "fill in all fields" text is every blank field's `required` message: said once (on the first blank
 * field), the other blank fields are marked "Required" instead of repeating it.
 */
function onceForBlankFields(messages: Record<string, string>, filled: Record<string, unknown>) {
  const seen = new Set<string>();
  for (const [name, message] of Object.entries(messages)) {
    if (name.includes('.') || name in filled) continue;
    if (seen.has(message)) messages[name] = GENERIC_MESSAGES.REQUIRED;
    else seen.add(message);
  }
}

/**
 * A react-hook-form resolver from a JSON Schema (with ajv-errors messages) plus optional extra checks. Forms
 * validate with the server's own ajv set-up, so a rule's message reads the same on both sides; the validator is
 * compiled at build time (`scripts/form-validators.ts`), so no code is generated in the browser.
 */
export function ajvResolver<T extends FieldValues>(schema: object, refine?: FormRefine<T>): Resolver<T> {
  let validate: ValidateFunction | undefined;
  return (values) => {
    validate ??= precompiledValidator(formValidators, schema);
    const messages: Record<string, string> = {};
    const filled = withoutBlanks(values);
    if (!validate(filled)) {
      for (const [pointer, message] of Object.entries(errorsByField(validate.errors))) {
        const name = pointer.split('/').filter(Boolean).join('.') || 'root';
        messages[name] ??= message;
      }
      onceForBlankFields(messages, filled);
    }
    for (const [name, message] of Object.entries(refine?.(values) ?? {})) {
      if (message) messages[name] ??= message;
    }
    if (Object.keys(messages).length === 0) return { values, errors: {} };
    const errors: FieldErrors<T> = {};
    for (const [name, message] of Object.entries(messages)) set(errors, name, { type: 'validate', message });
    return { values: {}, errors };
  };
}

export function fieldError<T extends FieldValues>(form: UseFormReturn<T>, name: Path<T>): string | undefined {
  const error = get(form.formState.errors, name) as { message?: string } | undefined;
  return error?.message ? fromEnglishNow(error.message) : undefined;
}

type FieldOptions<T extends FieldValues> = {
  rules?: RegisterOptions<T, Path<T>>;
  hint?: ReactNode;
  htmlInput?: Record<string, unknown>;
  /** Keeps the label above the box, for inputs that always show something (dates). */
  shrinkLabel?: boolean;
  idPrefix?: string;
};

/**
 * Props for an MUI TextField bound to a form field: the error text sits in the helper text, which MUI links to
 * the input with aria-describedby (it needs the id), and is announced as it appears.
 */
export function fieldProps<T extends FieldValues>(
  form: UseFormReturn<T>,
  name: Path<T>,
  options: FieldOptions<T> = {},
) {
  const { ref, ...registered } = form.register(name, options.rules);
  const message = fieldError(form, name);
  return {
    ...registered,
    id: `${options.idPrefix ?? 'field'}-${name.replace(/\./g, '-')}`,
    inputRef: ref,
    error: Boolean(message),
    helperText: message ?? options.hint,
    slotProps: {
      htmlInput: options.htmlInput,
      inputLabel: options.shrinkLabel ? { shrink: true } : undefined,
      formHelperText: message ? { role: 'alert' } : undefined,
    },
  };
}
