import type { ComponentType } from 'react';
import type { AnyResource, PropertyOf } from '@config/resources';

export type OverrideFieldProps = { source: string; label: string };
export type OverrideInputProps = {
  source: string;
  label: string;
  readOnly?: boolean;
  helperText?: string | false;
};

/**
 * Hand-written parts that replace generated ones, without leaving the generator: a whole view, or one field or
 * input of a view, or extra buttons on each list row. Keys are checked against the resource's properties.
 */
export type ResourceOverrides<P extends string = string> = {
  list?: ComponentType;
  edit?: ComponentType;
  create?: ComponentType;
  show?: ComponentType;
  icon?: ComponentType;
  fields?: { [K in P]?: ComponentType<OverrideFieldProps> };
  inputs?: { [K in P]?: ComponentType<OverrideInputProps> };
  /** Buttons shown at the end of each list row (e.g. Block/Unblock). */
  rowActions?: ComponentType;
};

export function defineOverrides<R extends AnyResource>(
  _resource: R,
  overrides: ResourceOverrides<PropertyOf<R['schema']>>,
): ResourceOverrides {
  return overrides as ResourceOverrides;
}

export type ResourceViewProps = { resource: AnyResource; overrides?: ResourceOverrides };
