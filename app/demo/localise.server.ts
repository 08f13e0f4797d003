// The demo catalogue in another language: `language=` turns an English answer into that language's, as TMDB
// does, in one pass over the finished JSON (so every shape that carries a title, an episode, a season or a
// genre is covered, wherever it is nested). The text comes from the language's data file (translations/),
// assembled from a stream seeded by the language and the id, so it is deterministic and independent of
// request order. About 5% of titles have no translation in a language: their overview and tagline come back
// "" and their title is the original one, so that clients can be tested on per-field fallback.
// People's names, collections and companies stay as they are. See docs/decisions/0024-catalogue-languages.md.

import type { DemoCatalogue, DemoTitle } from "./demo-types";
import type { Json } from "./json";
import { type Rng, rngFor } from "./random";
import { storyOf } from "./title-text.server";
import { DEMO_TRANSLATIONS } from "./translations";
import type { DemoTranslation } from "./translations/types";

/** The share of titles that have no translation in a given language. */
export const UNTRANSLATED_SHARE = 0.05;

export interface LocalText {
  title: string;
  overview: string;
  tagline: string;
}

export function isUntranslated(language: string, titleId: number): boolean {
  return rngFor("untranslated", language, titleId).chance(UNTRANSLATED_SHARE);
}

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}

/** A made-up title in a language, from its data file's patterns. */
export function localTitle(rng: Rng, t: DemoTranslation): string {
  const [a = "", b = ""] = rng.sample(t.title.heads, 2);
  const [x = "", y = ""] = rng.sample(t.title.tails, 2);
  return fill(rng.pick(t.title.patterns), { a, b: t.title.lowerInside ? lowerFirst(b) : b, x, y });
}

function localOverview(rng: Rng, t: DemoTranslation, title: DemoTitle): string {
  const o = t.overview;
  const opening = fill(o.sentence, {
    setting: rng.pick(o.settings),
    protagonist: rng.pick(o.protagonists),
    incident: rng.pick(o.incidents),
  });
  if (title.kind === "tv") return [opening, rng.pick(t.seriesTurns)].join(t.sentenceGap);
  const turn = rng.pick(o.turns);
  const sentences = rng.chance(0.45) ? [opening, turn, rng.pick(o.closings)] : [opening, turn];
  return sentences.join(t.sentenceGap);
}

const texts = new Map<string, LocalText>();

/** A title's text in a language the demo knows, or undefined for English and unknown languages. */
export function localTitleText(title: DemoTitle, language: string): LocalText | undefined {
  const t = DEMO_TRANSLATIONS[language];
  if (!t) return undefined;
  const key = `${language}:${title.id}`;
  let text = texts.get(key);
  if (!text) {
    const original = title.kind === "movie" ? title.originalTitle : title.originalName;
    const english = storyOf(title);
    if (isUntranslated(language, title.id)) {
      text = { title: original, overview: "", tagline: "" };
    } else {
      const rng = rngFor("translation", language, title.id);
      // A title made in this language keeps its own name; the others get one in this language.
      const name = title.originalLanguage === language ? original : localTitle(rng, t);
      text = {
        title: name,
        // Where English has no overview or tagline, no language has one either.
        overview: english.overview === "" ? "" : localOverview(rng, t, title),
        tagline: english.tagline === "" ? "" : rng.pick(t.taglines),
      };
    }
    texts.set(key, text);
  }
  return text;
}

function localEpisode(episode: Json, language: string, t: DemoTranslation, catalogue: DemoCatalogue): void {
  const showId = Number(episode.show_id);
  const series = catalogue.seriesById.get(showId);
  if (series && isUntranslated(language, series.id)) {
    episode.overview = "";
    return;
  }
  const rng = rngFor("translation", language, "episode", Number(episode.id));
  const name = String(episode.name ?? "");
  const numbered = /^Episode (\d+)$/.exec(name);
  if (numbered) episode.name = fill(t.episode, { n: numbered[1] ?? "" });
  else if (name === "Pilot") episode.name = t.pilot;
  else episode.name = rng.pick(t.episodeTitles);
  const overview = String(episode.overview ?? "");
  // English synopses read "{Name} {action}." optionally followed by "Meanwhile, {Name} {action}."
  const names = /^(\S+) .*?\.(?: Meanwhile, (\S+) .*\.)?$/.exec(overview);
  if (overview === "" || !names) return;
  const [first, second] = rng.sample(t.actions, 2);
  let text = fill(t.episodeSentence, { name: names[1] ?? "", action: first ?? "" });
  if (names[2]) text += t.sentenceGap + fill(t.meanwhile, { name: names[2], action: second ?? "" });
  episode.overview = text;
}

function localSeason(season: Json, language: string, t: DemoTranslation): void {
  const name = String(season.name ?? "");
  const numbered = /^Season (\d+)$/.exec(name);
  if (numbered) season.name = fill(t.season, { n: numbered[1] ?? "" });
  else if (name === "Specials") season.name = t.specials;
  if (typeof season.overview === "string" && season.overview !== "") {
    season.overview = rngFor("translation", language, "season", Number(season.id)).pick(t.seriesTurns);
  }
}

function titleOf(item: Json, catalogue: DemoCatalogue): DemoTitle | undefined {
  const id = Number(item.id);
  if (typeof item.original_title === "string" && typeof item.title === "string") {
    return item.media_type === "collection" ? undefined : catalogue.movieById.get(id);
  }
  if (typeof item.original_name === "string" && "first_air_date" in item) return catalogue.seriesById.get(id);
  return undefined;
}

function localiseNode(node: unknown, language: string, t: DemoTranslation, catalogue: DemoCatalogue): void {
  if (Array.isArray(node)) {
    for (const item of node) localiseNode(item, language, t, catalogue);
    return;
  }
  if (node === null || typeof node !== "object") return;
  const item = node as Json;
  if ("episode_number" in item && "show_id" in item) {
    localEpisode(item, language, t, catalogue);
  } else if ("season_number" in item && ("episode_count" in item || "episodes" in item)) {
    localSeason(item, language, t);
  } else {
    const title = titleOf(item, catalogue);
    const text = title && localTitleText(title, language);
    if (text) {
      item[title.kind === "movie" ? "title" : "name"] = text.title;
      if ("overview" in item) item.overview = text.overview;
      if ("tagline" in item) item.tagline = text.tagline;
    }
  }
  if (Array.isArray(item.genres)) {
    for (const genre of item.genres as Json[]) {
      const name = t.genres[Number(genre.id)];
      if (name !== undefined) genre.name = name;
    }
  }
  for (const [key, value] of Object.entries(item)) {
    if (key !== "genres" && value !== null && typeof value === "object") {
      localiseNode(value, language, t, catalogue);
    }
  }
}

/**
 * A finished English answer in `language` (a key of DEMO_TRANSLATIONS). Works on a copy: answers share objects
 * with the catalogue (the genre lists, memoised episodes), which must stay English.
 */
export function localiseAnswer<T>(body: T, language: string, catalogue: DemoCatalogue): T {
  const t = DEMO_TRANSLATIONS[language];
  if (!t) return body;
  const copy = structuredClone(body);
  localiseNode(copy, language, t, catalogue);
  return copy;
}
