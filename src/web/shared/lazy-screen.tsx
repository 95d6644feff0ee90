import { type ComponentType, lazy } from 'react';

export type LazyScreen<P extends object = object> = ComponentType<P> & {
  /** Loads the screen's code; once done, the screen renders without suspending. */
  preload(): Promise<void>;
};

/**
 * A screen (or a part of one) in its own chunk, like `React.lazy`, that can also be loaded ahead: prerendered
 * pages load their screen before hydrating, so the HTML is hydrated at once instead of waiting behind a Suspense
 * boundary.
 */
export function lazyScreen<P extends object = object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): LazyScreen<P> {
  let loaded: ComponentType<P> | undefined;
  const Lazy = lazy(load);
  // biome-ignore lint/correctness/noComponentHookFactories: made once per screen at module level, like React.lazy.
  const Screen = (props: P) => {
    const Component = (loaded ?? Lazy) as ComponentType<P>;
    return <Component {...props} />;
  };
  const preload = () =>
    load().then((module) => {
      loaded = module.default;
    });
  return Object.assign(Screen, { preload });
}
