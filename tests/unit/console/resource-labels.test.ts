import { describe, expect, it } from 'vitest';
import { RESOURCE_LIST } from '@config/resources';
import { CENTAVOS_NOTE } from '@schemas/money';
import {
  IN_PESOS,
  RESOURCE_TEXTS_FIL,
  resourceCatalogue,
  resourceTexts,
} from '@/web/console/i18n/resource-labels';

/** Every described property of the record, create and update schemas, with its resource. */
const described = RESOURCE_LIST.flatMap((resource) =>
  [resource.schema, resource.createSchema, resource.updateSchema].flatMap((schema) =>
    Object.entries(schema?.properties ?? {}).flatMap(([name, { description }]) =>
      description ? [{ resource, name, description }] : [],
    ),
  ),
);

describe("the console's Filipino for resources", () => {
  const texts = resourceTexts();

  it('collects every menu label, field title, help text and choice label of the definitions', () => {
    const users = RESOURCE_LIST.find((resource) => resource.name === 'users');
    expect(users).toBeDefined();
    expect(texts).toEqual(
      expect.arrayContaining(['Users', 'Coupons', 'Commitment blocks', 'Name', 'Email', 'Roles', 'Driver']),
    );
    // Descriptions of the record, create and update schemas are the help texts under the inputs.
    expect(texts).toEqual(
      expect.arrayContaining([
        'e.g. el-nido for /hiring/el-nido.',
        'One vehicle per line, e.g. Tricycle.',
        'Empty for unlimited.',
      ]),
    );
    for (const resource of RESOURCE_LIST) {
      expect(texts).toContain(resource.label);
      for (const property of Object.values(resource.schema.properties)) {
        if (property.title) expect(texts).toContain(property.title);
      }
    }
    for (const { description } of described) {
      if (!description.includes(CENTAVOS_NOTE)) expect(texts).toContain(description);
    }
  });

  it('collects money help as its peso input shows it: the description without the centavos note, then "In pesos."', () => {
    expect(texts).toEqual(
      expect.arrayContaining([
        'The starting fare; it covers the base distance.',
        'Lowest fare charged.',
        IN_PESOS,
      ]),
    );
    expect(texts.filter((text) => text.includes(CENTAVOS_NOTE))).toEqual([]);
    // Only money inputs leave the note out, so a description with it belongs to a money property.
    for (const { resource, name, description } of described) {
      if (!description.includes(CENTAVOS_NOTE)) continue;
      expect(resource.widgets?.[name], `${resource.name}.${name}`).toBe('money-centavos');
    }
  });

  it('has a Filipino text for every one of them (a new schema title or description needs its entry)', () => {
    const missing = texts.filter((text) => !RESOURCE_TEXTS_FIL[text]?.trim());
    expect(missing).toEqual([]);
  });

  it('keeps English exactly as the definitions say it and gives Filipino where it differs', () => {
    const catalogue = resourceCatalogue();
    for (const text of texts) expect(catalogue.en[text]).toBe(text);
    expect(catalogue.fil.Name).toBe('Pangalan');
    expect(catalogue.fil.Coupons).toBe('Mga coupon');
    expect(catalogue.fil.Active).toBe('Aktibo');
    expect(catalogue.fil['One vehicle per line, e.g. Tricycle.']).toBe(
      'Isang sasakyan bawat linya, e.g. Tricycle.',
    );
    expect(catalogue.fil[IN_PESOS]).toBe('Sa piso.');
    expect(Object.keys(catalogue.fil).sort()).toEqual(Object.keys(catalogue.en).sort());
  });
});
