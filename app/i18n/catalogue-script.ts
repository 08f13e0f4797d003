import type { Messages } from "~/i18n/runtime";

// The <head> script that starts fetching the page's catalogue file at once, while the scripts load
// (catalogue-loader.ts says why); entry.client.tsx waits for what it leaves on the window before hydrating.

/** What the head's script leaves on the window: the page's catalogue, on its way. */
export interface CatalogueWindow {
  __catalogue?: Promise<Messages>;
}

/** The head's script, for the server to write: fetches the file at `url` into window.__catalogue. */
export function catalogueFetchScript(url: string): string {
  return `window.__catalogue=fetch(${JSON.stringify(url)}).then(function(r){if(!r.ok)throw r.status;return r.json()})`;
}
