import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { strToU8, zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { listFileText } from "../watchlist-file";
import { ImportFileError, MAX_IMPORT_FILE_BYTES, MAX_IMPORT_ROWS } from "./import-rows";
import { readImportFile } from "./read-import-file";

// Each format's parser against the small fixtures in tests/fixtures/import, written from the services'
// published columns with their awkward parts: quoting, commas and line breaks in titles, a BOM, Windows line ends.

const fixtures = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../tests/fixtures/import");
const fixture = (name: string) => readFileSync(path.join(fixtures, name));
const fileOf = (name: string, content: Uint8Array | string = fixture(name)) =>
  new File([typeof content === "string" ? content : new Uint8Array(content)], name);

async function rowsOf(name: string, content?: Uint8Array | string) {
  const read = await readImportFile(fileOf(name, content));
  if (read.kind !== "rows") throw new Error("expected rows");
  return read;
}

async function problemOf(file: File): Promise<string> {
  try {
    await readImportFile(file);
  } catch (error) {
    if (error instanceof ImportFileError) return error.problem;
    throw error;
  }
  return "none";
}

describe("IMDb CSV", () => {
  it("reads a watchlist into My List rows by IMDb id, a quoted multi-line description and all", async () => {
    const { format, rows } = await rowsOf("imdb-watchlist.csv");
    expect(format).toBe("imdb");
    expect(rows.map((row) => [row.item, row.kind, row.list, row.year])).toEqual([
      ["imdb:tt5100003", "movie", "watchlist", 2012],
      ["imdb:tt5200002", "series", "watchlist", 1983],
      ["imdb:tt5100009", "movie", "watchlist", 1983],
      ["imdb:tt0000001", "movie", "watchlist", 1999],
    ]);
    expect(rows[3]?.title).toBe("Unknown, The");
    expect(rows[0]?.date).toBe(Date.UTC(2024, 1, 3, 12));
  });

  it("reads ratings as films watched, dated by Date Rated", async () => {
    const { rows } = await rowsOf("imdb-ratings.csv");
    expect(rows.map((row) => [row.item, row.list])).toEqual([
      ["imdb:tt5100006", "watched"],
      ["imdb:tt5100008", "watched"],
      ["imdb:tt9999999", "watched"],
    ]);
    expect(rows[1]?.date).toBe(Date.UTC(2023, 11, 1, 12));
  });
});

describe("Letterboxd", () => {
  it("reads the diary (BOM, CRLF, a title with quotes, a comma and a line break) by title and year", async () => {
    const { format, rows } = await rowsOf("diary.csv", fixture("letterboxd-diary.csv"));
    expect(format).toBe("letterboxd");
    expect(rows.map((row) => row.item)).toEqual([
      "movie:1986:The Last Harbor",
      "movie:2021:The Last Harbor",
      "movie:2000:Salt & Stone",
      "movie:2018:The Current's Ghost",
      "movie:1993:Train de nuit pour Lyon",
      "movie:2004:Midnight in Verona",
      "movie:2002:Love in Lisbon",
      'movie:2019:Nowhere, "Really" A Film',
    ]);
    expect(rows[7]?.title).toBe('Nowhere, "Really"\r\nA Film');
    expect(rows.every((row) => row.list === "watched")).toBe(true);
    // Watched twice: one row, dated by the later Watched Date.
    expect(rows[0]?.date).toBe(Date.UTC(2024, 5, 1, 12));
  });

  it("tells the watchlist from the watched films: by columns where they differ, else by the file's name", async () => {
    expect((await rowsOf("ratings.csv", fixture("letterboxd-ratings.csv"))).rows[0]?.list).toBe("watched");
    expect((await rowsOf("watched.csv", fixture("letterboxd-watched.csv"))).rows[0]?.list).toBe("watched");
    expect((await rowsOf("watchlist.csv", fixture("letterboxd-watchlist.csv"))).rows[0]?.list).toBe(
      "watchlist",
    );
    expect((await rowsOf("export.csv", fixture("letterboxd-watchlist.csv"))).rows[0]?.list).toBe("watchlist");
  });

  it("reads the .zip as downloaded: each list from its own file, the rest ignored", async () => {
    const zip = zipSync({
      "watchlist.csv": fixture("letterboxd-watchlist.csv"),
      "watched.csv": fixture("letterboxd-watched.csv"),
      "diary.csv": fixture("letterboxd-diary.csv"),
      "ratings.csv": fixture("letterboxd-ratings.csv"),
      "profile.csv": strToU8("Date Joined,Username\n2020-01-01,someone\n"),
      "lists/favourites.csv": strToU8("Letterboxd list export v7\n"),
    });
    const { rows } = await rowsOf("letterboxd-someone-2024.zip", zip);
    const watchlist = rows.filter((row) => row.list === "watchlist").map((row) => row.title);
    expect(watchlist).toEqual(["Echoes of the Deep", "Iron Valley", "Witness & Rose"]);
    const watched = rows.filter((row) => row.list === "watched");
    // The diary and watched.csv name the same films: one row each (and Midnight in Verona twice, by two years).
    expect(watched).toHaveLength(10);
    expect(new Set(watched.map((row) => row.item)).size).toBe(10);
  });

  it("reads only the export's own lists: not deleted/ or orphaned/ diary entries, likes or lists", async () => {
    const gone = strToU8(
      "Date,Name,Year,Letterboxd URI,Rating,Rewatch,Tags,Watched Date\n2024-01-01,Deleted Film,1990,https://boxd.it/d1,,,,2024-01-01\n",
    );
    const export_ = {
      "watchlist.csv": fixture("letterboxd-watchlist.csv"),
      "diary.csv": fixture("letterboxd-diary.csv"),
      "reviews.csv": fixture("letterboxd-diary.csv"),
      "comments.csv": strToU8("Date,Content,Comment on\n"),
      "deleted/diary.csv": gone,
      "orphaned/diary.csv": gone,
      "likes/films.csv": fixture("letterboxd-watchlist.csv"),
      "lists/to-see.csv": fixture("letterboxd-watchlist.csv"),
    };
    const top = await rowsOf("letterboxd-someone-2024-06-02-utc.zip", zipSync(export_));
    // The folder as unpacked, zipped again by the visitor: the same lists.
    const inFolder = Object.fromEntries(
      Object.entries(export_).map(([name, content]) => [`letterboxd-someone/${name}`, content]),
    );
    const folder = await rowsOf("again.zip", zipSync(inFolder));
    for (const { rows } of [top, folder]) {
      expect(rows.map((row) => row.title)).not.toContain("Deleted Film");
      expect(rows.filter((row) => row.list === "watchlist")).toHaveLength(3);
      expect(rows.filter((row) => row.list === "watched")).toHaveLength(8);
    }
  });

  it("dates a film by the diary's Watched Date, not the day watched.csv or ratings.csv logged it", async () => {
    const zip = zipSync({
      "watched.csv": strToU8(
        "Date,Name,Year,Letterboxd URI\n2024-02-01,The Last Harbor,2021,https://boxd.it/a2\n2022-08-15,The Night Archive,1995,https://boxd.it/c1\n",
      ),
      "diary.csv": fixture("letterboxd-diary.csv"),
      "ratings.csv": strToU8(
        "Date,Name,Year,Letterboxd URI,Rating\n2024-09-09,The Last Harbor,1986,https://boxd.it/a1,4\n",
      ),
    });
    const { rows } = await rowsOf("letterboxd.zip", zip);
    const dateOf = (item: string) => rows.find((row) => row.item === item)?.date;
    expect(dateOf("movie:2021:The Last Harbor")).toBe(Date.UTC(2024, 0, 31, 12));
    expect(dateOf("movie:1986:The Last Harbor")).toBe(Date.UTC(2024, 5, 1, 12));
    // Not in the diary: dated by watched.csv.
    expect(dateOf("movie:1995:The Night Archive")).toBe(Date.UTC(2022, 7, 15, 12));
  });

  it("takes a zip whose lists together pass 20,000 rows when they name fewer titles", async () => {
    const lines = (count: number) =>
      Array.from({ length: count }, (_, i) => `2024-01-01,Film ${i},2000,https://boxd.it/${i}`).join("\n");
    const watched = strToU8(`Date,Name,Year,Letterboxd URI\n${lines(10_001)}\n`);
    const ratings = strToU8(`Date,Name,Year,Letterboxd URI,Rating\n${lines(10_001).replace(/$/gm, ",4")}\n`);
    const { rows } = await rowsOf("big.zip", zipSync({ "watched.csv": watched, "ratings.csv": ratings }));
    expect(rows).toHaveLength(10_001);
    const more = strToU8(`Date,Name,Year,Letterboxd URI\n${lines(10_001).replace(/Film/g, "Other")}\n`);
    expect(
      await problemOf(fileOf("bigger.zip", zipSync({ "watched.csv": watched, "watchlist.csv": more }))),
    ).toBe("too_many_rows");
  }, 60_000);

  it("reads the CSV 'Export for Letterboxd' writes, by TMDB id", async () => {
    const csv =
      "tmdbID,Title,Year,WatchedDate\r\n100001,The Last Harbor,1986,2024-06-01\r\n100003,Echoes of the Deep,2012,\r\n";
    const { format, rows } = await rowsOf("marquee-watched.csv", csv);
    expect(format).toBe("letterboxd-export");
    expect(rows.map((row) => [row.item, row.list])).toEqual([
      ["tmdb:movie:100001", "watched"],
      ["tmdb:movie:100003", "watchlist"],
    ]);
  });
});

describe("Trakt JSON", () => {
  it("reads the watchlist by TMDB id, falling back to the IMDb id", async () => {
    const { format, rows } = await rowsOf("trakt-watchlist.json");
    expect(format).toBe("trakt");
    expect(rows.map((row) => [row.item, row.list])).toEqual([
      ["tmdb:movie:100010", "watchlist"],
      ["tmdb:series:200003", "watchlist"],
      ["imdb:tt5100012", "watchlist"],
      ["tmdb:movie:99999999", "watchlist"],
    ]);
    expect(rows[0]?.date).toBe(Date.parse("2024-03-01T10:00:00.000Z"));
  });

  it("reads watched movies and watched shows with their episodes", async () => {
    const movies = await rowsOf("trakt-watched-movies.json");
    expect(movies.rows.map((row) => [row.item, row.list, row.date])).toEqual([
      ["tmdb:movie:100011", "watched", Date.parse("2023-05-01T20:00:00.000Z")],
      ["tmdb:movie:100002", "watched", Date.parse("2023-06-01T20:00:00.000Z")],
    ]);
    const shows = await rowsOf("trakt-watched-shows.json");
    expect(shows.rows[0]?.episodes).toEqual([
      { season: 1, episode: 1, watchedAt: Date.parse("2023-07-01T21:00:00.000Z") },
      { season: 1, episode: 2, watchedAt: Date.parse("2023-07-02T21:00:00.000Z") },
      { season: 1, episode: 3, watchedAt: Date.parse("2023-07-03T21:00:00.000Z") },
    ]);
  });
});

describe("recognised by content, whatever the file is called", () => {
  const neutral = [
    ["imdb-watchlist.csv", "imdb"],
    ["imdb-ratings.csv", "imdb"],
    ["letterboxd-diary.csv", "letterboxd"],
    ["letterboxd-ratings.csv", "letterboxd"],
    ["letterboxd-watchlist.csv", "letterboxd"],
    ["trakt-watchlist.json", "trakt"],
    ["trakt-watched-movies.json", "trakt"],
    ["trakt-watched-shows.json", "trakt"],
  ] as const;

  for (const [name, format] of neutral) {
    it(`${name} named "download" is read as ${format}, row for row`, async () => {
      const named = await rowsOf(name);
      const unnamed = await rowsOf("download", fixture(name));
      expect(unnamed.format).toBe(format);
      expect(unnamed.rows).toEqual(named.rows);
    });
  }

  it("a Letterboxd zip named anything, and our own files named anything", async () => {
    const zip = zipSync({ "diary.csv": fixture("letterboxd-diary.csv") });
    expect((await rowsOf("photos.csv", zip)).format).toBe("letterboxd");
    const entry = { id: 100001, poster_path: null, title: "The Last Harbor", type: "movie" as const };
    expect((await readImportFile(fileOf("list.csv", JSON.stringify([entry])))).kind).toBe("own");
    const v2 = listFileText([entry], { progress: {}, marks: {}, titles: {} });
    expect((await readImportFile(fileOf("notes.txt", v2))).kind).toBe("own");
  });

  it("a CSV a spreadsheet saved again in Windows-1252 keeps its accents", async () => {
    const latin1 = Uint8Array.from(
      [..."Date,Name,Year,Letterboxd URI\r\n2024-01-01,Amélie à Paris,2001,https://boxd.it/e\r\n"].map((c) =>
        c.charCodeAt(0),
      ),
    );
    const { rows } = await rowsOf("watchlist.csv", latin1);
    expect(rows[0]?.title).toBe("Amélie à Paris");
  });
});

describe("our own file and bad files", () => {
  it("still reads our own list file, versions 1 and 2, without lookups", async () => {
    const entry = { id: 100001, poster_path: null, title: "The Last Harbor", type: "movie" as const };
    const v2 = await readImportFile(
      fileOf("marquee-watchlist.json", listFileText([entry], { progress: {}, marks: {}, titles: {} })),
    );
    expect(v2.kind).toBe("own");
    const v1 = await readImportFile(fileOf("old.json", JSON.stringify([entry])));
    expect(v1).toMatchObject({ kind: "own", file: { entries: [entry] } });
  });

  it("names the problem of a file it cannot read", async () => {
    expect(await problemOf(fileOf("junk.csv"))).toBe("unknown_format");
    expect(await problemOf(fileOf("x.json", '{"hello": 1}'))).toBe("unknown_format");
    expect(await problemOf(fileOf("x.json", "[]"))).toBe("empty");
    expect(await problemOf(fileOf("x.csv", ""))).toBe("empty");
    expect(await problemOf(fileOf("x.json", "{not json"))).toBe("unknown_format");
    expect(await problemOf(fileOf("x.zip", zipSync({ "readme.txt": strToU8("hi") })))).toBe(
      "zip_without_lists",
    );
    expect(await problemOf(fileOf("x.zip", new Uint8Array([0x50, 0x4b, 3, 4, 9, 9])))).toBe("unreadable");
    expect(await problemOf(fileOf("big.csv", new Uint8Array(MAX_IMPORT_FILE_BYTES + 1)))).toBe("too_large");
  });

  it("refuses more than 20,000 rows", async () => {
    const lines = Array.from(
      { length: MAX_IMPORT_ROWS + 1 },
      (_, i) => `2024-01-01,Film ${i},2000,https://boxd.it/${i}`,
    );
    const csv = `Date,Name,Year,Letterboxd URI\n${lines.join("\n")}\n`;
    expect(await problemOf(fileOf("watched.csv", csv))).toBe("too_many_rows");
  });
});
