import { Suspense, useEffect } from "react";
import { isRouteErrorResponse, redirect, useLocation, useNavigation, useRevalidator } from "react-router";
import { isNotFound, isOverLimit } from "~/catalogue/catalogue-error";
import { BACKDROP_SIZE, imageUrl, POSTER_SIZE } from "~/catalogue/images";
import { catalogueFor } from "~/catalogue/kids-limit.server";
import { kindFromPathname, loadTitleOverlay, parseTitleId } from "~/catalogue/title-overlay.server";
import type { KidsUnavailableData, KidsUnavailableProps } from "~/components/kids-unavailable";
import { OverlayDialog } from "~/components/title-details/overlay-dialog";
import { TitleDetailsView } from "~/components/title-details/title-details-view";
import { publicConfig } from "~/config.server";
import { i18nFromMatches, useLingui } from "~/i18n/i18n";
import { pathInLanguage } from "~/i18n/languages";
import { Link } from "~/i18n/link";
import { catalogueLocaleOf, languageOfUrl, regionOf } from "~/i18n/request-language.server";
import { CACHE_CONTROL } from "~/lib/cache-control";
import { failureHeadersOf, throwCatalogueFailure } from "~/lib/catalogue-failure";
import { errorCopy } from "~/lib/error-copy";
import { hydrateLater } from "~/lib/hydrate-later";
import { certificationName, keepKidsParam, kidsLimitOfSearch } from "~/lib/kids-limit";
import { isTitleOverlayPath } from "~/lib/overlay-paths";
import { pageTitle, publicConfigFromMatches } from "~/lib/public-config";
import { shorten } from "~/lib/text";
import { parseSeasonParam } from "~/lib/title-details";
import { recordView } from "~/local/recently-viewed";
import type { Route } from "./+types/title-details";

// The title detail overlay at /movie/{id} and /series/{id}, over the home page (spec §2, §4, §5). One module
// serves both URLs (route ids movie-details and series-details); the kind comes from the path.

/** Spec §2: a description for link previews; search engines show about this much. */
const DESCRIPTION_LENGTH = 160;

export async function loader({ params, request, url }: Route.LoaderArgs) {
  const kind = kindFromPathname(url.pathname);
  const id = parseTitleId(params.id);
  const language = languageOfUrl(url);
  // Spec §5: an invalid id or type redirects to / (home in the page's language: /es for a Spanish page).
  const home = keepKidsParam(url, pathInLanguage("/", language));
  if (!kind || id === null) throw redirect(home);
  const catalogue = await catalogueFor(url);
  const overlay = await loadTitleOverlay(catalogue, {
    kind,
    id,
    season: parseSeasonParam(url.searchParams.get("season")),
    // The browser's region when it names one, else the language's own (a Spanish page without one: ES).
    region: regionOf(request, url),
    language: language.code,
    locale: catalogueLocaleOf(url),
  }).catch((error: unknown) => {
    // Spec §8: a title the catalogue does not have sends the visitor to /; other failures show the boundary.
    if (isNotFound(error)) throw redirect(home);
    if (isOverLimit(error)) return null;
    return throwCatalogueFailure(error);
  });
  // Over the page's kids' limit: a page of its own, 200 and cacheable as the title's page is (the limit is in the
  // URL, so the page cache and a CDN keep it apart from the title's page without one).
  const limit = kidsLimitOfSearch(url.search);
  if (overlay === null && limit) {
    return { unavailable: { rating: certificationName(limit) } } satisfies KidsUnavailableData;
  }
  if (overlay === null) throw redirect(home);
  // Link previews need absolute URLs; the demo's artwork paths are relative to this site.
  const { imageBaseUrl } = publicConfig();
  const image =
    imageUrl(imageBaseUrl, overlay.backdropPath, BACKDROP_SIZE) ??
    imageUrl(imageBaseUrl, overlay.posterPath, POSTER_SIZE);
  const share = {
    url: `${url.origin}${url.pathname}`,
    image: image ? new URL(image, url.origin).href : null,
  };
  return { ...overlay, share };
}

/** The watch providers shown depend on the visitor's language header; caches must keep them apart. */
export function headers({ parentHeaders, errorHeaders }: Route.HeadersArgs) {
  const headers = new Headers(parentHeaders);
  headers.set("Cache-Control", CACHE_CONTROL.details);
  // A failure shown by this route's own boundary keeps its Retry-After and Cache-Control.
  for (const [name, value] of failureHeadersOf(errorHeaders)) headers.set(name, value);
  headers.append("Vary", "Accept-Language");
  return headers;
}

