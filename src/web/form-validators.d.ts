/** Build-time ajv validators (scripts/form-validators.ts), keyed by `schemaKey(schema)`. */
declare module 'virtual:form-validators' {
  import type { ValidateFunction } from 'ajv';
  const validators: Readonly<Record<string, ValidateFunction>>;
  export default validators;
}

declare module 'virtual:console-validators' {
  import type { ValidateFunction } from 'ajv';
  const validators: Readonly<Record<string, ValidateFunction>>;
  export default validators;
}
