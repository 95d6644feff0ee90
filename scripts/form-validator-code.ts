import type { Options } from 'ajv';
import standaloneCode from 'ajv/dist/standalone';
import { CONSOLE_AJV_OPTIONS, createAjv, FORM_AJV_OPTIONS, schemaKey } from '../src/shared/ajv';
import { CONSOLE_SCHEMAS, FORM_SCHEMAS } from '../src/web/shared/form-validator-schemas';

/**
 * One ES module holding a validator function for each schema, keyed by `schemaKey(schema)`: ajv's standalone
 * code with the same set-up (ajv-errors, ajv-formats, the noNul keyword) as the server. The browser imports
 * it and never compiles a schema itself, so no `new Function` runs there.
 */
export function standaloneValidators(schemas: readonly object[], options: Options): string {
  const ajv = createAjv({ ...options, code: { source: true, esm: true } });
  const exports: Record<string, string> = {};
  for (const schema of schemas) {
    const key = schemaKey(schema);
    if (exports[key]) continue;
    ajv.addSchema(schema, key);
    exports[key] = key;
  }
  let code = standaloneCode(ajv, exports).replace(/^"use strict";/, '');
  // ajv's ES module output still `require`s its runtime helpers and the formats: import them instead.
  const imports = new Map<string, string>();
  code = code.replace(/require\(("[^"]+")\)/g, (_match, specifier: string) => {
    let name = imports.get(specifier);
    if (!name) {
      name = `runtime${imports.size}`;
      imports.set(specifier, name);
    }
    return name;
  });
  // Bundlers hand a CommonJS module's `exports` as the namespace, Node hands it as the namespace's `default`.
  const header = [
    ...[...imports].map(([specifier, name]) => `import * as ${name}Module from ${specifier};`),
    'const commonJs = (m) => (m.default && m.default.default !== undefined ? m.default : m);',
    ...[...imports.values()].map((name) => `const ${name} = commonJs(${name}Module);`),
  ].join('\n');
  const table = `export default { ${Object.keys(exports).join(', ')} };`;
  return `${header}\n${code}\n${table}\n`;
}

/** Run by the Vite plugin (scripts/form-validators.ts): prints both modules' code as JSON. */
process.stdout.write(
  JSON.stringify({
    form: standaloneValidators(FORM_SCHEMAS, FORM_AJV_OPTIONS),
    console: standaloneValidators(CONSOLE_SCHEMAS, CONSOLE_AJV_OPTIONS),
  }),
);
