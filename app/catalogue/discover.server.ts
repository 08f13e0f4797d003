import { regionName } from "~/lib/accept-language";
import type { DiscoverQuery } from "~/lib/discover-href";
import { discoverFilterOf } from "~/lib/discover-params";
import type { Catalogue } from "./catalogue";
import { isCatalogueError } from "./catalogue-error";
import { type CardFields, toCard } from "./explore.server";
import type { CatalogueLocale } from "./locale";
import type { Page, TitleSummary, WatchProvider } from "./types";

// What /discover shows: one page of discover/{movie|tv} with every filter of the query, and the lists
// its form offers (the region's streaming services, the regions, the original languages, the region's
// certifications). The lists are the form's helpers: when one fails the form goes without it; when the results
// fail the page says so with the failure's status, as the explore pages do.

/** The services shown in the form: the region's most popular first; a region lists hundreds. */
export const PROVIDERS_SHOWN = 24;

export interface NamedOption {
  code: string;
  name: string;
}

export interface DiscoverForm {
  providers: WatchProvider[];
  regions: NamedOption[];
  languages: NamedOption[];
  /** The region's movie certifications, least restrictive first. */
  certifications: string[];
}

export interface DiscoverResult {
  items: CardFields[];
  totalPages: number;
  totalResults: number;
  failure?: { status: number; retryAfterSeconds?: number };
}

/** One page of results; never throws: a failure is returned with its status. */
export async function loadDiscoverPage(
  catalogue: Catalogue,
  query: DiscoverQuery,
  region: string,
  locale?: CatalogueLocale,
  page = query.page,
): Promise<DiscoverResult> {
  let result: Page<TitleSummary>;
  try {
    result = await catalogue.discover(query.kind, discoverFilterOf(query, region, page), locale);
  } catch (error) {
    if (!isCatalogueError(error)) throw error;
    console.error(`Discover ${query.kind} p${page}: ${error.message}`);
    const empty = { items: [], totalPages: 0, totalResults: 0 };
    if (error.reason === "not_found") return empty;
    return { ...empty, failure: { status: error.status, retryAfterSeconds: error.retryAfterSeconds } };
  }
  return {
    items: result.results.map(toCard),
    totalPages: result.totalPages,
    totalResults: result.totalResults,
  };
}

/** A helper list, or nothing when the catalogue cannot give it (the form then goes without that control). */
async function orNothing<T>(list: Promise<T[]>, what: string): Promise<T[]> {
  try {
    return await list;
  } catch (error) {
    if (!isCatalogueError(error)) throw error;
    console.error(`Discover form, ${what}: ${error.message}`);
    return [];
  }
}

const byName = (language: string) => {
  const collator = new Intl.Collator(language);
  return (a: NamedOption, b: NamedOption) => collator.compare(a.name, b.name);
};

/** The language's name in the page's language ("Japanese", "japonés", "ياباني"), else TMDB's English name. */
function languageName(code: string, englishName: string, names: Intl.DisplayNames | null): string {
  try {
    const name = names?.of(code);
    if (name && name !== code) return name;
  } catch {
    // A code Intl does not know (TMDB lists "xx", no language): TMDB's own name.
  }
  return englishName || code;
}

export async function loadDiscoverForm(
  catalogue: Catalogue,
  query: DiscoverQuery,
  region: string,
  language: string,
  locale?: CatalogueLocale,
): Promise<DiscoverForm> {
  const [providers, regions, languages, certifications] = await Promise.all([
    orNothing(catalogue.listWatchProviders(query.kind, region, locale), "providers"),
    orNothing(catalogue.listWatchRegions(locale), "regions"),
    orNothing(catalogue.listOriginalLanguages(), "languages"),
    orNothing(
      catalogue.listCertifications("movie").then((byCountry) => byCountry[region] ?? []),
      "certifications",
    ),
  ]);
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames([language], { type: "language", fallback: "code" });
  } catch {
    names = null;
  }
  // The chosen services stay in the form even when they are not among the most popular.
  const shown = providers.filter(
    (provider, index) => index < PROVIDERS_SHOWN || query.on.includes(provider.id),
  );
  const regionOptions = regions.map((option) => ({
    code: option.code,
    name: regionName(option.code, language),
  }));
  if (!regionOptions.some((option) => option.code === region)) {
    regionOptions.push({ code: region, name: regionName(region, language) });
  }
  return {
    providers: shown,
    regions: regionOptions.sort(byName(language)),
    languages: languages
      .map((option) => ({ code: option.code, name: languageName(option.code, option.englishName, names) }))
      .sort(byName(language)),
    certifications: [...certifications].sort((a, b) => a.order - b.order).map((item) => item.certification),
  };
}
