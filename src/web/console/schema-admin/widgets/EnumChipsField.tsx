import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { useFieldValue, useTranslate } from 'react-admin';

/** An array of enum values as chips (roles, services). */
export function EnumChipsField({
  source,
  labels,
}: {
  source: string;
  label?: string;
  labels?: { readonly [value: string]: string };
}) {
  const translate = useTranslate();
  const value = useFieldValue({ source });
  const items = Array.isArray(value) ? value.map(String) : [];
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {items.map((item) => (
        <Chip key={item} label={labels?.[item] ? translate(labels[item]) : item} size="small" />
      ))}
    </Stack>
  );
}
