import { type ComponentType, lazy } from "react";

// A part of a page that hydrates after the rest, once its code has loaded, so that its code is not in
// the page's first scripts: home's hero and rows under a title overlay (inert behind the dialog), and parts with
// nothing that needs a script (links, text, pictures), which work as the server sent them meanwhile. Render it
// inside a <Suspense>: while its code loads, hydration leaves the server's HTML of that part as it is.
//
// What must never be one: a part with a script-only button, since React drops a tap on a part whose code has not
// loaded yet (early-taps.ts keeps taps only until the page as a whole is hydrated). A part whose code is there
// and only its hydration comes later is hydrated apart (docs/decisions/0036-parts-hydrated-apart.md): React
// hydrates it at once when a tap reaches it.
//
// - The server loads every such part's code before its first render (`loadEveryLaterPart`), so none suspends
//   there: the HTML is whole, without scripts too (entry.server.tsx).
// - A module that declares one and runs after hydration (a client navigation brought its route) starts loading
//   the part at once, alongside the loaders, so it is usually there when the page renders.

const everyStart: (() => Promise<unknown>)[] = [];

type Loaded<P> = { default: ComponentType<P> };

export function hydrateLater<P>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  let ready: Loaded<P> | undefined;
  let loading: Promise<Loaded<P>> | undefined;
  const start = () => {
    loading ??= load().then((component) => {
      ready = { default: component };
      return ready;
    });
    return loading;
  };
  everyStart.push(start);
  if (typeof document !== "undefined" && document.documentElement.hasAttribute("data-hydrated")) void start();
  return lazy(() => {
    const loaded = ready;
    if (!loaded) return start();
    // Code already loaded (always, on the server): a thenable that answers at once, which React reads without
    // suspending. A settled promise would still make it suspend until the next microtask.
    // biome-ignore lint/suspicious/noThenProperty: a thenable on purpose, for React.lazy
    return { then: (resolve: (value: Loaded<P>) => void) => resolve(loaded) } as Promise<Loaded<P>>;
  }) as unknown as ComponentType<P>;
}

/** For the server: every part's code, loaded, so that React renders them without suspending. */
export function loadEveryLaterPart(): Promise<unknown> {
  return Promise.all(everyStart.map((start) => start()));
}
