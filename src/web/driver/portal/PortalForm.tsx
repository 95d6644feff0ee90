import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, useMemo, useState } from 'react';
import {
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  get,
  type Path,
  useForm,
  useWatch,
} from 'react-hook-form';
import type { AnyPortalField, AnyPortalPage } from '@config/portal/define';
import { useDialogs } from '@/web/shared/dialogs';
import { ajvResolver, type FormRefine, fieldError } from '@/web/shared/forms';
import { fromEnglishNow } from '@/web/shared/english-text';
import { useMessages } from '@/web/shared/i18n';
import { FieldWidget, type PortalForm as Form } from './widgets';

export type CustomParts<T extends FieldValues> = Record<
  string,
  (props: { form: Form<T>; field: AnyPortalField; label: string; error?: string }) => ReactNode
>;

export type PortalFormProps<T extends FieldValues> = {
  page: AnyPortalPage;
  defaultValues: DefaultValues<T>;
  /** Throws to keep the form as typed (the page shows the error). */
  onSubmit(values: T): Promise<void>;
  /** Checks JSON Schema cannot state (two fields equal). */
  refine?: FormRefine<T>;
  custom?: CustomParts<T>;
  /** Hand-written pieces shown under the generated fields, above the submit button. */
  children?: ReactNode;
  submitDisabled?: boolean;
};

/**
 * Renders any portal page declared in config/portal: its sections and widgets in order, validated by the page's
 * JSON Schema with the shared ajv set-up (the schema's `errorMessage` texts are the spec's words). On a failed
 * submit the first error in the page's `dialogOrder` is also shown in an error dialog, as the spec's forms do.
 */
export function PortalForm<T extends FieldValues>({
  page,
  defaultValues,
  onSubmit,
  refine,
  custom,
  children,
  submitDisabled,
}: PortalFormProps<T>) {
  const t = useMessages(page.messages);
  const dialogs = useDialogs();
  const resolver = useMemo(() => ajvResolver<T>(page.schema, refine), [page.schema, refine]);
  const form = useForm<T>({ resolver, defaultValues, mode: 'onTouched' });
  const [busy, setBusy] = useState(false);
  const values = useWatch({ control: form.control }) as Record<string, unknown>;

  const visible = (field: AnyPortalField) =>
    !field.visibleWhen || field.visibleWhen.in.includes(values[field.visibleWhen.field] as string | number);

  async function submit(data: T) {
    setBusy(true);
    try {
      await onSubmit(data);
    } catch {
      // The page has told the driver; the form keeps what they typed.
    } finally {
      setBusy(false);
    }
  }

  async function invalid(errors: FieldErrors<T>) {
    for (const name of page.dialogOrder ?? []) {
      const english = (get(errors, name) as { message?: string } | undefined)?.message;
      if (english) {
        // The same text the field shows, in the reader's language.
        const message = fromEnglishNow(english);
        await dialogs.alert('error', t(page.title), message);
        return;
      }
    }
  }

  return (
    <Stack component="form" noValidate spacing={3} onSubmit={form.handleSubmit(submit, invalid)}>
      {page.sections.map((section, index) => (
        <Stack key={section.title ?? index} spacing={2} component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
          {section.title && (
            <Typography component="legend" variant="h6" sx={{ mb: 1 }}>
              {t(section.title)}
            </Typography>
          )}
          {section.fields.filter(visible).map((field) => {
            const label = t(field.label);
            const error = fieldError(form, field.name as Path<T>);
            const part = field.custom ? custom?.[field.custom] : undefined;
            return part ? (
              <div key={field.name}>{part({ form, field, label, error })}</div>
            ) : (
              <FieldWidget
                key={field.name}
                form={form}
                field={field}
                label={label}
                hint={field.hint ? t(field.hint) : undefined}
                optionLabel={(key) => t(key)}
                maxLength={page.schema.properties[field.name]?.maxLength}
              />
            );
          })}
        </Stack>
      ))}
      {children}
      <Button type="submit" variant="contained" size="large" disabled={busy || submitDisabled}>
        {t(page.submit)}
      </Button>
    </Stack>
  );
}
