import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { CountedTextarea } from './CountedTextarea';
import { Controller, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import type { AnyPortalField, PortalWidget } from '@config/portal/define';
import { fieldError, fieldProps } from '@/web/shared/forms';
import { useMessages } from '@/web/shared/i18n';
import { photoMessages } from '@/web/shared/messages';
import { PhotoInput } from '@/web/shared/PhotoInput';

export type PortalForm<T extends FieldValues> = UseFormReturn<T>;

type WidgetProps<T extends FieldValues> = {
  form: PortalForm<T>;
  field: AnyPortalField;
  label: string;
  hint?: string;
  optionLabel(key: string): string;
  maxLength?: number;
};

const INPUT_TYPES: Partial<Record<PortalWidget, string>> = {
  text: 'text',
  email: 'email',
  password: 'password',
  date: 'date',
  'phone-ph': 'tel',
};

/** The 10 digits after +63: a pasted +63… or 09… number loses its prefix, anything not a digit is dropped. */
export function tenDigits(raw: string): string {
  let digits = raw.replace(/\D/g, '');
  if (digits.length > 10 && digits.startsWith('63')) digits = digits.slice(2);
  else if (digits.length > 10 && digits.startsWith('0')) digits = digits.slice(1);
  return digits.slice(0, 10);
}

/** One switch from a widget name to its input: the generator's only place that knows widgets. */
export function FieldWidget<T extends FieldValues>(props: WidgetProps<T>) {
  const { form, field, label, hint, optionLabel, maxLength } = props;
  const name = field.name as Path<T>;
  const error = fieldError(form, name);
  const base = fieldProps(form, name, {
    hint,
    idPrefix: 'portal',
    shrinkLabel: field.widget === 'date',
    htmlInput: maxLength ? { maxLength } : undefined,
  });
  switch (field.widget) {
    case 'text':
    case 'email':
    case 'password':
    case 'date':
    case 'phone-ph':
      return (
        <TextField
          {...base}
          label={label}
          type={INPUT_TYPES[field.widget]}
          autoComplete={field.widget === 'password' ? 'new-password' : undefined}
          fullWidth
        />
      );
    case 'textarea':
      return maxLength ? (
        <CountedTextarea form={form} name={name} label={label} hint={hint} maxLength={maxLength} />
      ) : (
        <TextField {...base} label={label} multiline minRows={3} fullWidth />
      );
    case 'phone-ph-10':
      return (
        <Controller
          control={form.control}
          name={name}
          render={({ field: input }) => (
            <TextField
              id={`portal-${field.name}`}
              label={label}
              value={input.value ?? ''}
              onBlur={input.onBlur}
              inputRef={input.ref}
              onChange={(event) => input.onChange(tenDigits(event.target.value))}
              error={Boolean(error)}
              helperText={error ?? hint}
              fullWidth
              slotProps={{
                htmlInput: { inputMode: 'numeric', autoComplete: 'tel-national' },
                input: { startAdornment: <InputAdornment position="start">+63</InputAdornment> },
                formHelperText: error ? { role: 'alert' } : undefined,
              }}
            />
          )}
        />
      );
    case 'select':
      return (
        <Controller
          control={form.control}
          name={name}
          render={({ field: input }) => (
            <TextField
              id={`portal-${field.name}`}
              select
              label={label}
              value={input.value ?? ''}
              onBlur={input.onBlur}
              inputRef={input.ref}
              onChange={(event) => {
                const chosen = field.options?.find((o) => String(o.value) === event.target.value);
                input.onChange(chosen ? chosen.value : '');
              }}
              error={Boolean(error)}
              helperText={error ?? hint}
              fullWidth
              slotProps={{ formHelperText: error ? { role: 'alert' } : undefined }}
            >
              {(field.options ?? []).map((option) => (
                <MenuItem key={String(option.value)} value={String(option.value)}>
                  {optionLabel(option.label)}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
      );
    case 'checkbox':
      return (
        <Controller
          control={form.control}
          name={name}
          render={({ field: input }) => (
            <FormControl error={Boolean(error)}>
              <FormControlLabel
                control={<Checkbox checked={Boolean(input.value)} onChange={(_, on) => input.onChange(on)} />}
                label={label}
              />
              {error && <FormHelperText role="alert">{error}</FormHelperText>}
            </FormControl>
          )}
        />
      );
    case 'checkbox-group':
      return <CheckboxGroup {...props} />;
    case 'file':
      return <FileField {...props} />;
    case 'photo':
      return (
        <Controller
          control={form.control}
          name={name}
          render={({ field: input }) => (
            <PhotoInput
              label={label}
              description={hint}
              value={input.value}
              onChange={input.onChange}
              error={error}
            />
          )}
        />
      );
  }
}

function CheckboxGroup<T extends FieldValues>({ form, field, label, hint, optionLabel }: WidgetProps<T>) {
  const name = field.name as Path<T>;
  const error = fieldError(form, name);
  const id = useId();
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field: input }) => {
        const chosen: (string | number)[] = Array.isArray(input.value) ? input.value : [];
        return (
          <FormControl error={Boolean(error)} component="fieldset" aria-describedby={`${id}-help`}>
            <FormLabel component="legend">{label}</FormLabel>
            <FormGroup row>
              {(field.options ?? []).map((option) => (
                <FormControlLabel
                  key={String(option.value)}
                  label={optionLabel(option.label)}
                  control={
                    <Checkbox
                      checked={chosen.includes(option.value)}
                      onChange={(_, on) =>
                        input.onChange(
                          on ? [...chosen, option.value] : chosen.filter((v) => v !== option.value),
                        )
                      }
                    />
                  }
                />
              ))}
            </FormGroup>
            <FormHelperText id={`${id}-help`} role={error ? 'alert' : undefined}>
              {error ?? hint}
            </FormHelperText>
          </FormControl>
        );
      }}
    />
  );
}

function FileField<T extends FieldValues>({ form, field, label, hint }: WidgetProps<T>) {
  const name = field.name as Path<T>;
  const error = fieldError(form, name);
  const id = useId();
  const t = useMessages(photoMessages);
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field: input }) => (
        <FormControl error={Boolean(error)} aria-describedby={`${id}-help`}>
          <Typography id={`${id}-label`} sx={{ fontWeight: 600 }}>
            {label}
          </Typography>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mt: 0.5 }}>
            <Button variant="outlined" component="label" size="small">
              {input.value ? t('CHANGE_FILE') : t('CHOOSE_FILE')}
              <input
                hidden
                type="file"
                accept={field.upload?.accept ?? 'image/*'}
                aria-labelledby={`${id}-label`}
                data-field={field.name}
                onChange={(event) => {
                  const file = event.target.files?.[0];
                  if (file) input.onChange(file);
                  event.target.value = '';
                }}
              />
            </Button>
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {(input.value as File | null)?.name ?? ''}
            </Typography>
          </Stack>
          <FormHelperText id={`${id}-help`} role={error ? 'alert' : undefined}>
            {error ?? hint}
          </FormHelperText>
        </FormControl>
      )}
    />
  );
}
