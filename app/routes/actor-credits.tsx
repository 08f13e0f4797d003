import { data } from "react-router";
import { loadActorMovies, loadActorSeries, UnknownActorError } from "~/catalogue/actor-credits.server";
import { catalogueFor } from "~/catalogue/kids-limit.server";
import { ActorCreditsView } from "~/components/actor-credits-view";
import { i18nFromMatches } from "~/i18n/i18n";
import { pathWithoutLanguage } from "~/i18n/languages";
import { catalogueLocaleOf } from "~/i18n/request-language.server";
import { moviesByActorHref, parseActorId } from "~/lib/actor-params";
import { failureHeadersOf, failureResponseInit } from "~/lib/catalogue-failure";
import { parsePage } from "~/lib/page-number";
import { pageTitle, publicConfigFromMatches } from "~/lib/public-config";
import type { Route } from "./+types/actor-credits";

// One module serves /movies-by-actor/{id} and /shows-by-actor/{id} (two route ids in routes.ts, and again under
// each language's segment), as explore.tsx serves both explore pages; the path says which.
function creditsAt(pathname: string): "movies" | "series" {
  return pathWithoutLanguage(pathname).startsWith("/shows-by-actor/") ? "series" : "movies";
}

/** The actor's movies (one page of discover's) or series (one list), in the page's language. */
async function loadCredits(url: URL, id: number) {
  const locale = catalogueLocaleOf(url);
  if (creditsAt(url.pathname) === "series") {
    return { current: "series" as const, ...(await loadActorSeries(await catalogueFor(url), id, locale)) };
  }
  const page = parsePage(url.searchParams.get("p"));
  return {
    current: "movies" as const,
    ...(await loadActorMovies(await catalogueFor(url), id, page, locale)),
  };
}

export async function loader({ params, url }: Route.LoaderArgs) {
  const id = parseActorId(params.id);
  // A non-numeric, zero or unknown id is not an actor: the root boundary shows "Page not found".
  if (id === null) throw data("Not found", { status: 404 });
  try {
    const { failure, ...result } = await loadCredits(url, id);
    // A failed list is not displayed (spec §8), but the status keeps caches from serving it to everyone.
    return data({ id, ...result }, failureResponseInit(failure));
  } catch (error) {
    if (error instanceof UnknownActorError) throw data("Not found", { status: 404 });
    throw error;
  }
}

/** A failed list's Retry-After and Cache-Control reach the response (React Router copies only what this returns). */
export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return failureHeadersOf(loaderHeaders);
}

export function meta({ loaderData: loaded, location, matches }: Route.MetaArgs) {
  const { productName } = publicConfigFromMatches(matches);
  const i18n = i18nFromMatches(matches);
  const name = loaded?.name ?? i18n._("actor.fallbackName");
  const movies = creditsAt(location.pathname) === "movies";
  return [
    { title: pageTitle(movies ? name : i18n._("actor.series.title", { name }), productName) },
    {
      name: "description",
      content: i18n._(movies ? "actor.movies.description" : "actor.series.description", {
        name,
        product: productName,
      }),
    },
  ];
}

export default function ActorCredits({ loaderData }: Route.ComponentProps) {
  const { id, name, items } = loaderData;
  return (
    <ActorCreditsView
      id={id}
      name={name}
      current={loaderData.current}
      items={items}
      paging={
        loaderData.current === "movies"
          ? {
              page: loaderData.page,
              totalPages: loaderData.totalPages,
              hrefFor: (target) => moviesByActorHref(id, target),
            }
          : undefined
      }
    />
  );
}
