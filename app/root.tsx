// First, before any module makes a zod schema in the browser (see the module).
import "./lib/zod-without-eval";
import { useEffect } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useMatches,
} from "react-router";
import type { Route } from "./+types/root";
import { NavigationProgress } from "./components/navigation-progress";
import { SiteFooter } from "./components/site-footer";
import { TopBar } from "./components/top-bar";
import { publicConfig } from "./config.server";
import { pageTitle, publicConfigFromMatches, usePublicConfig } from "./lib/public-config";
import { ClearLastPage } from "./local/last-page";
import stylesUrl from "./styles/app.css?url";

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: stylesUrl },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export function loader() {
  return { config: publicConfig() };
}

export function Layout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b0b0f" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

/** Routes that fill the screen themselves (the watch page, the demo player) export `handle = { chrome: false }`. */
function useSiteChrome(): boolean {
  return !useMatches().some((match) => (match.handle as { chrome?: boolean } | undefined)?.chrome === false);
}

export default function App() {
  const chrome = useSiteChrome();
  useEffect(() => {
    // Marks the page as interactive; end-to-end tests wait for it before clicking.
    document.documentElement.dataset.hydrated = "";
  }, []);
  return (
    <>
      <NavigationProgress />
      <ClearLastPage />
      {chrome ? <TopBar /> : null}
      <main id="main">
        <Outlet />
      </main>
      {chrome ? <SiteFooter /> : null}
    </>
  );
}

export function meta({ matches, error }: Route.MetaArgs) {
  if (!error) return [];
  const { productName } = publicConfigFromMatches(matches);
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return [{ title: pageTitle(status === 404 ? "Page not found" : "Something went wrong", productName) }];
}

/** Tells an expected answer (404 and other thrown responses) from a real failure, without leaking details. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { productName } = usePublicConfig();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const heading = notFound ? "Page not found" : "Something went wrong";
  const message = notFound
    ? "We could not find that page. It may have moved, or the link may be wrong."
    : "The catalogue did not answer as expected. Please try again in a moment.";
  return (
    <>
      <TopBar />
      <main id="main" className="message-page">
        <h1>{heading}</h1>
        <p>{message}</p>
        <p>
          <a className="button button-primary" href="/">
            Back to {productName}
          </a>
        </p>
      </main>
      <SiteFooter />
    </>
  );
}
