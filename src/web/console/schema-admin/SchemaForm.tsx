import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { Fragment, useCallback } from 'react';
import {
  DeleteButton,
  Labeled,
  SaveButton,
  SimpleForm,
  Toolbar,
  usePermissions,
  useTranslate,
} from 'react-admin';
import { canWrite, canWriteField, type RecordSchema } from '@config/resources';
import { type FormMode, validateForm } from './form-values';
import type { ResourceViewProps } from './overrides';
import { renderField, renderInput } from './render';
import { titleOf } from './schema-utils';

function FormToolbar({ canDelete }: { canDelete: boolean }) {
  return (
    <Toolbar sx={{ display: 'flex', justifyContent: 'space-between' }}>
      <SaveButton />
      {canDelete && <DeleteButton mutationMode="pessimistic" />}
    </Toolbar>
  );
}

/**
 * The resource's form sections. Create shows what the create body accepts; edit shows every section field,
 * editable when the update body accepts it and the account may change it, read-only otherwise.
 */
export function SchemaForm({ resource, overrides, mode }: ResourceViewProps & { mode: FormMode }) {
  const { permissions } = usePermissions<string[]>();
  const translate = useTranslate();
  const roles = permissions ?? [];
  const body = (mode === 'create' ? resource.createSchema : resource.updateSchema) as RecordSchema;
  const validate = useCallback(
    (values: Record<string, unknown>) => validateForm(values, body, mode),
    [body, mode],
  );
  const canDelete = mode === 'edit' && resource.capabilities.delete && canWrite(resource, roles);

  return (
    <SimpleForm
      noValidate
      validate={validate}
      toolbar={<FormToolbar canDelete={canDelete} />}
      sx={{ maxWidth: 720 }}
    >
      {resource.form.sections.map((section, index) => {
        const fields = section.fields.filter((property) => mode === 'edit' || property in body.properties);
        if (fields.length === 0) return null;
        return (
          <Fragment key={section.title}>
            {index > 0 && <Divider flexItem sx={{ my: 1 }} />}
            <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mt: 1 }}>
              {translate(section.title)}
            </Typography>
            {fields.map((property) => {
              const inBody = property in body.properties && resource.widgets?.[property] !== 'readonly';
              if (!inBody) {
                return (
                  <Labeled key={property} label={titleOf(resource, property)} sx={{ py: 0.5 }}>
                    {renderField(resource, overrides, property)}
                  </Labeled>
                );
              }
              return renderInput(resource, overrides, property, body, {
                readOnly: !canWriteField(resource, property, roles),
              });
            })}
          </Fragment>
        );
      })}
    </SimpleForm>
  );
}
