import { describe, expect, it } from "vitest";
import { CACHE_POLICY } from "./cache.server";
import type { Catalogue } from "./catalogue";
import {
  certificationListSchema,
  languageListSchema,
  mapCertifications,
  mapOriginalLanguages,
  mapWatchProviderList,
  mapWatchRegions,
  watchProviderListSchema,
  watchRegionListSchema,
} from "./discover-lists.server";
import { mapContentRatings, mapReleaseCertifications, mapTitleDetails } from "./title-details-mappers.server";
import { createTmdbClient } from "./tmdb-client.server";
import type { FetchFunction } from "./tmdb-request.server";
import { contentRatingsSchema, releaseDatesSchema, titleDetailsSchema } from "./tmdb-schemas.server";

// Discover's lists (services, regions, languages, certifications) and the facts details now carry for it.

describe("a region's services", () => {
  const raw = watchProviderListSchema.parse({
    results: [
      {
        provider_id: 2,
        provider_name: "Apple TV",
        logo_path: "/a.jpg",
        display_priority: 2,
        display_priorities: { US: 4, GB: 1 },
      },
      {
        provider_id: 8,
        provider_name: "Netflix",
        logo_path: "/n.jpg",
        display_priority: 0,
        display_priorities: { US: 0 },
      },
      {
        provider_id: 38,
        provider_name: "BBC iPlayer",
        logo_path: "",
        display_priority: 3,
        display_priorities: { GB: 2 },
      },
      { provider_id: 9, provider_name: "Amazon Prime Video", logo_path: null, display_priority: 1 },
      { provider_id: 9, provider_name: "Amazon Prime Video", logo_path: null, display_priority: 1 },
      { provider_id: 0, provider_name: "broken" },
      { provider_id: 5, provider_name: "  " },
    ],
  });

  it("come most popular first in that region, each once; others' services and broken entries left out", () => {
    expect(mapWatchProviderList(raw, "US")).toEqual([
      { id: 8, name: "Netflix", logoPath: "/n.jpg" },
      { id: 9, name: "Amazon Prime Video", logoPath: null },
      { id: 2, name: "Apple TV", logoPath: "/a.jpg" },
    ]);
    expect(mapWatchProviderList(raw, "GB").map((service) => service.id)).toEqual([2, 9, 38]);
    expect(mapWatchProviderList(raw, "GB").find((service) => service.id === 38)?.logoPath).toBeNull();
  });
});

describe("regions, languages and certifications", () => {
  it("regions are named in the asked language, English or the code when TMDB has no name, sorted by name", () => {
    const raw = watchRegionListSchema.parse({
      results: [
        { iso_3166_1: "DE", english_name: "Germany", native_name: "Allemagne" },
        { iso_3166_1: "AT", english_name: "Austria", native_name: "" },
        { iso_3166_1: "ZZ", english_name: null, native_name: null },
        { iso_3166_1: "ÉÉ", english_name: "Not a code", native_name: "x" },
        { iso_3166_1: "DE", english_name: "Germany", native_name: "Allemagne" },
      ],
    });
    expect(mapWatchRegions(raw, "fr-FR")).toEqual([
      { code: "DE", name: "Allemagne" },
      { code: "AT", name: "Austria" },
      { code: "ZZ", name: "ZZ" },
    ]);
  });

  it("languages by English name, each code once", () => {
    const raw = languageListSchema.parse([
      { iso_639_1: "ja", english_name: "Japanese", name: "日本語" },
      { iso_639_1: "bi", english_name: "Bislama", name: "" },
      { iso_639_1: "xx", english_name: "No Language", name: "No Language" },
      { iso_639_1: "ja", english_name: "Japanese", name: "日本語" },
      { iso_639_1: "jpn", english_name: "Not ISO 639-1", name: "" },
      { iso_639_1: "qq", english_name: "", name: "" },
    ]);
    expect(mapOriginalLanguages(raw)).toEqual([
      { code: "bi", englishName: "Bislama" },
      { code: "ja", englishName: "Japanese" },
      { code: "xx", englishName: "No Language" },
    ]);
  });

  it("certifications per country from least to most restrictive, empty ones left out", () => {
    const raw = certificationListSchema.parse({
      certifications: {
        US: [
          { certification: "R", meaning: "Restricted.", order: 4 },
          { certification: "G", meaning: "All ages.", order: 1 },
          { certification: "NR", meaning: null, order: 0 },
        ],
        XX: [{ certification: "", meaning: "", order: 1 }],
        GB: [{ certification: "12A", order: "3" }],
      },
    });
    expect(mapCertifications(raw)).toEqual({
      US: [
        { certification: "NR", meaning: "", order: 0 },
        { certification: "G", meaning: "All ages.", order: 1 },
        { certification: "R", meaning: "Restricted.", order: 4 },
      ],
    });
  });
});

