// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { createElement, type ReactElement } from 'react';
import { type DataProvider, testDataProvider } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import {
  type AnyResource,
  type PropertySchema,
  RESOURCE_LIST,
  type RecordSchema,
  referencedResource,
} from '@config/resources';
import { createAjv } from '@/shared/ajv';
import { OVERRIDES } from '@/web/console/resources';
import { SchemaCreate } from '@/web/console/schema-admin/SchemaCreate';
import { SchemaEdit } from '@/web/console/schema-admin/SchemaEdit';
import { SchemaList } from '@/web/console/schema-admin/SchemaList';
import { titleOf, typesOf } from '@/web/console/schema-admin/schema-utils';
import { renderConsoleView } from './harness';

/** A value of the property's type, so every field has something to show. */
function sampleValue(property: string, schema: PropertySchema): unknown {
  const types = typesOf(schema);
  if (types.includes('array')) return schema.items?.enum ? [schema.items.enum[0]] : [];
  if (schema.enum) return schema.enum[0];
  if (types.includes('boolean')) return true;
  if (types.includes('integer')) return property === 'id' ? 1 : 2;
  if (types.includes('number')) return 9.75;
  if (schema.format === 'date-time') return '2026-11-02T01:30:00.000Z';
  if (schema.format === 'date') return '2026-11-02';
  if (schema.format === 'email') return 'ana@example.com';
  return property === 'id' ? 'sample.key' : `Sample ${property}`;
}

function sampleRecord(resource: AnyResource): Record<string, unknown> & { id: string | number } {
  const entries = Object.entries(resource.schema.properties).map(([p, s]) => [p, sampleValue(p, s)]);
  return Object.fromEntries(entries) as Record<string, unknown> & { id: string | number };
}

function harness(resource: AnyResource, path: string, route: string, view: ReactElement) {
  const record = sampleRecord(resource);
  const dataProvider: DataProvider = testDataProvider({
    getList: async () => ({ data: [record], total: 1 }) as never,
    getOne: async () => ({ data: record }) as never,
    getMany: async (_name, { ids }) => ({ data: ids.map((id) => ({ id, name: `Record ${id}` })) }) as never,
    getManyReference: async () => ({ data: [], total: 0 }) as never,
  });
  return renderConsoleView({ resource: resource.name, path, route, view, dataProvider });
}

/** Whether some element reads exactly `title` (a required input's label adds an asterisk). */
function labelShown(title: string): boolean {
  return (
    screen.queryAllByText((_, element) => element?.textContent?.replace(/[\s\u2009*]+$/u, '') === title)
      .length > 0
  );
}

async function expectLabels(titles: string[]) {
  await waitFor(() => expect(titles.filter((title) => !labelShown(title))).toEqual([]), { timeout: 4000 });
}

afterEach(() => cleanup());

describe.each(RESOURCE_LIST.map((resource) => [resource.name, resource] as const))(
  'console resource %s',
  (name, resource) => {
    const overrides = OVERRIDES[name as keyof typeof OVERRIDES];
    const properties = Object.keys(resource.schema.properties);

    it('names only real properties and resources, and has what its capabilities need', () => {
      const named = [
        ...resource.list.columns,
        resource.list.sort.field,
        resource.recordRepresentation,
        ...(resource.filters.q ?? []),
        ...(resource.filters.exact ?? []),
        ...resource.form.sections.flatMap((section) => section.fields),
        ...Object.keys(resource.widgets ?? {}),
      ];
      expect(named.filter((property) => !properties.includes(property))).toEqual([]);
      for (const hint of Object.values(resource.widgets ?? {})) {
        const target = referencedResource(hint);
        if (target) expect(RESOURCE_LIST.map((r) => r.name)).toContain(target);
      }
      if (resource.capabilities.create) expect(resource.createSchema).toBeDefined();
      if (resource.capabilities.edit) expect(resource.updateSchema).toBeDefined();
      const formFields = resource.form.sections.flatMap((section) => section.fields);
      for (const body of [resource.createSchema, resource.updateSchema].filter(Boolean) as RecordSchema[]) {
        expect(Object.keys(body.properties).filter((p) => !properties.includes(p))).toEqual([]);
        expect(Object.keys(body.properties).filter((p) => !formFields.includes(p))).toEqual([]);
      }
      for (const property of properties)
        expect(resource.schema.properties[property].title, property).toBeTruthy();
    });

    it('has schemas that compile in strict mode', () => {
      const ajv = createAjv();
      for (const schema of [resource.schema, resource.createSchema, resource.updateSchema].filter(Boolean)) {
        expect(() => ajv.compile(schema as object)).not.toThrow();
      }
    });

    it('lists every declared column under its schema title', async () => {
      harness(resource, `/${name}`, `/${name}`, createElement(SchemaList, { resource, overrides }));
      await expectLabels(resource.list.columns.map((property) => titleOf(resource, property)));
      if (resource.capabilities.create)
        expect(document.querySelector(`a[href="/${name}/create"]`)).not.toBeNull();
    });

    it.runIf(resource.capabilities.edit)('edits every form field under its schema title', async () => {
      const record = sampleRecord(resource);
      harness(
        resource,
        `/${name}/${record.id}`,
        `/${name}/:id`,
        createElement(SchemaEdit, { resource, overrides }),
      );
      const fields = resource.form.sections.flatMap((section) => section.fields);
      await expectLabels([
        ...resource.form.sections.map((s) => s.title),
        ...fields.map((p) => titleOf(resource, p)),
      ]);
      for (const property of Object.keys(resource.updateSchema?.properties ?? {})) {
        if (resource.widgets?.[property] === 'readonly') continue;
        expect(document.querySelector(`.ra-input-${property}`), property).not.toBeNull();
      }
    });

    it.runIf(resource.capabilities.create)(
      'creates with an input for every property of the create body',
      async () => {
        harness(
          resource,
          `/${name}/create`,
          `/${name}/create`,
          createElement(SchemaCreate, { resource, overrides }),
        );
        const body = Object.keys(resource.createSchema?.properties ?? {});
        await expectLabels(body.map((property) => titleOf(resource, property)));
        for (const property of body)
          expect(document.querySelector(`.ra-input-${property}`), property).not.toBeNull();
      },
    );
  },
);
