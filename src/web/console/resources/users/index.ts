import { usersResource } from '@config/resources/users';
import { defineOverrides } from '@/web/console/schema-admin/overrides';
import { AccountStatusField } from './AccountStatusField';
import { BlockButton } from './BlockButton';

export default defineOverrides(usersResource, {
  fields: { is_blocked: AccountStatusField },
  rowActions: BlockButton,
});
