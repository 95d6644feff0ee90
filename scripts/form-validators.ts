import { execFileSync } from 'node:child_process';
import path from 'node:path';
import type { Plugin } from 'vite';

const MODULES = {
  'virtual:form-validators': 'form',
  'virtual:console-validators': 'console',
} as const;
type ModuleId = keyof typeof MODULES;

/**
 * Vite plugin serving the forms' precompiled ajv validators as `virtual:form-validators` and
 * `virtual:console-validators`, so the pages need no 'unsafe-eval'. The code comes from
 * scripts/form-validator-code.ts, run in its own process (the schemas are TypeScript of the app, which this
 * config does not load).
 */
export function formValidators(): Plugin {
  let generated: Record<(typeof MODULES)[ModuleId], string> | undefined;
  const generate = () => {
    generated ??= JSON.parse(
      execFileSync(
        process.execPath,
        ['--import', 'tsx', path.join(import.meta.dirname, 'form-validator-code.ts')],
        {
          encoding: 'utf8',
          maxBuffer: 64 * 1024 * 1024,
        },
      ),
    ) as Record<(typeof MODULES)[ModuleId], string>;
    return generated;
  };
  return {
    name: 'brp-form-validators',
    buildStart() {
      generated = undefined;
    },
    resolveId(id) {
      return id in MODULES ? `\0${id}` : undefined;
    },
    load(id) {
      const name = id.slice(1) as ModuleId;
      return id.startsWith('\0') && name in MODULES ? generate()[MODULES[name]] : undefined;
    },
  };
}
