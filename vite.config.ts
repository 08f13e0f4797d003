import { reactRouter } from "@react-router/dev/vite";
import { defineConfig, type Plugin } from "vite";

// Every client chunk runs as soon as it loads, so V8 may compile all of its functions while the file streams in, on
// a background thread, instead of one by one on the main thread when each is first called (V8's explicit compile
// hints, Chrome 136+; other engines ignore the comment). The comment must be the file's first line, so it is added
// last, after minification and after Vite puts its preload map at the top (docs/decisions/0013-compile-hints.md).
const COMPILE_HINT = "//# allFunctionsCalledOnLoad\n";
function compileHints(): Plugin {
  return {
    name: "marquee:compile-hints",
    apply: "build",
    generateBundle: {
      order: "post",
      handler(_options, bundle) {
        for (const file of Object.values(bundle)) {
          if (file.type === "chunk" && !file.code.startsWith(COMPILE_HINT))
            file.code = COMPILE_HINT + file.code;
        }
      },
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [reactRouter(), ...(isSsrBuild ? [] : [compileHints()])],
  resolve: { tsconfigPaths: true },
  build: isSsrBuild
    ? {}
    : {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                // React, React DOM and React Router load on every page together: one file compresses better
                // and costs one request instead of four (docs/decisions/0010-performance-budget.md).
                { name: "framework", test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/ },
              ],
            },
          },
        },
      },
}));
