import Chip from '@mui/material/Chip';
import { useFieldValue, useTranslate } from 'react-admin';
import { PRICING_MODE_LABELS } from '@config/constants';
import type { OverrideFieldProps } from '@/web/console/schema-admin/overrides';

const COLORS = { day: 'info', sunny: 'warning', night: 'secondary' } as const;

/** The mode as the public pricing page names it (Day, Sunny, Night). */
export function ModeField({ source }: OverrideFieldProps) {
  const translate = useTranslate();
  const mode = useFieldValue({ source }) as keyof typeof PRICING_MODE_LABELS | undefined;
  if (!mode || !(mode in PRICING_MODE_LABELS)) return null;
  return <Chip size="small" label={translate(PRICING_MODE_LABELS[mode])} color={COLORS[mode]} />;
}
