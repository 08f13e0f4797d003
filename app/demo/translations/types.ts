// The shape of one language's data for the demo catalogue (one file per language beside this one). Data
// only: localise.server.ts assembles titles and text from it, seeded by the title's id, as the English
// generators do from words.ts and overview-words.ts.

export interface DemoTranslation {
  /** Genre names by TMDB genre id (movie and TV ids share names where they coincide). */
  genres: Readonly<Record<number, string>>;
  title: {
    /** Noun phrases that head a title, with their article where the language has one. */
    heads: readonly string[];
    /** Complements that need no agreement with the head (a preposition phrase, a genitive, a place). */
    tails: readonly string[];
    /** Templates over {a} and {b} (heads) and {x} and {y} (tails). */
    patterns: readonly string[];
    /** Lower-case the first letter of {b} (an article inside a title: "El faro y la tormenta"). */
    lowerInside: boolean;
  };
  overview: {
    protagonists: readonly string[];
    settings: readonly string[];
    incidents: readonly string[];
    turns: readonly string[];
    closings: readonly string[];
    /** One sentence over {protagonist}, {setting} and {incident}. */
    sentence: string;
  };
  seriesTurns: readonly string[];
  taglines: readonly string[];
  /** "{n}" is the season or episode number. */
  season: string;
  specials: string;
  episode: string;
  pilot: string;
  episodeTitles: readonly string[];
  /** Predicates after a character's name, for episode synopses. */
  actions: readonly string[];
  /** Between two sentences: a space, or nothing in Japanese. */
  sentenceGap: string;
  /** Over {name} and {action}; "meanwhile" adds a second character's doing. */
  episodeSentence: string;
  meanwhile: string;
}
