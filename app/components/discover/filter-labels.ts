import type { DiscoverForm } from "~/catalogue/discover.server";
import { genreName } from "~/data/genres";
import type { I18n } from "~/i18n/runtime";
import type { ActiveFilter } from "~/lib/discover-filters";
import type { DiscoverQuery, Runtime } from "~/lib/discover-href";

// What a visitor reads for each Discover filter: on its chip and in the empty state's "loosen" advice.

export function runtimeLabel(i18n: I18n, runtime: Runtime): string {
  const { min, max } = runtime;
  if (min !== undefined && max !== undefined)
    return i18n._("discover.runtime.between", { min: i18n.number(min), max: i18n.number(max) });
  if (max !== undefined) return i18n._("discover.runtime.upTo", { max: i18n.number(max) });
  return i18n._("discover.runtime.from", { min: i18n.number(min ?? 0) });
}

/** Years without digit grouping ("2009", not "2,009"), in the language's digits. */
function year(i18n: I18n, value: number): string {
  return i18n.number(value, { useGrouping: false });
}

export function filterLabel(
  i18n: I18n,
  filter: ActiveFilter,
  query: DiscoverQuery,
  lists: Pick<DiscoverForm, "providers" | "languages">,
): string {
  switch (filter.type) {
    case "genre":
      return genreName(i18n, query.kind, filter.id);
    case "without":
      return i18n._("discover.chip.without", { genre: genreName(i18n, query.kind, filter.id) });
    case "years": {
      const { from, to } = query;
      if (from !== undefined && to !== undefined)
        return from === to
          ? year(i18n, from)
          : i18n._("discover.chip.years", { from: year(i18n, from), to: year(i18n, to) });
      if (from !== undefined) return i18n._("discover.chip.fromYear", { from: year(i18n, from) });
      return i18n._("discover.chip.toYear", { to: year(i18n, to ?? 0) });
    }
    case "rating":
      return i18n._("discover.chip.rating", { rating: i18n.number(query.rating ?? 0) });
    case "votes":
      return i18n._("discover.votes.value", { votes: i18n.number(query.votes ?? 0) });
    case "runtime":
      return runtimeLabel(i18n, query.runtime ?? {});
    case "lang":
      return lists.languages.find((language) => language.code === query.lang)?.name ?? query.lang ?? "";
    case "on":
      return (
        lists.providers.find((provider) => provider.id === filter.id)?.name ?? i18n._("discover.chip.service")
      );
    case "cert":
      return i18n._("discover.cert.upTo", { cert: query.cert ?? "" });
  }
}
