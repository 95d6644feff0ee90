import type { ValidateFunction } from 'ajv';
import consoleValidators from 'virtual:console-validators';
import type { RecordSchema } from '@config/resources';
import { errorsByField, precompiledValidator } from '@/shared/validation';
import { getLocale } from '@/web/shared/i18n';
import { schemaCheckText } from './check-text';
import { typesOf } from './schema-utils';

export type FormMode = 'create' | 'edit';

/**
 * Form values as the schema expects them. react-admin stores emptied inputs as null: a text the schema does not
 * allow to be null becomes '' (so minLength speaks), an emptied number is dropped on create (so the default
 * applies) and kept on edit (so the rule speaks). Properties the body schema does not know are left out.
 */
export function bodyFromForm(values: Record<string, unknown>, schema: RecordSchema, mode: FormMode) {
  const body: Record<string, unknown> = {};
  for (const [property, propertySchema] of Object.entries(schema.properties)) {
    if (!Object.hasOwn(values, property) || values[property] === undefined) continue;
    const value = values[property];
    const types = typesOf(propertySchema);
    if (value === null && !types.includes('null')) {
      if (types.includes('string')) body[property] = '';
      else if (mode === 'edit') body[property] = null;
      continue;
    }
    body[property] = value;
  }
  return body;
}

const validators = new WeakMap<RecordSchema, ValidateFunction>();

function validatorFor(schema: RecordSchema): ValidateFunction {
  let validate = validators.get(schema);
  if (!validate) {
    validate = precompiledValidator(consoleValidators, schema);
    validators.set(schema, validate);
  }
  return validate;
}

/**
 * The same schema and messages as the server, run before saving: `{ property: message }`, each message in the
 * console's language.
 */
export function validateForm(values: Record<string, unknown>, schema: RecordSchema, mode: FormMode) {
  const body = structuredClone(bodyFromForm(values, schema, mode));
  const validate = validatorFor(schema);
  if (validate(body)) return {};
  const errors: Record<string, string> = {};
  const locale = getLocale();
  for (const [path, message] of Object.entries(errorsByField(validate.errors))) {
    const property = path.split('/').filter(Boolean)[0];
    if (property && !(property in errors)) errors[property] = schemaCheckText(message, locale);
  }
  return errors;
}
