import { useEffect } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunctionArgs,
  useLocation,
  useMatches,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import { ErrorPage } from "./components/error-page";
import { NavigationProgress } from "./components/navigation-progress";
import { SiteFooter } from "./components/site-footer";
import { TopBar } from "./components/top-bar";
import { publicConfig } from "./config.server";
import { loadCatalogue } from "./i18n/catalogue-loader";
import { catalogueFetchScript } from "./i18n/catalogue-script";
import { catalogueFile } from "./i18n/catalogues.server";
import { i18nFromMatches, LanguageProvider, type RootLanguageData } from "./i18n/i18n";
import {
  LANGUAGES,
  languageByCode,
  languageOfPath,
  pathInLanguage,
  pathWithoutLanguage,
} from "./i18n/languages";
import { failureHeadersOf } from "./lib/catalogue-failure";
import { earlyTapsScript } from "./lib/early-taps";
import { errorCopy } from "./lib/error-copy";
import { kidsProfileScript } from "./lib/kids-profile-script";
import { useNonce } from "./lib/nonce";
import { isTitleOverlayPath } from "./lib/overlay-paths";
import { picturesWaitScript } from "./lib/pictures-wait";
import { pageTitle, publicConfigFromMatches } from "./lib/public-config";
// Arrow keys and a TV remote's Back key: a listener that loads the navigation on the first such key.
import "./lib/remote-keys";
import { readRaw } from "./local/browser-storage";
import { ClearLastPage } from "./local/last-page";
import { SYNC_CODE_KEY } from "./local/sync/sync-key";
import playerPageCss from "./styles/player-page.css?inline";
import siteCss from "./styles/site.css?inline";

// PNG icons, not the SVG: Chromium draws an SVG favicon as a document of its own on the page's main thread
// (~20-30 ms on a phone-class CPU, in the middle of hydration). public/favicon-32.png and apple-touch-icon.png
// are public/favicon.svg rendered with sharp.
export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon-32.png", type: "image/png", sizes: "32x32" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
];

/**
 * The site's whole stylesheet (app/styles/site.css, about 8.4 kB gzip), inlined into every server-rendered page
 * instead of linked: a linked stylesheet blocks the first paint for a round trip, which on a phone costs more
 * than the bytes. The browser bundle does not carry the text: it reads it back from the server's <style>, so
 * hydration sees the same content and never rewrites it.
 */
const SITE_CSS_ID = "site-css";
const SITE_CSS = import.meta.env.SSR ? siteCss : (document.getElementById(SITE_CSS_ID)?.textContent ?? "");

/**
 * The page's early script: moves a kids' profile onto its own URL before anything is shown
 * (app/lib/kids-profile-script.ts), keeps taps on script-only buttons made before hydration and carries them out after it
 * (app/lib/early-taps.ts), and holds the lazy pictures further down until then (app/lib/pictures-wait.ts). The
 * server sends it; the browser bundle reads it back like the stylesheet instead of carrying it.
 */
const EARLY_TAPS_ID = "early-taps";
const EARLY_TAPS = import.meta.env.SSR
  ? kidsProfileScript() + earlyTapsScript() + picturesWaitScript()
  : (document.getElementById(EARLY_TAPS_ID)?.textContent ?? "");

/**
 * Starts fetching the page's catalogue file from the <head>, before the scripts have loaded (entry.client.tsx
 * waits for it). Like the early-taps script, the browser reads the text back instead of building it.
 */
const CATALOGUE_SCRIPT_ID = "catalogue";
function catalogueScript(url: string): string {
  return import.meta.env.SSR
    ? catalogueFetchScript(url)
    : (document.getElementById(CATALOGUE_SCRIPT_ID)?.textContent ?? "");
}

export function loader({ url }: Route.LoaderArgs) {
  const language = languageOfPath(url.pathname);
  return {
    config: publicConfig(),
    // The page's language, and the file of its catalogue, the only one the browser gets (app/i18n/i18n.tsx).
    // The catalogue is not in this data: it would travel in every page's HTML.
    language: language.code,
    catalogue: catalogueFile(language),
    // For hreflang alternates, which search engines want absolute.
    origin: url.origin,
  };
}

/**
 * A navigation into another language brings that language's catalogue before the page renders in it. (At
 * hydration the server's data is used, and entry.client.tsx has loaded the page's catalogue already.)
 */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const data = await serverLoader();
  await loadCatalogue(data.language, data.catalogue);
  return data;
}

/**
 * The root's data (configuration and the language's catalogue file) changes only with the language, so a
 * navigation in the same language does not fetch it again.
 */
export function shouldRevalidate({ currentUrl, nextUrl }: ShouldRevalidateFunctionArgs) {
  return languageOfPath(currentUrl.pathname) !== languageOfPath(nextUrl.pathname);
}

