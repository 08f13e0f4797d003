import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import type { CatalogueWindow } from "./i18n/catalogue-script";
import { registerCatalogue } from "./i18n/i18n";

// React Router's own browser entry, but hydration waits for the page's message catalogue (a file of its own,
// which the document's <head> started fetching: app/i18n/catalogue-script.ts), so the first render writes the
// server's words. Should the file not come, the page stays as the server sent it: its links and forms still
// work (docs/decisions/0018-works-without-javascript.md), and a reload tries again.
// Hydration must stay behind that promise: this module shares the shell's file with the root route, so it runs as
// the page's inline script imports the routes, before that script has named them for React Router (vite.config.ts).
const catalogue = (window as CatalogueWindow).__catalogue ?? Promise.resolve(undefined);
catalogue.then((messages) => {
  // <html lang> is the page's language code (root.tsx).
  if (messages) registerCatalogue(document.documentElement.lang, messages);
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}, console.error);
