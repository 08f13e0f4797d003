// The lists TMDB keeps for Discover's form, as the demo answers them: watch/providers/{movie|tv} (the services
// of a region, with their priority in each region), watch/providers/regions (named in the asked language),
// configuration/languages and certification/{movie|tv}/list. Shapes as in TMDB's OpenAPI examples.

import { MOVIE_CERTIFICATIONS, TV_CERTIFICATIONS } from "./certifications";
import { PROVIDER_REGIONS, WATCH_PROVIDERS } from "./companies";
import type { Json } from "./json";
import { COUNTRY_NAMES } from "./locales";
import { ORIGINAL_LANGUAGES } from "./original-languages";

/**
 * watch/providers/{movie|tv}: with watch_region, the services offered there, each with its priority there;
 * without, every service with its lowest priority anywhere. An unknown region has none, as on TMDB.
 */
export function watchProviderList(params: URLSearchParams): Json {
  const region = params.get("watch_region")?.trim().toUpperCase() || null;
  const results = WATCH_PROVIDERS.filter((provider) => !region || region in provider.display_priorities).map(
    (provider) => ({
      display_priorities: provider.display_priorities,
      display_priority: region
        ? provider.display_priorities[region]
        : Math.min(...Object.values(provider.display_priorities)),
      logo_path: provider.logo_path,
      provider_name: provider.provider_name,
      provider_id: provider.provider_id,
    }),
  );
  return { results };
}

/** A language tag Intl accepts, from TMDB's language parameter ("de-DE", "ja"); English otherwise. */
function displayLanguage(language: string | null): string {
  try {
    return language ? (Intl.getCanonicalLocales(language)[0] ?? "en-US") : "en-US";
  } catch {
    return "en-US";
  }
}

/** watch/providers/regions: each region's English name as TMDB has it, and its name in the asked language. */
export function watchRegionList(params: URLSearchParams): Json {
  const names = new Intl.DisplayNames([displayLanguage(params.get("language")), "en"], {
    type: "region",
    fallback: "none",
  });
  const results = [...PROVIDER_REGIONS].sort().map((code) => {
    const english = COUNTRY_NAMES[code] ?? code;
    return { iso_3166_1: code, english_name: english, native_name: names.of(code) ?? english };
  });
  return { results };
}

export function languageList(): Json[] {
  return ORIGINAL_LANGUAGES.map((language) => ({ ...language }));
}

/** certification/{movie|tv}/list: each country's certifications with their order. */
export function certificationList(kind: "movie" | "tv"): Json {
  const systems = kind === "movie" ? MOVIE_CERTIFICATIONS : TV_CERTIFICATIONS;
  const certifications: Record<string, Json[]> = {};
  for (const [country, { list }] of Object.entries(systems)) {
    certifications[country] = list.map((entry) => ({ ...entry }));
  }
  return { certifications };
}
