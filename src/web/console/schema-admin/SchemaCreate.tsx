import { Create, useTranslate } from 'react-admin';
import type { RecordSchema } from '@config/resources';
import { bodyFromForm } from './form-values';
import type { ResourceViewProps } from './overrides';
import { SchemaForm } from './SchemaForm';

export function SchemaCreate({ resource, overrides }: ResourceViewProps) {
  const body = resource.createSchema as RecordSchema;
  const translate = useTranslate();
  return (
    <Create
      title={translate('New %{record}', { record: translate(resource.recordLabel) })}
      transform={(values: Record<string, unknown>) => bodyFromForm(values, body, 'create')}
      redirect="list"
    >
      <SchemaForm resource={resource} overrides={overrides} mode="create" />
    </Create>
  );
}
