import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { Fragment } from 'react';
import {
  EditButton,
  Labeled,
  Show,
  SimpleShowLayout,
  TopToolbar,
  usePermissions,
  useTranslate,
} from 'react-admin';
import { canWrite } from '@config/resources';
import type { ResourceViewProps } from './overrides';
import { renderField } from './render';
import { titleOf } from './schema-utils';

export function SchemaShow({ resource, overrides }: ResourceViewProps) {
  const { permissions } = usePermissions<string[]>();
  const translate = useTranslate();
  const editable = resource.capabilities.edit && canWrite(resource, permissions ?? []);
  return (
    <Show title={resource.label} actions={<TopToolbar>{editable && <EditButton />}</TopToolbar>}>
      <SimpleShowLayout>
        {resource.form.sections.map((section, index) => (
          <Fragment key={section.title}>
            {index > 0 && <Divider flexItem />}
            <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
              {translate(section.title)}
            </Typography>
            {section.fields.map((property) => (
              <Labeled key={property} label={titleOf(resource, property)}>
                {renderField(resource, overrides, property)}
              </Labeled>
            ))}
          </Fragment>
        ))}
      </SimpleShowLayout>
    </Show>
  );
}
