import {
  type AnyResource,
  findResource,
  type PropertySchema,
  referencedResource,
  type WidgetHint,
} from '@config/resources';

export function typesOf(schema: PropertySchema): string[] {
  if (!schema.type) return [];
  return typeof schema.type === 'string' ? [schema.type] : [...schema.type];
}

export function isNullable(schema: PropertySchema): boolean {
  return typesOf(schema).includes('null');
}

export function titleOf(resource: AnyResource, property: string): string {
  return resource.schema.properties[property]?.title ?? property.replace(/_/g, ' ');
}

/** Every way the console can show or edit a value; one switch each in inputFor and fieldFor covers them. */
export type FieldKind =
  | 'money'
  | 'reference'
  | 'enum-array'
  | 'enum'
  | 'boolean'
  | 'integer'
  | 'number'
  | 'percent'
  | 'date-time'
  | 'date'
  | 'email'
  | 'lines'
  | 'textarea'
  | 'string';

/** What a property is, from its schema, refined by its widget hint. */
export function kindOf(schema: PropertySchema, hint?: WidgetHint): FieldKind {
  if (hint === 'money-centavos') return 'money';
  if (referencedResource(hint)) return 'reference';
  const types = typesOf(schema);
  if (hint === 'lines') return 'lines';
  if (types.includes('array') || hint === 'multi-select') return 'enum-array';
  if (schema.enum) return 'enum';
  if (types.includes('boolean')) return 'boolean';
  if (hint === 'percent') return 'percent';
  if (types.includes('integer')) return 'integer';
  if (types.includes('number')) return 'number';
  if (schema.format === 'date-time') return 'date-time';
  if (schema.format === 'date') return 'date';
  if (schema.format === 'email') return 'email';
  if (hint === 'textarea') return 'textarea';
  return 'string';
}

/** The choices of an enum, or of an array's enum items, for selects and chips. */
export function choicesOf(
  schema: PropertySchema,
  labels?: { readonly [value: string]: string },
): { id: string; name: string }[] {
  const values = (schema.enum ?? schema.items?.enum ?? []).filter((value) => value !== null);
  return values.map((value) => ({ id: String(value), name: labels?.[String(value)] ?? String(value) }));
}

/** The labels a resource gives a property's enum values, if any. */
export function labelsOf(
  resource: AnyResource,
  property: string,
): { readonly [value: string]: string } | undefined {
  return resource.choiceLabels?.[property];
}

/** The resource a reference points to and the property that names its records. */
export function referenceTarget(
  hint: WidgetHint | undefined,
): { name: string; representation: string } | null {
  const name = referencedResource(hint);
  if (!name) return null;
  return { name, representation: findResource(name)?.recordRepresentation ?? 'id' };
}

export function hintOf(resource: AnyResource, property: string): WidgetHint | undefined {
  return resource.widgets?.[property];
}
