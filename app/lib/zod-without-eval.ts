import { z } from "zod";

// zod compiles its object parsers with `new Function` where it may, and finds out by trying when the first
// object schema is made; under the site's Content-Security-Policy (no 'unsafe-eval') that try is reported as
// a violation on every page. In the browser it uses its interpreted parsers instead, which are fast enough for
// what the browser parses (localStorage, player messages); the server keeps the compiled ones.
// Imported first by app/root.tsx, so it runs before any route module makes a schema.
if (typeof document !== "undefined") z.config({ jitless: true });
