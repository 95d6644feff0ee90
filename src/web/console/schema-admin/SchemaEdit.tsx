import { Edit, ShowButton, TopToolbar, useRecordContext, useTranslate } from 'react-admin';
import type { RecordSchema } from '@config/resources';
import { bodyFromForm } from './form-values';
import type { ResourceViewProps } from './overrides';
import { SchemaForm } from './SchemaForm';

function RecordTitle({ label, property }: { label: string; property: string }) {
  const record = useRecordContext();
  const name = record?.[property];
  return <span>{name === undefined || name === null ? label : `${label} ${String(name)}`}</span>;
}

export function SchemaEdit({ resource, overrides }: ResourceViewProps) {
  const body = resource.updateSchema as RecordSchema;
  const translate = useTranslate();
  const recordLabel = translate(resource.recordLabel);
  const label = recordLabel.charAt(0).toUpperCase() + recordLabel.slice(1);
  return (
    <Edit
      mutationMode="pessimistic"
      title={<RecordTitle label={label} property={resource.recordRepresentation} />}
      transform={(values: Record<string, unknown>) => bodyFromForm(values, body, 'edit')}
      actions={
        <TopToolbar>
          <ShowButton />
        </TopToolbar>
      }
      redirect="list"
    >
      <SchemaForm resource={resource} overrides={overrides} mode="edit" />
    </Edit>
  );
}
