import { compileMessage } from "@lingui/message-utils/compileMessage";
import type { Plugin } from "vite";

// The message catalogues (app/i18n/messages/{code}.json) are written as ICU MessageFormat text, one flat object
// per language. This build step turns each message into Lingui's compiled form, still JSON, so neither the
// browser nor the server carries a message parser: Lingui's runtime only fills in compiled messages. Used by
// vite.config.ts and vitest.config.ts, so tests read the catalogues exactly as the site does.
const CATALOGUE = /[\\/]app[\\/]i18n[\\/]messages[\\/][^\\/]+\.json$/;

export function compileCatalogues(): Plugin {
  return {
    name: "marquee:compile-catalogues",
    enforce: "pre",
    transform(code, id) {
      if (!CATALOGUE.test(id.split("?")[0] ?? "")) return null;
      const source = JSON.parse(code) as Record<string, string>;
      const compiled = Object.fromEntries(
        Object.entries(source).map(([key, message]) => [key, compileMessage(message)]),
      );
      // Still JSON: Vite's own JSON step turns it into a module after this.
      return { code: JSON.stringify(compiled), map: null };
    },
  };
}
