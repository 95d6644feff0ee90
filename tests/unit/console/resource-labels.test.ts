import { describe, expect, it } from 'vitest';
import { RESOURCE_LIST } from '../../../config/resources';
import {
  RESOURCE_TEXTS_FIL,
  resourceCatalogue,
  resourceTexts,
} from '../../../src/web/console/i18n/resource-labels';

describe("the console's Filipino for resources", () => {
  const texts = resourceTexts();

  it('collects every menu label, field title and choice label of the definitions', () => {
    const users = RESOURCE_LIST.find((resource) => resource.name === 'users');
    expect(users).toBeDefined();
    expect(texts).toEqual(
      expect.arrayContaining(['Users', 'Coupons', 'Commitment blocks', 'Name', 'Email', 'Roles', 'Driver']),
    );
    for (const resource of RESOURCE_LIST) {
      expect(texts).toContain(resource.label);
      for (const property of Object.values(resource.schema.properties)) {
        if (property.title) expect(texts).toContain(property.title);
      }
    }
  });

  it('has a Filipino text for every one of them (a new schema title needs its entry)', () => {
    const missing = texts.filter((text) => !RESOURCE_TEXTS_FIL[text]?.trim());
    expect(missing).toEqual([]);
  });

  it('keeps English exactly as the definitions say it and gives Filipino where it differs', () => {
    const catalogue = resourceCatalogue();
    for (const text of texts) expect(catalogue.en[text]).toBe(text);
    expect(catalogue.fil.Name).toBe('Pangalan');
    expect(catalogue.fil.Coupons).toBe('Mga coupon');
    expect(catalogue.fil.Active).toBe('Aktibo');
    expect(Object.keys(catalogue.fil).sort()).toEqual(Object.keys(catalogue.en).sort());
  });
});
