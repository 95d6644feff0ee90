import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import {
  type FieldValues,
  type Path,
  type RegisterOptions,
  type UseFormReturn,
  useWatch,
} from 'react-hook-form';
import { fieldProps } from '@/web/shared/forms';
import { useMessages } from '@/web/shared/i18n';
import { portalWidgetMessages } from './messages';

/**
 * A text area with a limit (the driver's note): a live counter of characters used, and the limit checked as the
 * driver types. Nothing is cut: a longer text stays as typed, marked in error, until it is shortened.
 */
export function CountedTextarea<T extends FieldValues>({
  form,
  name,
  label,
  hint,
  maxLength,
}: {
  form: UseFormReturn<T>;
  name: Path<T>;
  label: string;
  hint?: string;
  maxLength: number;
}) {
  const t = useMessages(portalWidgetMessages);
  const value = useWatch({ control: form.control, name });
  const used = typeof value === 'string' ? value.length : 0;
  const over = used > maxLength;
  const base = fieldProps(form, name, {
    hint,
    idPrefix: 'portal',
    rules: { onChange: () => void form.trigger(name) } as RegisterOptions<T, Path<T>>,
  });
  const counterId = `${base.id}-count`;
  return (
    <Box>
      <TextField
        {...base}
        label={label}
        multiline
        minRows={3}
        fullWidth
        slotProps={{
          ...base.slotProps,
          htmlInput: { 'aria-describedby': `${base.id}-helper-text ${counterId}` },
        }}
      />
      <Box
        id={counterId}
        data-testid="char-count"
        sx={{
          textAlign: 'right',
          fontSize: 12,
          mt: 0.5,
          mr: 1.75,
          color: over ? 'error.main' : 'text.secondary',
          fontWeight: over ? 700 : 400,
        }}
      >
        {t('count', { used, max: maxLength })}
      </Box>
    </Box>
  );
}
