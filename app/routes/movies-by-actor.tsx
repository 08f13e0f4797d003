import { data } from "react-router";
import { loadActorMovies, UnknownActorError } from "~/catalogue/actor-credits.server";
import { getCatalogue } from "~/catalogue/catalogue.server";
import { ActorCreditsView } from "~/components/actor-credits-view";
import { i18nFromMatches } from "~/i18n/i18n";
import { catalogueLocaleOf } from "~/i18n/request-language.server";
import { moviesByActorHref, parseActorId } from "~/lib/actor-params";
import { failureHeadersOf, failureResponseInit } from "~/lib/catalogue-failure";
import { parsePage } from "~/lib/explore-params";
import { pageTitle, publicConfigFromMatches } from "~/lib/public-config";
import type { Route } from "./+types/movies-by-actor";

export async function loader({ params, request }: Route.LoaderArgs) {
  const id = parseActorId(params.id);
  // A non-numeric, zero or unknown id is not an actor: the root boundary shows "Page not found".
  if (id === null) throw data("Not found", { status: 404 });
  const page = parsePage(new URL(request.url).searchParams.get("p"));
  try {
    const { failure, ...result } = await loadActorMovies(
      getCatalogue(),
      id,
      page,
      catalogueLocaleOf(request),
    );
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

export function meta({ data: loaded, matches }: Route.MetaArgs) {
  const { productName } = publicConfigFromMatches(matches);
  const i18n = i18nFromMatches(matches);
  const name = loaded?.name ?? i18n._("actor.fallbackName");
  return [
    { title: pageTitle(name, productName) },
    { name: "description", content: i18n._("actor.movies.description", { name, product: productName }) },
  ];
}

export default function MoviesByActor({ loaderData }: Route.ComponentProps) {
  const { id, name, items, page, totalPages } = loaderData;
  return (
    <ActorCreditsView
      id={id}
      name={name}
      current="movies"
      items={items}
      paging={{ page, totalPages, hrefFor: (target) => moviesByActorHref(id, target) }}
    />
  );
}
