import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactElement } from 'react';

export type ChipChoice<K extends string | number> = { key: K; label: string; avatar?: ReactElement };

/** One labelled row of chips of which exactly one is chosen (zone, vehicle, mode, category…). */
export function ChoiceChips<K extends string | number>({
  label,
  choices,
  selected,
  onSelect,
  testId,
}: {
  label: string;
  choices: ChipChoice<K>[];
  selected: K | null;
  onSelect(key: K): void;
  testId?: string;
}) {
  return (
    <Box component="fieldset" data-testid={testId} sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle2" sx={{ mb: 0.5, p: 0, color: 'text.secondary' }}>
        {label}
      </Typography>
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1 }}>
        {choices.map((choice) => {
          const active = choice.key === selected;
          return (
            <Chip
              key={choice.key}
              label={choice.label}
              avatar={choice.avatar}
              clickable
              color={active ? 'primary' : 'default'}
              variant={active ? 'filled' : 'outlined'}
              aria-pressed={active}
              onClick={() => onSelect(choice.key)}
            />
          );
        })}
      </Stack>
    </Box>
  );
}
