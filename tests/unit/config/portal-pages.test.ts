import { describe, expect, it } from 'vitest';
import { PORTAL_PAGE_LIST, PORTAL_WIDGETS } from '@config/portal';
import { createAjv } from '@/shared/ajv';

/** Every portal page declared in config/portal goes through the same checks, so declaring one tests it. */
describe.each(PORTAL_PAGE_LIST.map((page) => [page.name, page] as const))('portal page %s', (_name, page) => {
  it('compiles its schema with the shared ajv set-up', () => {
    expect(() => createAjv({ useDefaults: false }).compile(page.schema)).not.toThrow();
  });

  it('names only properties of its schema, known widgets, and texts both languages have', () => {
    const keys = new Set(Object.keys(page.messages.en));
    expect(Object.keys(page.messages.fil).sort()).toEqual([...keys].sort());
    for (const key of [page.title, page.submit]) expect(keys.has(key), key).toBe(true);
    for (const section of page.sections) {
      if (section.title) expect(keys.has(section.title), section.title).toBe(true);
      for (const field of section.fields) {
        expect(Object.keys(page.schema.properties), field.name).toContain(field.name);
        expect(PORTAL_WIDGETS).toContain(field.widget);
        expect(keys.has(field.label), field.label).toBe(true);
        if (field.hint) expect(keys.has(field.hint), field.hint).toBe(true);
        for (const option of field.options ?? []) expect(keys.has(option.label), option.label).toBe(true);
      }
    }
    for (const name of page.dialogOrder ?? []) expect(Object.keys(page.schema.properties)).toContain(name);
  });

  it.runIf((page.schema.required ?? []).length > 0)(
    'reports each required field with its own message',
    () => {
      const validate = createAjv({ useDefaults: false }).compile(page.schema);
      expect(validate({})).toBe(false);
      const messages = (validate.errors ?? []).map((error) => error.message);
      expect(messages.length).toBeGreaterThan(0);
      for (const message of messages) expect(message).not.toMatch(/must have required property/);
    },
  );
});