export function Layout({ children }: { children: React.ReactNode }) {
  const framework = usePageHas("scripts");
  const nonce = useNonce();
  const data = useRouteLoaderData<typeof loader>("root");
  const { pathname, search } = useLocation();
  const language = languageByCode(data?.language) ?? languageOfPath(pathname);
  return (
    <html lang={language.code} dir={language.dir}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b0b0f" />
        {framework ? (
          <script
            id={EARLY_TAPS_ID}
            nonce={nonce}
            suppressHydrationWarning
            // biome-ignore lint/security/noDangerouslySetInnerHtml: the site's own script, from app/lib/early-taps.ts
            dangerouslySetInnerHTML={{ __html: EARLY_TAPS }}
          />
        ) : null}
        {framework && data ? (
          <script
            id={CATALOGUE_SCRIPT_ID}
            nonce={nonce}
            suppressHydrationWarning
            // biome-ignore lint/security/noDangerouslySetInnerHtml: the site's own script, naming its own file
            dangerouslySetInnerHTML={{ __html: catalogueScript(data.catalogue) }}
          />
        ) : null}
        <Meta />
        <LanguageAlternates origin={data?.origin ?? ""} page={pathWithoutLanguage(pathname + search)} />
        <style
          id={SITE_CSS_ID}
          // biome-ignore lint/security/noDangerouslySetInnerHtml: the site's own stylesheet, from the build
          dangerouslySetInnerHTML={{
            // A page without the framework (the demo player) is never rendered in the browser: on the server it
            // gets its own stylesheet (app/styles/player-page.css), a fraction of the site's.
            __html: import.meta.env.SSR && !framework ? playerPageCss : SITE_CSS,
          }}
        />
        <Links />
      </head>
      <body>
        <LanguageProvider data={data as RootLanguageData | undefined}>{children}</LanguageProvider>
        {framework ? (
          <>
            <ScrollRestoration />
            <Scripts />
          </>
        ) : null}
      </body>
    </html>
  );
}

/** The same page in every language, and English as the default for other languages (hreflang). */
function LanguageAlternates({ origin, page }: { origin: string; page: string }) {
  return (
    <>
      {LANGUAGES.map((language) => (
        <link
          key={language.code}
          rel="alternate"
          hrefLang={language.code}
          href={origin + pathInLanguage(page, language)}
        />
      ))}
      <link rel="alternate" hrefLang="x-default" href={origin + page} />
    </>
  );
}

/**
 * What a route's `handle` may turn off for its page, by setting it to false:
 * - `chrome`: the site's top bar and footer, for routes that fill the screen themselves (the watch page, the
 *   demo player);
 * - `scripts`: the framework's scripts, for pages that run without React in the browser and are never hydrated
 *   (the demo player, which brings its own small script). Such a page gets the demo player's stylesheet
 *   instead of the site's (app/styles/player-page.css);
 * - `main`: the main landmark, for a page shown in a frame inside another page's main (the demo player), where a
 *   second one would stand beside the page's own in a screen reader's list of landmarks.
 */
interface PageHandle {
  chrome?: boolean;
  scripts?: boolean;
  main?: boolean;
}

/** False when any matched route's handle turns this part of the page off. */
function usePageHas(part: keyof PageHandle): boolean {
  return !useMatches().some((match) => (match.handle as PageHandle | undefined)?.[part] === false);
}

export default function App() {
  const chrome = usePageHas("chrome");
  const Main = usePageHas("main") ? "main" : "div";
  // The title overlay is modal: the bar and footer behind it are inert, in the server's HTML too, since the
  // dialog the server sends stays as it is (overlay-dialog.tsx).
  const behindOverlay = isTitleOverlayPath(useLocation().pathname);
  useEffect(() => {
    // Marks the page as interactive. End-to-end tests wait for it before clicking, and the title overlay reads
    // it to tell a page being hydrated from a navigation in the browser (overlay-dialog.tsx).
    // It also carries out the taps made while the page was not yet interactive (app/lib/early-taps.ts).
    document.documentElement.dataset.hydrated = "";
    // A browser linked to others keeps its lists in step on every page; the code loads only here.
    if (readRaw("local", SYNC_CODE_KEY))
      void import("./local/sync/sync-runner").then((sync) => sync.startSync());
  }, []);
  return (
    <>
      <NavigationProgress />
      <ClearLastPage />
      {chrome ? <TopBar inert={behindOverlay} /> : null}
      <Main id="main">
        <Outlet />
      </Main>
      {chrome ? <SiteFooter inert={behindOverlay} /> : null}
    </>
  );
}

export function meta({ matches, error }: Route.MetaArgs) {
  if (!error) return [];
  const { productName } = publicConfigFromMatches(matches);
  return [
    { title: pageTitle(errorCopy(errorStatus(error), i18nFromMatches(matches)).heading, productName) },
    { name: "robots", content: "noindex" },
  ];
}

/** The status a thrown response carried (404, 429, 502, 503...), or null for an unexpected error. */
function errorStatus(error: unknown): number | null {
  return isRouteErrorResponse(error) ? error.status : null;
}

/** A failure's Retry-After and Cache-Control reach the document (app/lib/catalogue-failure.ts). */
export function headers({ errorHeaders }: Route.HeadersArgs) {
  return failureHeadersOf(errorHeaders);
}

/** Tells a missing page from a busy or unavailable catalogue and from a real failure, without leaking details. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage status={errorStatus(error)} />;
}
