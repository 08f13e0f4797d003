// Search over titles, people and collections. Every query word must start a word of the name (or of the
// original name), ignoring case and accents, so "star" finds "Star Hunter" and "Starfall" as TMDB does.
// Results rank by relevance (exact name, then name prefix, then whole words) and then by popularity. With a
// language, a title's name in that language is searched too, as TMDB matches translated titles.

import type { DemoCatalogue, DemoCollection, DemoPerson, DemoTitle } from "./demo-types";
import { localTitleText } from "./localise.server";

export type SearchHit =
  | { kind: "movie" | "tv"; item: DemoTitle }
  | { kind: "person"; item: DemoPerson }
  | { kind: "collection"; item: DemoCollection };

interface Entry {
  hit: SearchHit;
  names: string[];
  words: string[];
  popularity: number;
}

interface SearchIndex {
  entries: Entry[];
  /** Every distinct word, sorted, so that all words with a given prefix form one run. */
  words: string[];
  postings: Map<string, number[]>;
}

const ASCII = /^[\x20-\x7e]*$/;

/** Lower case without accents. Plain ASCII (most names) skips the costly Unicode normalisation. */
export function normalise(text: string): string {
  if (ASCII.test(text)) return text.toLowerCase();
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();
}

function wordsOf(text: string): string[] {
  const words = ASCII.test(text) ? text.split(/[^a-z0-9]+/) : text.split(/[^\p{L}\p{N}]+/u);
  return words.filter((word) => word !== "");
}

const indexes = new WeakMap<DemoCatalogue, Map<string, SearchIndex>>();

/** Built on the first search, not at start-up. */
function searchIndex(catalogue: DemoCatalogue, language = ""): SearchIndex {
  let byLanguage = indexes.get(catalogue);
  if (!byLanguage) {
    byLanguage = new Map();
    indexes.set(catalogue, byLanguage);
  }
  let index = byLanguage.get(language);
  if (index) return index;
  const entries: Entry[] = [];
  const postings = new Map<string, number[]>();
  const add = (hit: SearchHit, popularity: number, name: string, originalName = name, localName = name) => {
    const names: string[] = [];
    for (const text of [name, originalName, localName]) {
      const normalised = normalise(text);
      if (!names.includes(normalised)) names.push(normalised);
    }
    const words: string[] = [];
    for (const text of names) for (const word of wordsOf(text)) if (!words.includes(word)) words.push(word);
    for (const word of words) {
      const list = postings.get(word);
      if (list) list.push(entries.length);
      else postings.set(word, [entries.length]);
    }
    entries.push({ hit, names, words, popularity });
  };
  const local = (title: DemoTitle, english: string) =>
    (language && localTitleText(title, language)?.title) || english;
  for (const m of catalogue.movies) {
    add({ kind: "movie", item: m }, m.popularity, m.title, m.originalTitle, local(m, m.title));
  }
  for (const s of catalogue.series) {
    add({ kind: "tv", item: s }, s.popularity, s.name, s.originalName, local(s, s.name));
  }
  for (const p of catalogue.people) add({ kind: "person", item: p }, p.popularity, p.name);
  for (const c of catalogue.collections) {
    // A collection is as popular as its best-known film, damped so the films themselves rank above it.
    const best = Math.max(...c.partIds.map((id) => catalogue.movieById.get(id)?.popularity ?? 0));
    add({ kind: "collection", item: c }, best * 0.5, c.name);
  }
  index = { entries, words: [...postings.keys()].sort(), postings };
  byLanguage.set(language, index);
  return index;
}

/** Entries with a word starting with `prefix`: a binary search to the first such word, then the run after it. */
function withPrefix(index: SearchIndex, prefix: string): Set<number> {
  const found = new Set<number>();
  if (/[^\p{Script=Latin}\p{N}]/u.test(prefix)) {
    // Scripts written without spaces (Japanese, Korean) match anywhere in the name.
    index.entries.forEach((entry, position) => {
      if (entry.names.some((name) => name.includes(prefix))) found.add(position);
    });
    return found;
  }
  let low = 0;
  let high = index.words.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if ((index.words[mid] ?? "") < prefix) low = mid + 1;
    else high = mid;
  }
  for (let i = low; i < index.words.length && (index.words[i] ?? "").startsWith(prefix); i++) {
    for (const position of index.postings.get(index.words[i] ?? "") ?? []) found.add(position);
  }
  return found;
}

function relevance(entry: Entry, query: string, queryWords: readonly string[]): number {
  if (entry.names.includes(query)) return 4;
  if (entry.names.some((name) => name.startsWith(`${query} `))) return 3;
  if (queryWords.every((word) => entry.words.includes(word))) return 2;
  return entry.names.some((name) => name.startsWith(query)) ? 1 : 0;
}

const recentAnswers = new WeakMap<DemoCatalogue, Map<string, SearchHit[]>>();
const RECENT_LIMIT = 200;

/** All hits for a query, best first. Empty for a blank query (TMDB answers an empty page). */
export function search(catalogue: DemoCatalogue, rawQuery: string | null, language?: string): SearchHit[] {
  const query = normalise(rawQuery ?? "")
    .trim()
    .replace(/\s+/g, " ");
  const queryWords = [...new Set(wordsOf(query))];
  if (queryWords.length === 0) return [];
  // Paging through results repeats the same query: keep the latest answers.
  let recent = recentAnswers.get(catalogue);
  if (!recent) {
    recent = new Map();
    recentAnswers.set(catalogue, recent);
  }
  const recentKey = `${language ?? ""}|${query}`;
  const cached = recent.get(recentKey);
  if (cached) return cached;
  const index = searchIndex(catalogue, language);
  const sets = queryWords.map((word) => withPrefix(index, word)).sort((a, b) => a.size - b.size);
  const [smallest = new Set<number>(), ...others] = sets;
  const scored: Array<{ entry: Entry; score: number }> = [];
  for (const position of smallest) {
    const entry = index.entries[position];
    if (entry && others.every((set) => set.has(position))) {
      scored.push({ entry, score: relevance(entry, query, queryWords) });
    }
  }
  scored.sort(
    (a, b) =>
      b.score - a.score ||
      b.entry.popularity - a.entry.popularity ||
      a.entry.hit.item.id - b.entry.hit.item.id,
  );
  const hits = scored.map(({ entry }) => entry.hit);
  if (recent.size >= RECENT_LIMIT) recent.delete(recent.keys().next().value ?? "");
  recent.set(recentKey, hits);
  return hits;
}
