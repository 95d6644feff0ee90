import consoleValidators from 'virtual:console-validators';
import formValidators from 'virtual:form-validators';
import { describe, expect, it } from 'vitest';
import { CONSOLE_AJV_OPTIONS, createAjv, FORM_AJV_OPTIONS, schemaKey } from '@/shared/ajv';
import { precompiledValidator } from '@/shared/validation';
import { CONSOLE_SCHEMAS, FORM_SCHEMAS } from '@/web/shared/form-validator-schemas';

/** Values that break most rules: missing fields, wrong types, too long, NUL characters, bad formats. */
function probes(schema: { properties?: Record<string, unknown> }): unknown[] {
  const names = Object.keys(schema.properties ?? {});
  const fill = (value: unknown) => Object.fromEntries(names.map((name) => [name, value]));
  return [{}, fill(''), fill('x\u0000y'), fill('a'.repeat(600)), fill(-1), fill(1e20), fill(null), fill([])];
}

describe('the forms validate with build-time (standalone) validators, as the runtime compiler would', () => {
  for (const [group, schemas, validators, options] of [
    ['form', FORM_SCHEMAS, formValidators, FORM_AJV_OPTIONS],
    ['console', CONSOLE_SCHEMAS, consoleValidators, CONSOLE_AJV_OPTIONS],
  ] as const) {
    it(`has a precompiled ${group} validator for every schema, with the same verdicts and messages`, () => {
      const ajv = createAjv(options);
      expect(schemas.length).toBeGreaterThan(5);
      for (const schema of schemas) {
        const precompiled = precompiledValidator(validators, schema);
        const compiled = ajv.compile(schema);
        for (const probe of probes(schema as { properties?: Record<string, unknown> })) {
          const a = structuredClone(probe);
          const b = structuredClone(probe);
          expect(precompiled(a)).toBe(compiled(b));
          expect(precompiled.errors ?? null).toEqual(compiled.errors ?? null);
          expect(a).toEqual(b);
        }
      }
    });
  }

  it('refuses a schema the build did not compile, rather than compiling it in the page', () => {
    const stray = { type: 'object', properties: { stray: { type: 'string' } } };
    expect(formValidators[schemaKey(stray)]).toBeUndefined();
    expect(() => precompiledValidator(formValidators, stray)).toThrow(/no precompiled validator/);
  });
});
