import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { loadPageCatalogue } from "./i18n/catalogue-loader";

// React Router's own browser entry, but hydration waits for the page's message catalogue (a file of its own,
// asked for by the document's <head>: app/i18n/catalogue-loader.ts), so the first render writes the server's
// words. Should the file not come, the page stays as the server sent it: its links and forms still work
// (docs/decisions/0018-works-without-javascript.md), and a reload tries again.
loadPageCatalogue().then(
  () =>
    startTransition(() => {
      hydrateRoot(
        document,
        <StrictMode>
          <HydratedRouter />
        </StrictMode>,
      );
    }),
  (error: unknown) => console.error(error),
);
