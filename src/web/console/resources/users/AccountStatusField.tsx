import Chip from '@mui/material/Chip';
import { useFieldValue, useTranslate } from 'react-admin';
import type { OverrideFieldProps } from '@/web/console/schema-admin/overrides';

/** "Blocked" in red where the generated field would show a tick. */
export function AccountStatusField({ source }: OverrideFieldProps) {
  const translate = useTranslate();
  const blocked = useFieldValue({ source }) === true;
  return (
    <Chip
      size="small"
      label={translate(blocked ? 'Blocked' : 'Active')}
      color={blocked ? 'error' : 'success'}
      variant="outlined"
    />
  );
}
