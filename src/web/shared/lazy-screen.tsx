import { type ComponentType, lazy } from 'react';

export type LazyScreen = ComponentType & {
  /** Loads the screen's code; once done, the screen renders without suspending. */
  preload(): Promise<void>;
};

/**
 * A screen in its own chunk, like `React.lazy`, that can also be loaded ahead: prerendered pages load their
 * screen before hydrating, so the HTML is hydrated at once instead of waiting behind a Suspense boundary.
 */
export function lazyScreen(load: () => Promise<{ default: ComponentType }>): LazyScreen {
  let loaded: ComponentType | undefined;
  const Lazy = lazy(load);
  // biome-ignore lint/correctness/noComponentHookFactories: made once per screen at module level, like React.lazy.
  const Screen = () => {
    const Component = loaded ?? Lazy;
    return <Component />;
  };
  const preload = () =>
    load().then((module) => {
      loaded = module.default;
    });
  return Object.assign(Screen, { preload });
}