describe("the facts details carry for Discover", () => {
  it("a movie's certification per country: the theatrical release's, else the next release that has one", () => {
    const raw = releaseDatesSchema.parse({
      results: [
        {
          iso_3166_1: "US",
          release_dates: [
            { certification: "", type: 3 },
            { certification: "PG-13", type: 4 },
            { certification: "R", type: 5 },
          ],
        },
        {
          iso_3166_1: "GB",
          release_dates: [
            { certification: "15", type: 4 },
            { certification: "12A", type: 3 },
          ],
        },
        { iso_3166_1: "FR", release_dates: [{ certification: "", type: 3 }] },
      ],
    });
    expect(mapReleaseCertifications(raw)).toEqual({ US: "PG-13", GB: "12A" });
    expect(mapReleaseCertifications(undefined)).toEqual({});
  });

  it("a series' rating per country", () => {
    const raw = contentRatingsSchema.parse({
      results: [
        { iso_3166_1: "US", rating: "TV-14" },
        { iso_3166_1: "DE", rating: "" },
      ],
    });
    expect(mapContentRatings(raw)).toEqual({ US: "TV-14" });
  });

  it("details: original language, vote count and certifications, absent or broken parts harmless", () => {
    const movie = titleDetailsSchema.parse({
      id: 1,
      title: "A",
      original_language: "ja",
      vote_count: 321,
      release_dates: { results: [{ iso_3166_1: "JP", release_dates: [{ certification: "PG12", type: 3 }] }] },
    });
    expect(mapTitleDetails(movie, "movie")).toMatchObject({
      originalLanguage: "ja",
      voteCount: 321,
      certifications: { JP: "PG12" },
    });
    const bare = mapTitleDetails(
      titleDetailsSchema.parse({ id: 2, name: "B", original_language: "", content_ratings: "broken" }),
      "series",
    );
    expect(bare.originalLanguage).toBeUndefined();
    expect(bare).toMatchObject({ voteCount: 0, certifications: {} });
  });
});

describe("the client's four list methods", () => {
  function client() {
    const calls: string[] = [];
    const fetch: FetchFunction = async (request) => {
      const url = new URL(request.url);
      calls.push(`${url.pathname.replace(/^\/3\//, "")}${url.search}`);
      if (url.pathname.endsWith("/languages")) return Response.json([]);
      if (url.pathname.includes("certification")) return Response.json({ certifications: {} });
      return Response.json({ results: [] });
    };
    const catalogue: Catalogue = createTmdbClient({
      baseUrl: "https://tmdb.test/3",
      credential: null,
      fetch,
    });
    return { catalogue, calls };
  }

  it("ask TMDB as it documents, once per day-long cache entry", async () => {
    const { catalogue, calls } = client();
    for (let round = 0; round < 2; round++) {
      await catalogue.listWatchProviders("movie", "us");
      await catalogue.listWatchProviders("series", "GB", { language: "ja-JP" });
      await catalogue.listWatchRegions();
      await catalogue.listWatchRegions({ language: "ar-SA" });
      await catalogue.listOriginalLanguages();
      await catalogue.listCertifications("movie");
      await catalogue.listCertifications("series");
    }
    expect(calls).toEqual([
      "watch/providers/movie?watch_region=US",
      "watch/providers/tv?watch_region=GB&language=ja-JP",
      "watch/providers/regions?language=en-US",
      "watch/providers/regions?language=ar-SA",
      "configuration/languages",
      "certification/movie/list",
      "certification/tv/list",
    ]);
    expect(CACHE_POLICY.reference.freshMs).toBe(24 * 60 * 60 * 1000);
  });

  it("refuse a region or language TMDB could not be asked, before any call", async () => {
    const { catalogue, calls } = client();
    for (const region of ["", "USA", "u1", "../x"]) {
      await expect(catalogue.listWatchProviders("movie", region)).rejects.toMatchObject({
        reason: "not_found",
      });
    }
    await expect(
      catalogue.listWatchRegions({ language: "xx-XX" } as unknown as Parameters<
        Catalogue["listWatchRegions"]
      >[0]),
    ).rejects.toMatchObject({ reason: "not_found" });
    await expect(catalogue.listCertifications("film" as never)).rejects.toMatchObject({
      reason: "not_found",
    });
    expect(calls).toEqual([]);
  });
});
