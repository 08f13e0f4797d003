import { z } from "zod";
import { CACHE_POLICY } from "./cache.server";
import type { Catalogue } from "./catalogue";
import { checkRegion } from "./client-checks.server";
import type { ClientParts } from "./tmdb-request.server";
import { lenientArray, lenientRecord, watchProviderSchema } from "./tmdb-schemas.server";
import type { Certification, OriginalLanguage, WatchProvider, WatchRegion } from "./types";

// The lists Discover's form is built from: a region's streaming services, the regions TMDB has
// services for, the original languages and each country's age certifications. Schemas, mappers and the
// client's four methods, kept together apart from the rest of the client; they change rarely, so they are
// cached for a day (CACHE_POLICY.reference). TMDB's answers to these are recorded nowhere in
// ../shared/tmdb-fixtures/recorded: the schemas follow the examples of TMDB's OpenAPI description.

const text = z.string().nullish().catch(null);

/** watch/providers/{movie|tv}: a provider with its priority per region (display_priorities). */
export const watchProviderListSchema = z.object({
  results: lenientArray(
    watchProviderSchema.extend({
      provider_name: z.string().trim().min(1),
      display_priorities: z.record(z.string(), z.number()).nullish().catch(null),
    }),
  ),
});
export type RawWatchProviderList = z.output<typeof watchProviderListSchema>;

/** watch/providers/regions */
export const watchRegionListSchema = z.object({
  results: lenientArray(
    z.object({ iso_3166_1: z.string().regex(/^[A-Z]{2}$/), english_name: text, native_name: text }),
  ),
});
export type RawWatchRegionList = z.output<typeof watchRegionListSchema>;

/** configuration/languages: a bare array. */
export const languageListSchema = lenientArray(
  z.object({ iso_639_1: z.string().regex(/^[a-z]{2}$/), english_name: z.string().trim().min(1), name: text }),
);
export type RawLanguageList = z.output<typeof languageListSchema>;

/** certification/{movie|tv}/list: country code -> its certifications, in no particular order. */
export const certificationListSchema = z.object({
  certifications: lenientRecord(
    lenientArray(z.object({ certification: z.string(), meaning: text, order: z.number().int() })),
  ),
});
export type RawCertificationList = z.output<typeof certificationListSchema>;

const byName = (language: string) => new Intl.Collator(language, { sensitivity: "base" }).compare;

/**
 * The region's services, most popular there first: by their display_priorities entry for the region, else
 * display_priority. A service whose display_priorities leave the region out is not offered there and is left
 * out (TMDB answers with the region's services only, but a fuller list must not slip others in).
 */
export function mapWatchProviderList(raw: RawWatchProviderList, region: string): WatchProvider[] {
  type Item = RawWatchProviderList["results"][number];
  const offeredHere = (item: Item) => !item.display_priorities || region in item.display_priorities;
  const priority = (item: Item) =>
    item.display_priorities?.[region] ?? item.display_priority ?? Number.POSITIVE_INFINITY;
  const seen = new Set<number>();
  return raw.results
    .filter(offeredHere)
    .sort((a, b) => priority(a) - priority(b) || a.provider_id - b.provider_id)
    .filter((item) => !seen.has(item.provider_id) && seen.add(item.provider_id))
    .map((item) => ({
      id: item.provider_id,
      name: item.provider_name,
      logoPath: item.logo_path?.trim() || null,
    }));
}

/** Regions named in the asked language (native_name), English when TMDB has no such name; sorted by name. */
export function mapWatchRegions(raw: RawWatchRegionList, language: string): WatchRegion[] {
  const regions = new Map<string, WatchRegion>();
  for (const item of raw.results) {
    const name = item.native_name?.trim() || item.english_name?.trim() || item.iso_3166_1;
    if (!regions.has(item.iso_3166_1)) regions.set(item.iso_3166_1, { code: item.iso_3166_1, name });
  }
  const compare = byName(language);
  return [...regions.values()].sort((a, b) => compare(a.name, b.name) || a.code.localeCompare(b.code));
}

/** Languages by English name (the page names them in its own language). */
export function mapOriginalLanguages(raw: RawLanguageList): OriginalLanguage[] {
  const languages = new Map<string, OriginalLanguage>();
  for (const item of raw) {
    if (!languages.has(item.iso_639_1)) {
      languages.set(item.iso_639_1, { code: item.iso_639_1, englishName: item.english_name });
    }
  }
  const compare = byName("en");
  return [...languages.values()].sort(
    (a, b) => compare(a.englishName, b.englishName) || a.code.localeCompare(b.code),
  );
}

/** Per country, from least to most restrictive (order); empty certifications and empty countries left out. */
export function mapCertifications(raw: RawCertificationList): Record<string, Certification[]> {
  const byCountry: Record<string, Certification[]> = {};
  for (const country of Object.keys(raw.certifications).sort()) {
    const list = (raw.certifications[country] ?? [])
      .filter((item) => item.certification.trim() !== "")
      .map((item) => ({
        certification: item.certification.trim(),
        meaning: item.meaning?.trim() ?? "",
        order: item.order,
      }))
      .sort((a, b) => a.order - b.order || a.certification.localeCompare(b.certification));
    if (list.length > 0) byCountry[country] = list;
  }
  return byCountry;
}

type DiscoverLists = Pick<
  Catalogue,
  "listWatchProviders" | "listWatchRegions" | "listOriginalLanguages" | "listCertifications"
>;

export function discoverListMethods({ load, localised, tmdbKind }: ClientParts): DiscoverLists {
  const policy = CACHE_POLICY.reference;
  return {
    async listWatchProviders(kind, region, locale) {
      const path = `watch/providers/${tmdbKind(kind)}`;
      const watchRegion = checkRegion(region, "watch region") ?? "";
      return localised(locale, (language) =>
        load(path, { watch_region: watchRegion, language }, policy, watchProviderListSchema, (raw) =>
          mapWatchProviderList(raw, watchRegion),
        ),
      );
    },

    async listWatchRegions(locale) {
      return localised(locale, (language = "en-US") =>
        load("watch/providers/regions", { language }, policy, watchRegionListSchema, (raw) =>
          mapWatchRegions(raw, language),
        ),
      );
    },

    async listOriginalLanguages() {
      return load("configuration/languages", {}, policy, languageListSchema, mapOriginalLanguages);
    },

    async listCertifications(kind) {
      const path = `certification/${tmdbKind(kind)}/list`;
      return load(path, {}, policy, certificationListSchema, mapCertifications);
    },
  };
}
