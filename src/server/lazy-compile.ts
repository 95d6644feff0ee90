import type { ValidateFunction } from 'ajv';

/**
 * Schemas compiled when first used instead of all at start: compiling the hundreds of request validators and
 * response serialisers of the API took most of the server's start-up. `warmUp` compiles the ones still pending
 * one at a time once the server listens, so a schema mistake still shows in the log soon after start, and the
 * first request to a route rarely pays for its compilation.
 */
export type LazyCompiler = {
  /** A validator with ajv's calling convention (result and `.errors`) that compiles itself on its first call. */
  validator(compile: () => ValidateFunction): ValidateFunction;
  /** A serialiser (`doc => JSON text`) that compiles itself on its first call. */
  serializer(compile: () => (doc: unknown) => string): (doc: unknown) => string;
  /**
   * Compiles every schema still waiting, one per turn of the event loop so requests keep flowing, until
   * `stopped()`. A schema that does not compile is reported and left to fail on its first use. Started once:
   * later calls give the same promise, settled when everything is compiled.
   */
  warmUp(report: (error: unknown) => void, stopped: () => boolean): Promise<void>;
};

/** ajv's calling convention (result and `.errors`) over a validator that `load` gives on first call. */
export function validatorOnFirstUse(load: () => ValidateFunction): ValidateFunction {
  const validate = ((data: unknown) => {
    const fn = load();
    const valid = fn(data);
    validate.errors = fn.errors;
    return valid;
  }) as ValidateFunction;
  return validate;
}

export function createLazyCompiler(): LazyCompiler {
  const pending = new Set<() => unknown>();
  let warming: Promise<void> | undefined;
  function once<T>(compile: () => T): () => T {
    let real: T | undefined;
    const load = () => {
      if (real === undefined) {
        pending.delete(load);
        real = compile();
      }
      return real;
    };
    pending.add(load);
    return load;
  }
  return {
    validator(compile) {
      return validatorOnFirstUse(once(compile));
    },
    serializer(compile) {
      const load = once(compile);
      return (doc) => load()(doc);
    },
    warmUp(report, stopped) {
      warming ??= new Promise((resolve) => {
        const step = () => {
          const next = pending.values().next();
          if (next.done || stopped()) return resolve();
          try {
            next.value();
          } catch (error) {
            report(error);
          }
          setImmediate(step);
        };
        setImmediate(step);
      });
      return warming;
    },
  };
}
