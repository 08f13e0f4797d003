import { randomBytes } from "node:crypto";
import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import type { RenderToPipeableStreamOptions } from "react-dom/server";
import { renderToPipeableStream } from "react-dom/server";
import type { EntryContext, HandleDataRequestFunction } from "react-router";
import { ServerRouter } from "react-router";
import { getCatalogue } from "./catalogue/catalogue.server";
import { languageOfPath } from "./i18n/languages";
import { regionFromAcceptLanguage } from "./lib/accept-language";
import { KIDS_PARAM } from "./lib/kids-limit";

export { catalogueBusySeconds } from "./catalogue/catalogue.server";

import { serverConfig } from "./config.server";
import { pageCacheControl } from "./lib/cache-control";
import { contentSecurityPolicy, imageOrigins } from "./lib/content-security-policy";
import { loadEveryLaterPart } from "./lib/hydrate-later";
import { NonceContext } from "./lib/nonce";
import { frameOrigins } from "./player/frame-policy";

// React Router's default server entry (renderToPipeableStream; bots and SPA mode wait for all content), plus
// what every page answer carries: a Content-Security-Policy with a nonce made for this response alone, handed
// to React and to React Router's scripts, and a Cache-Control decided by the status and the route
// (docs/decisions/0008-security-headers.md, 0009-html-cache.md). The server answers HEAD as GET (server/).

export const streamTimeout = 5_000;

/**
 * All a page takes from Accept-Language: the region the header names, if any, for the title overlay's Where to
 * watch (a header naming none gets the page language's region; the language itself comes from the URL). The
 * server's page cache keys pages that vary on the header by this (server/app.mjs), so "de-DE,de;q=0.9" and
 * "de-DE, en;q=0.5" share a stored page, and a header made up per request cannot make every request render. A
 * page that takes more from the header must say so here.
 */
export function acceptLanguageVariant(header: string | null): string {
  return regionFromAcceptLanguage(header, "");
}

/**
 * Called by the server once at start-up: opens the catalogue (its cache, the rate cap, the takedown list), so a
 * bad BLOCKED_TITLES_FILE stops start-up instead of failing the first visitor.
 */
export function startApp(): void {
  getCatalogue();
}

/** The parts of the policy that do not change between responses, worked out once. */
let policySources: { imageOrigins: string[]; frameOrigins: string[] } | undefined;

function pagePolicy(nonce: string): string {
  if (!policySources) {
    const config = serverConfig();
    policySources = {
      imageOrigins: imageOrigins(config.imageBaseUrl),
      frameOrigins: frameOrigins(config.playerProviders, config.catalogue),
    };
  }
  return contentSecurityPolicy({ nonce, ...policySources });
}

/**
 * The code of the parts that browsers hydrate later (app/lib/hydrate-later.ts), loaded before the first render so
 * that the server writes them in place (in the server's bundle that takes a microtask). Started on the first
 * request rather than here: by then every route module has run and declared its parts.
 */
let laterParts: Promise<unknown> | undefined;

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  laterParts ??= loadEveryLaterPart();
  await laterParts;
  const nonce = randomBytes(16).toString("base64");
  responseHeaders.set("Content-Security-Policy", pagePolicy(nonce));
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  // The page's language, which its URL decides (app/i18n/languages.ts), for caches and crawlers as well.
  const url = new URL(request.url);
  responseHeaders.set("Content-Language", languageOfPath(url.pathname).code);
  // A kids' URL (?kids=US-PG) is the same page under a limit: search engines index the page without it.
  if (url.searchParams.has(KIDS_PARAM)) responseHeaders.set("X-Robots-Tag", "noindex");

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // Bots and SPA mode get the whole page at once.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";
    // Abort after streamTimeout, leaving time to flush the rejected boundaries.
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );

    const { pipe, abort } = renderToPipeableStream(
      <NonceContext value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceContext>,
      {
        nonce,
        // A <Suspense> whose content is ready with the shell is written in place, whatever its size. React would
        // send one over 12.8 kB (its default) hidden, after the shell, for a script to move into view: home's hero
        // and rows under a title overlay (routes/home.tsx), which must show without scripts too.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          responseHeaders.set(
            "Cache-Control",
            pageCacheControl(responseStatusCode, responseHeaders.get("Cache-Control")),
          );
          pipe(body);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors in the shell reject and are logged by React Router; these come later, while streaming.
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}

/** Client navigations' data (single fetch) follows the same cache rules as the pages. */
export const handleDataRequest: HandleDataRequestFunction = (response) => {
  response.headers.set(
    "Cache-Control",
    pageCacheControl(response.status, response.headers.get("Cache-Control")),
  );
  return response;
};