export function meta({ loaderData: title, matches }: Route.MetaArgs) {
  const { productName } = publicConfigFromMatches(matches);
  const i18n = i18nFromMatches(matches);
  if (!title) return [{ title: pageTitle(i18n._("title.errorHeading"), productName) }];
  if ("unavailable" in title) return [{ title: pageTitle(i18n._("error.blocked.heading"), productName) }];
  const description =
    shorten(title.overview, DESCRIPTION_LENGTH) ||
    i18n._("title.metaDescription", { title: title.title, product: productName });
  return [
    { title: pageTitle(title.title, productName) },
    { name: "description", content: description },
    { property: "og:site_name", content: productName },
    { property: "og:type", content: title.kind === "movie" ? "video.movie" : "video.tv_show" },
    { property: "og:title", content: title.title },
    { property: "og:description", content: description },
    { property: "og:url", content: title.share.url },
    ...(title.share.image ? [{ property: "og:image", content: title.share.image }] : []),
    { name: "twitter:card", content: title.share.image ? "summary_large_image" : "summary" },
  ];
}

export default function TitleDetailsPage({ loaderData }: Route.ComponentProps) {
  const unavailable = "unavailable" in loaderData ? loaderData.unavailable : undefined;
  if (unavailable) {
    return (
      <OverlayDialog headingId={HEADING_ID} contentKey="kids-unavailable">
        <Suspense fallback={null}>
          <KidsUnavailable rating={unavailable.rating} headingId={HEADING_ID} />
        </Suspense>
      </OverlayDialog>
    );
  }
  return <TitleDetails title={loaderData as Exclude<typeof loaderData, KidsUnavailableData>} />;
}

function TitleDetails({
  title,
}: {
  title: Exclude<Route.ComponentProps["loaderData"], KidsUnavailableData>;
}) {
  const { id, kind, posterPath } = title;
  const name = title.title;
  const location = useLocation();
  const navigation = useNavigation();
  // Another title opened from inside the overlay is loading.
  const busy =
    navigation.state === "loading" &&
    isTitleOverlayPath(navigation.location.pathname) &&
    navigation.location.pathname !== location.pathname;

  // Spec §2: Recently Viewed on home lists the titles whose details the visitor opened.
  useEffect(() => {
    recordView({ id, poster_path: posterPath, title: name, type: kind });
  }, [id, kind, posterPath, name]);

  return (
    <OverlayDialog headingId={HEADING_ID} contentKey={`${kind}-${id}`} busy={busy}>
      <TitleDetailsView key={`${kind}-${id}`} title={title} headingId={HEADING_ID} />
    </OverlayDialog>
  );
}

const HEADING_ID = "title-overlay-heading";

/** A failure other than 'not found' (spec §8 sends those to /): said inside the overlay, with a way on. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const revalidator = useRevalidator();
  const { i18n } = useLingui();
  const { pathname, search } = useLocation();
  const rateLimited = isRouteErrorResponse(error) && error.status === 429;
  if (isRouteErrorResponse(error) && error.status === 451) return <BlockedTitleNotice />;
  return (
    <OverlayDialog headingId="title-overlay-error-heading" contentKey="error">
      <TitleMessage
        headingId="title-overlay-error-heading"
        heading={i18n._("title.errorHeading")}
        message={rateLimited ? i18n._("title.errorBusy") : i18n._("title.errorLoad")}
        retry={
          <a
            className="button button-primary"
            href={`${pathname}${search}`}
            onClick={(event) => {
              event.preventDefault();
              revalidator.revalidate();
            }}
          >
            {revalidator.state === "loading" ? i18n._("title.retrying") : i18n._("title.retry")}
          </a>
        }
      />
    </OverlayDialog>
  );
}

/** A title the operator took down (451): a short notice in the overlay, over home, with nothing to retry. */
function BlockedTitleNotice() {
  const { i18n } = useLingui();
  const { heading, message } = errorCopy(451, i18n);
  return (
    <OverlayDialog headingId="title-overlay-error-heading" contentKey="blocked">
      <TitleMessage headingId="title-overlay-error-heading" heading={heading} message={message} />
    </OverlayDialog>
  );
}

interface TitleMessageProps {
  headingId: string;
  heading: string;
  message: string;
  /** A failure's retry, before the way home (which then steps back to a secondary button). */
  retry?: React.ReactNode;
}

/** What the overlay says instead of a title it cannot show: a heading that takes focus, a sentence, a way home. */
function TitleMessage({ headingId, heading, message, retry }: TitleMessageProps) {
  const { i18n } = useLingui();
  return (
    <div className="title-overlay-message">
      <h2 id={headingId} tabIndex={-1}>
        {heading}
      </h2>
      <p>{message}</p>
      <p className="title-overlay-message-actions">
        {retry}
        <Link className={retry ? "button button-secondary" : "button button-primary"} to="/">
          {i18n._("title.backHome")}
        </Link>
      </p>
    </div>
  );
}

/**
 * The "Not available" page of a title over a kids' limit: text and a link, so its code loads only where it is
 * shown (app/lib/hydrate-later.ts) and every other page's first scripts do not carry it.
 */
const KidsUnavailable = hydrateLater<KidsUnavailableProps>(() =>
  import("~/components/kids-unavailable").then((module) => module.KidsUnavailable),
);
