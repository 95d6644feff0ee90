import type { ReactElement } from 'react';
import type { AnyResource } from '@config/resources';
import { fieldFor } from './fieldFor';
import { type InputOptions, inputFor } from './inputFor';
import type { ResourceOverrides } from './overrides';
import { hintOf, labelsOf, titleOf } from './schema-utils';

/** The field for a property: the resource's override when it has one, the generated one otherwise. */
export function renderField(
  resource: AnyResource,
  overrides: ResourceOverrides | undefined,
  property: string,
): ReactElement {
  const label = titleOf(resource, property);
  const Override = overrides?.fields?.[property];
  if (Override) return <Override key={property} source={property} label={label} />;
  return fieldFor(
    property,
    resource.schema.properties[property],
    hintOf(resource, property),
    label,
    labelsOf(resource, property),
  );
}

export function renderInput(
  resource: AnyResource,
  overrides: ResourceOverrides | undefined,
  property: string,
  schema = resource.schema,
  options: Partial<InputOptions> = {},
): ReactElement {
  const label = titleOf(resource, property);
  const hint = hintOf(resource, property);
  const readOnly = options.readOnly || hint === 'readonly';
  const Override = overrides?.inputs?.[property];
  if (Override) {
    return (
      <Override
        key={property}
        source={property}
        label={label}
        readOnly={readOnly}
        helperText={options.helperText}
      />
    );
  }
  const propertySchema = schema.properties[property] ?? resource.schema.properties[property];
  return inputFor(property, propertySchema, hint, {
    ...options,
    label,
    readOnly,
    choiceLabels: labelsOf(resource, property),
  });
}
