import path from "node:path"; import { pathToFileURL } from "node:url"; import { readFileSync } from "node:fs"; import { gzipSync } from "node:zlib";
import { firstLoadAssets } from "./scripts/lib/first-load.mjs";
const root = process.argv[2];
process.env.NODE_ENV="production"; delete process.env.TMDB_API_KEY;
const { createRequestHandler } = await import("react-router");
const build = await import(pathToFileURL(path.join(root, "build/server/index.js")).href);
const handle = createRequestHandler(build, "production");
const html = await (await handle(new Request("http://localhost" + process.argv[3]))).text();
let t=0; for (const url of firstLoadAssets(html).js) { const n=gzipSync(readFileSync(path.join(root,"build/client",url)),{level:9}).length; t+=n; console.log(url, n);} console.log("total", t);
