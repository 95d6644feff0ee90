import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
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
        {/* A section's fields one under another: side by side, labels and values ran into each other. */}
        {resource.form.sections.map((section, index) => (
          <Stack key={section.title} spacing={1} sx={{ alignItems: 'flex-start' }}>
            {index > 0 && <Divider sx={{ alignSelf: 'stretch' }} />}
            <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
              {translate(section.title)}
            </Typography>
            {section.fields.map((property) => (
              <Labeled key={property} label={titleOf(resource, property)}>
                {renderField(resource, overrides, property)}
              </Labeled>
            ))}
          </Stack>
        ))}
      </SimpleShowLayout>
    </Show>
  );
}
