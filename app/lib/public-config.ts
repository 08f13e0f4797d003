import { useRouteLoaderData } from "react-router";
import type { PublicConfig } from "~/config.server";

// Browser-safe access to the configuration the root loader chose to share (see publicConfig()).
// `import type` keeps config.server.ts itself out of the client bundle.

const FALLBACK: PublicConfig = { productName: "Marquee", imageBaseUrl: "", catalogue: "demo" };

export function usePublicConfig(): PublicConfig {
  const data = useRouteLoaderData("root") as { config: PublicConfig } | undefined;
  return data?.config ?? FALLBACK;
}

/** For meta functions, which get the matched routes' data rather than hooks. */
export function publicConfigFromMatches(
  matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>,
) {
  const root = matches.find((match) => match?.id === "root")?.loaderData as
    | { config: PublicConfig }
    | undefined;
  return root?.config ?? FALLBACK;
}

/** Tab title per spec §2: '{page} - {product}'. */
export function pageTitle(page: string, productName: string): string {
  return `${page} - ${productName}`;
}
