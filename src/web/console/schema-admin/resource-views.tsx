import ListIcon from '@mui/icons-material/List';
import type { ComponentType } from 'react';
import type { AnyResource } from '../../../../config/resources';
import type { ResourceOverrides } from './overrides';
import { SchemaCreate } from './SchemaCreate';
import { SchemaEdit } from './SchemaEdit';
import { SchemaList } from './SchemaList';
import { SchemaShow } from './SchemaShow';

export type ResourceViews = {
  list: ComponentType;
  show: ComponentType;
  edit?: ComponentType;
  create?: ComponentType;
  icon: ComponentType;
};

/**
 * The screens of one resource, made once (react-admin wants stable components): the hand-written override
 * where the resource has one, the generated screen otherwise. Edit and create exist only when the
 * definition allows them.
 */
export function resourceViews(resource: AnyResource, overrides: ResourceOverrides = {}): ResourceViews {
  const props = { resource, overrides };
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
    icon: overrides.icon ?? ListIcon,
  };
}
