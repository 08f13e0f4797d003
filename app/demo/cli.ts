// `npm run demo-api`: serves the demo catalogue over HTTP as a stand-in for api.themoviedb.org and its image
// host. Port from --port N, else the PORT environment variable, else 3999.

import { DEFAULT_DEMO_PORT, startDemoServer } from "./demo-server.server";

function portFromArgs(args: readonly string[], env: string | undefined): number {
  const flag = args.indexOf("--port");
  const inline = args.find((arg) => arg.startsWith("--port="))?.slice("--port=".length);
  const raw = flag >= 0 ? args[flag + 1] : (inline ?? env);
  if (raw === undefined || raw === "") return DEFAULT_DEMO_PORT;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`Invalid port: ${raw}`);
  return port;
}

const running = await startDemoServer(portFromArgs(process.argv.slice(2), process.env.PORT));
console.log(`Demo TMDB API: ${running.apiBaseUrl} (images: ${running.imageBaseUrl})`);

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    running.close().finally(() => process.exit(0));
  });
}
