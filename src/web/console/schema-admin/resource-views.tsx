import { type ComponentType, lazy } from 'react';
import type { AnyResource } from '@config/resources';
import { resourceIcon } from '../resources/icons';
import type { ResourceOverrides, ResourceViewProps } from './overrides';

export type ResourceViews = {
  list: ComponentType;
  show: ComponentType;
  edit?: ComponentType;
  create?: ComponentType;
  icon: ComponentType;
};

// The generated screens load on first visit, not with the console: the dashboard needs none of them, and the
// forms carry every resource's precompiled validators. Lists and record pages share one chunk, the forms another.
const SchemaList = lazy(() => import('./SchemaList').then((m) => ({ default: m.SchemaList })));
const SchemaShow = lazy(() => import('./SchemaShow').then((m) => ({ default: m.SchemaShow })));
const SchemaEdit = lazy(() => import('./SchemaEdit').then((m) => ({ default: m.SchemaEdit })));
const SchemaCreate = lazy(() => import('./SchemaCreate').then((m) => ({ default: m.SchemaCreate })));

/**
 * The screens of one resource, made once (react-admin wants stable components): the hand-written override
 * where the resource has one, the generated screen otherwise. Edit and create exist only when the
 * definition allows them.
 */
export function resourceViews(resource: AnyResource, overrides: ResourceOverrides = {}): ResourceViews {
  const props: ResourceViewProps = { resource, overrides };
  return {
    list: overrides.list ?? (() => <SchemaList {...props} />),
    show: overrides.show ?? (() => <SchemaShow {...props} />),
    edit:
      resource.capabilities.edit && resource.updateSchema
        ? (overrides.edit ?? (() => <SchemaEdit {...props} />))
        : undefined,
    create:
      resource.capabilities.create && resource.createSchema
        ? (overrides.create ?? (() => <SchemaCreate {...props} />))
        : undefined,
    icon: overrides.icon ?? resourceIcon(resource.name),
  };
}
