import type { Messages } from "~/i18n/runtime";
import { hasCatalogue, registerCatalogue } from "./i18n";

// In the browser, the page's catalogue comes from its own file (catalogue-compiler.ts serveCatalogueFiles), which
// a second page reads from cache: it no longer travels in every page's HTML. A small script in the
// document's <head> (root.tsx) starts fetching it at once, while the scripts load; hydration waits for it
// (entry.client.tsx, catalogue-script.ts). A navigation into another language fetches that language's here
// (root.tsx clientLoader).

/** Fetches a language's catalogue file, once, and registers it. */
export async function loadCatalogue(code: string, url: string): Promise<void> {
  if (hasCatalogue(code)) return;
  const response = await fetch(url);
  if (!response.ok) throw new Error(response.statusText);
  registerCatalogue(code, (await response.json()) as Messages);
}
