import type { ComponentType } from 'react';
import { lazyScreen, type LazyScreen } from './lazy-screen';

type Loader<P> = () => Promise<{ default: ComponentType<P> }>;

/**
 * A lazily loaded component drawn with MUI, wrapped in MuiTheme, whose code (and MUI's) arrives with it: the
 * public site's shell and first screens are plain, so MUI's theme comes with the first screen or part that uses
 * it. The wrapper is made once, so React keeps the same component however often the code is asked for.
 */
export function withMuiTheme<P extends object>(load: Loader<P>): Loader<P> {
  let wrapped: Promise<{ default: ComponentType<P> }> | undefined;
  return () => {
    wrapped ??= Promise.all([load(), import('./MuiTheme')]).then(([part, theme]) => {
      const Part = part.default;
      const { MuiTheme } = theme;
      // biome-ignore lint/correctness/noComponentHookFactories: made once per part (the promise is kept), like React.lazy.
      const Wrapped = (props: P) => (
        <MuiTheme>
          <Part {...props} />
        </MuiTheme>
      );
      Wrapped.displayName = `WithMuiTheme(${Part.displayName ?? Part.name})`;
      return { default: Wrapped };
    });
    // A failed fetch (offline) is tried again next time.
    wrapped.catch(() => {
      wrapped = undefined;
    });
    return wrapped;
  };
}

/** A screen of the public site drawn with MUI (see lazyScreen and withMuiTheme). */
export function muiScreen(load: Loader<object>): LazyScreen {
  return lazyScreen(withMuiTheme(load));
}
