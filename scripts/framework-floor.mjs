// @ts-check
// `npm run floor`: the framework's own first load. Builds a page with nothing on it (a root with React Router's
// <Meta>, <Links>, <Scripts> and an index route that renders null) in a scratch folder, with the React, React
// Router and Vite installed here and the same framework chunk as the site (vite.config.ts), renders it with the
// production server build and sizes what its HTML loads, as `npm run check:size` sizes the site's pages
// (scripts/lib/first-load.mjs). When React or React Router is updated, the difference between this figure before
// and after is how far the framework alone moved the site's byte lines (bench/budget.json): a line moves by that
// much and no more.
//
//   npm run floor                        the versions installed in this project
//   npm run floor -- --modules DIR       another node_modules (e.g. an older checkout's) to compare with
import { execFileSync } from "node:child_process";
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { measureFirstLoad } from "./lib/first-load.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const { values } = parseArgs({ options: { modules: { type: "string" } } });
const modules = path.resolve(values.modules ?? path.join(root, "node_modules"));
const version = (/** @type {string} */ name) =>
  JSON.parse(readFileSync(path.join(modules, name, "package.json"), "utf8")).version;

// React Router 7 pointed bundlers at its development build; the site aliased its production files (which exist
// only in 7's layout) so that the browser got those. Doing the same here keeps the floor comparable across both.
const production7 = path.join(modules, "react-router/dist/production/index.mjs");
const alias7 = existsSync(production7)
  ? `[{ find: /^react-router$/, replacement: ${JSON.stringify(production7)} },
     { find: /^react-router\\/dom$/, replacement: ${JSON.stringify(path.join(modules, "react-router/dist/production/dom-export.mjs"))} }]`
  : "[]";

// isSsrBuild tells React Router 7's two builds apart; under 8's single build it is false for both environments,
// so the chunk rule reaches the server's files too, which changes nothing the browser loads.
const FILES = {
  // React Router's build adds isbot to a package.json without it, and runs npm install: named here, it does not.
  "package.json": JSON.stringify({
    name: "floor",
    private: true,
    type: "module",
    dependencies: {
      "@react-router/node": "*",
      isbot: "*",
      react: "*",
      "react-dom": "*",
      "react-router": "*",
    },
  }),
  "react-router.config.ts": "export default { ssr: true };\n",
  "vite.config.ts": `import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [reactRouter()],
  resolve: { alias: isSsrBuild ? [] : ${alias7} },
  build: isSsrBuild ? {} : { rolldownOptions: { output: { codeSplitting: { groups: [
    { name: "framework", test: /node_modules[\\\\/](react|react-dom|react-router|scheduler)[\\\\/]/ },
  ] } } } },
}));
`,
  "app/root.tsx": `import { Links, Meta, Outlet, Scripts } from "react-router";
export function Layout({ children }: { children: React.ReactNode }) {
  return (<html lang="en"><head><meta charSet="utf-8" /><Meta /><Links /></head><body>{children}<Scripts /></body></html>);
}
export default function Root() { return <Outlet />; }
`,
  "app/routes.ts": `import { index } from "@react-router/dev/routes";
export default [index("routes/empty.tsx")];
`,
  "app/routes/empty.tsx": "export default function Empty() { return null; }\n",
  "render.mjs": `import { createRequestHandler } from "react-router";
const build = await import("./build/server/index.js");
const response = await createRequestHandler(build, "production")(new Request("http://floor.test/"));
process.stdout.write(await response.text());
`,
};

const scratch = mkdtempSync(path.join(tmpdir(), "framework-floor-"));
try {
  for (const [file, text] of Object.entries(FILES)) {
    mkdirSync(path.dirname(path.join(scratch, file)), { recursive: true });
    writeFileSync(path.join(scratch, file), text);
  }
  symlinkSync(modules, path.join(scratch, "node_modules"), "dir");
  execFileSync(process.execPath, [path.join(modules, ".bin/react-router"), "build"], {
    cwd: scratch,
    stdio: ["ignore", "ignore", "inherit"],
  });
  // Rendered by a script in the scratch folder, so that it and the build import the same React Router.
  const html = execFileSync(process.execPath, ["render.mjs"], { cwd: scratch, encoding: "utf8" });
  const { js, htmlGzipBytes } = measureFirstLoad(html, path.join(scratch, "build/client"));
  console.log(
    `React ${version("react")}, React Router ${version("react-router")}, Vite ${version("vite")}: ` +
      `an empty page loads ${js.gzipBytes.toLocaleString("en")} B of JavaScript (gzip) in ${js.files} files; ` +
      `its HTML is ${htmlGzipBytes.toLocaleString("en")} B`,
  );
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
