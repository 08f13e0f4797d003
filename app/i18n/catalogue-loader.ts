import type { Messages } from "@lingui/core";
import { hasCatalogue, registerCatalogue } from "./i18n";

// In the browser, the page's catalogue comes from its own file (catalogue-compiler.ts serveCatalogueFiles),
// which the document asks for in its <head> (root.tsx) while the scripts load, and which a second page reads
// from cache: it no longer travels in every page's HTML (issue 28).

/** The <link> root.tsx writes for the page's catalogue: its href is the file, data-language the code. */
export const CATALOGUE_LINK_ID = "catalogue";

/** Fetches a language's catalogue file, once, and registers it. */
export async function loadCatalogue(code: string, url: string): Promise<void> {
  if (hasCatalogue(code)) return;
  const response = await fetch(url);
  if (!response.ok) throw new Error(`The ${code} catalogue answered ${response.status}`);
  registerCatalogue(code, (await response.json()) as Messages);
}

/** The catalogue the server's HTML was written in, before hydration; nothing when the page names none. */
export function loadPageCatalogue(): Promise<void> {
  const link = document.getElementById(CATALOGUE_LINK_ID);
  const code = link?.dataset.language;
  const url = link?.getAttribute("href");
  return code && url ? loadCatalogue(code, url) : Promise.resolve();
}
