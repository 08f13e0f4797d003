import { useEffect } from "react";
import { useLocation, useRevalidator } from "react-router";
import { useLingui } from "~/i18n/i18n";
import { Link } from "~/i18n/link";
import { errorCopy } from "~/lib/error-copy";
import { usePublicConfig } from "~/lib/public-config";
import { NavigationProgress } from "./navigation-progress";
import { SiteFooter } from "./site-footer";
import { TopBar } from "./top-bar";

/**
 * The site's error page (the root error boundary): the top bar and footer stay, the words say whether the
 * page is missing or the catalogue is busy or unavailable, and "Try again" asks for the same URL again. It is
 * a plain link, so it works before or without JavaScript; once hydrated it reloads only the page's data (after an
 * unexpected error, the whole page).
 */
export function ErrorPage({ status }: { status: number | null }) {
  const { productName } = usePublicConfig();
  const { pathname, search } = useLocation();
  const revalidator = useRevalidator();
  const { i18n } = useLingui();
  const { heading, message, retry } = errorCopy(status, i18n);
  useEffect(() => {
    // As App does: marks the page as interactive for the end-to-end tests.
    document.documentElement.dataset.hydrated = "";
  }, []);
  const retrying = revalidator.state === "loading";
  return (
    <>
      <NavigationProgress />
      <TopBar />
      <main id="main" className="message-page">
        <h1>{heading}</h1>
        <p>{message}</p>
        <p className="message-page-actions">
          {retry ? (
            <a
              className="button button-primary"
              href={`${pathname}${search}`}
              aria-disabled={retrying || undefined}
              onClick={(event) => {
                // An unexpected error may have broken the page itself: the link's full reload is the cure.
                if (status === null) return;
                event.preventDefault();
                if (!retrying) revalidator.revalidate();
              }}
            >
              {i18n._(retrying ? "error.retrying" : "error.retry")}
            </a>
          ) : null}
          <Link className={retry ? "button button-secondary" : "button button-primary"} to="/">
            {i18n._("error.backTo", { product: productName })}
          </Link>
        </p>
      </main>
      <SiteFooter />
    </>
  );
}
