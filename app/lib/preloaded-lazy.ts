import { type ComponentType, lazy } from "react";

// A component that some pages carry in their first scripts and others load after hydration (issue 28): home's
// hero and rows are in home's first load, but under a title overlay (/movie/{id}, /series/{id}, where the page
// behind the dialog is inert) they are not needed before the page is interactive. React.lazy alone would suspend
// even where the code is already there, leaving that part unhydrated for a moment after the page says it is
// interactive; `provide` hands the component over up front where a route carries it, and the lazy one then renders
// without suspending: on the server (which has every route's code) and in the browser on those routes.

type Thenable<T> = { then(resolve: (value: T) => void): void };

export interface PreloadedLazy<P> {
  /** Render inside a <Suspense>: while its code is loading, hydration leaves the server's HTML as it is. */
  Component: ComponentType<P>;
  /** The component, from a route that loads its code with the page's first scripts. */
  provide(component: ComponentType<P>): void;
  /** Starts loading the code (once), e.g. when a navigation will need it. */
  start(): Promise<ComponentType<P>>;
}

export function preloadedLazy<P>(load: () => Promise<ComponentType<P>>): PreloadedLazy<P> {
  let ready: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const start = () => {
    loading ??= load().then((component) => {
      ready = component;
      return component;
    });
    return loading;
  };
  const Component = lazy(() => {
    const provided = ready;
    if (!provided) return start().then((component) => ({ default: component }));
    // A thenable that answers at once: React reads it as code already loaded, and renders without suspending.
    const loaded: Thenable<{ default: ComponentType<P> }> = {
      // biome-ignore lint/suspicious/noThenProperty: a thenable on purpose, for React.lazy
      then: (resolve) => resolve({ default: provided }),
    };
    return loaded as Promise<{ default: ComponentType<P> }>;
  });
  return {
    Component: Component as unknown as ComponentType<P>,
    provide: (component) => {
      ready = component;
    },
    start,
  };
}
