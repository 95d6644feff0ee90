import Stack from '@mui/material/Stack';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { ReactElement } from 'react';
import {
  CreateButton,
  DataTable,
  ExportButton,
  FilterButton,
  List,
  SearchInput,
  SimpleList,
  type TranslateFunction,
  TopToolbar,
  usePermissions,
  useTranslate,
} from 'react-admin';
import { type AnyResource, canWrite } from '@config/resources';
import type { ResourceOverrides, ResourceViewProps } from './overrides';
import { renderField, renderInput } from './render';
import { titleOf } from './schema-utils';

/** The free-text search (always shown) and one input per exact filter (added from the Filter button). */
export function filterInputs(
  resource: AnyResource,
  translate: TranslateFunction,
  overrides?: ResourceOverrides,
): ReactElement[] {
  const inputs: ReactElement[] = [];
  if (resource.filters.q?.length) {
    const over = resource.filters.q
      .map((property) => translate(titleOf(resource, property)).toLowerCase())
      .join(', ');
    inputs.push(
      <SearchInput
        key="q"
        source="q"
        alwaysOn
        placeholder={translate('Search %{fields}', { fields: over })}
      />,
    );
  }
  for (const property of resource.filters.exact ?? []) {
    inputs.push(renderInput(resource, overrides, property, resource.schema, { filter: true }));
  }
  return inputs;
}

function ListActions({ resource }: { resource: AnyResource }) {
  const { permissions } = usePermissions<string[]>();
  const creatable = resource.capabilities.create && canWrite(resource, permissions ?? []);
  return (
    <TopToolbar>
      {(resource.filters.exact?.length ?? 0) > 0 && <FilterButton />}
      {creatable && <CreateButton />}
      <ExportButton />
    </TopToolbar>
  );
}

/** On phones each row is the record's name over a few of its other columns. */
function phoneColumns(resource: AnyResource): { primary: string; secondary: string[] } {
  const named = resource.recordRepresentation !== 'id' ? resource.recordRepresentation : undefined;
  const primary = named ?? resource.list.columns[0];
  const secondary = resource.list.columns
    .filter((column) => column !== primary && column !== 'id')
    .slice(0, 3);
  return { primary, secondary };
}

function PhoneSecondary({ resource, overrides }: ResourceViewProps) {
  const { secondary } = phoneColumns(resource);
  return (
    <Stack
      direction="row"
      spacing={1}
      useFlexGap
      sx={{ flexWrap: 'wrap' }}
      component="span"
      divider={<span>·</span>}
    >
      {secondary.map((property) => renderField(resource, overrides, property))}
    </Stack>
  );
}

/** Table on wide screens, a simple list on phones; columns, sort and filters come from the definition. */
export function SchemaList({ resource, overrides }: ResourceViewProps) {
  const { permissions } = usePermissions<string[]>();
  const isSmall = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const editable = resource.capabilities.edit && canWrite(resource, permissions ?? []);
  const deletable = resource.capabilities.delete && canWrite(resource, permissions ?? []);
  const rowLink = editable ? 'edit' : 'show';
  const RowActions = overrides?.rowActions;
  const phone = phoneColumns(resource);
  const translate = useTranslate();

  return (
    <List
      title={resource.label}
      sort={resource.list.sort}
      perPage={resource.list.perPage ?? 25}
      filters={filterInputs(resource, translate, overrides)}
      actions={<ListActions resource={resource} />}
    >
      {isSmall ? (
        <SimpleList
          primaryText={renderField(resource, overrides, phone.primary)}
          secondaryText={<PhoneSecondary resource={resource} overrides={overrides} />}
          linkType={rowLink}
        />
      ) : (
        <DataTable rowClick={rowLink} bulkActionButtons={deletable ? undefined : false}>
          {resource.list.columns.map((property) => (
            <DataTable.Col key={property} source={property} label={titleOf(resource, property)}>
              {renderField(resource, overrides, property)}
            </DataTable.Col>
          ))}
          {RowActions && (
            <DataTable.Col label="Actions" disableSort>
              <RowActions />
            </DataTable.Col>
          )}
        </DataTable>
      )}
    </List>
  );
}
