import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // The whole route manifest (~20 routes, a few kB) loads with the page instead of being discovered link by
  // link: lazy discovery scans every link on the page after hydration and fetches /__manifest for them, which
  // costs the main thread more than the manifest does (docs/decisions/0012-scripts-after-paint.md).
  routeDiscovery: { mode: "initial" },
} satisfies Config;
