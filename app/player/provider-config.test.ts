import { describe, expect, it } from "vitest";
import { fill, PlayerConfigError, parsePlayerProviders, templateProblems } from "./provider-config";

const MOVIE = "https://one.example.test/embed/movie/{id}";
const SERIES = "https://one.example.test/embed/tv/{id}/{season}/{episode}";

function parse(providers: unknown): ReturnType<typeof parsePlayerProviders> {
  return parsePlayerProviders(JSON.stringify(providers), "PLAYER_PROVIDERS");
}

function problemOf(providers: unknown): string {
  try {
    parse(providers);
  } catch (error) {
    expect(error).toBeInstanceOf(PlayerConfigError);
    return String((error as Error).message);
  }
  throw new Error("expected the configuration to be refused");
}

describe("parsePlayerProviders", () => {
  it("reads an ordered list of providers with their templates and extra sandbox tokens", () => {
    const providers = parse([
      { name: "One", movie: MOVIE, series: SERIES },
      { name: "Two", movie: "https://two.example.test/m?tmdb={id}", sandbox: ["allow-forms"] },
    ]);
    expect(providers).toEqual([
      { name: "One", movie: MOVIE, series: SERIES, sandbox: [], progress: null, commands: null },
      {
        name: "Two",
        movie: "https://two.example.test/m?tmdb={id}",
        series: null,
        sandbox: ["allow-forms"],
        progress: null,
        commands: null,
      },
    ]);
  });

  it("accepts an empty list, and http on the local machine (for tests and development)", () => {
    expect(parse([])).toEqual([]);
    expect(parse([{ name: "Local", movie: "http://127.0.0.1:4199/movie/{id}" }])).toHaveLength(1);
    expect(parse([{ name: "Local", movie: "http://localhost/movie/{id}" }])).toHaveLength(1);
  });

  it("refuses text that is not a JSON array of providers, without quoting it", () => {
    expect(() => parsePlayerProviders("{secret-token", "PLAYER_PROVIDERS")).toThrow(
      "Invalid PLAYER_PROVIDERS: not valid JSON",
    );
    expect(problemOf({ name: "One", movie: MOVIE })).toBe(
      "Invalid PLAYER_PROVIDERS: must be a JSON array of providers",
    );
    expect(String(problemOf([{ movie: MOVIE }]))).toMatch(/provider 1: name/);
    expect(problemOf([{ name: "One", movie: MOVIE, colour: "red" }])).toMatch(/provider 1: .*colour/);
  });

  it("refuses plain http and other schemes for anything but the local machine", () => {
    expect(problemOf([{ name: "One", movie: "http://one.example.test/embed/{id}" }])).toMatch(
      /provider 1 \("One"\): movie must use https \(http only for localhost\)/,
    );
    expect(problemOf([{ name: "One", movie: "javascript:alert({id})" }])).toMatch(
      /movie must be an absolute/,
    );
    expect(problemOf([{ name: "One", movie: "/embed/{id}" }])).toMatch(/movie must be an absolute https URL/);
    expect(problemOf([{ name: "One", movie: "ftp://one.example.test/{id}" }])).toMatch(/must use https/);
  });

  it("refuses unknown or missing placeholders, and placeholders in the host", () => {
    expect(problemOf([{ name: "One", movie: "https://one.example.test/{tmdb}" }])).toMatch(
      /movie unknown placeholder \{tmdb\}; use \{id\} and optionally \{start\}/,
    );
    expect(problemOf([{ name: "One", movie: "https://one.example.test/{id}?t={time}" }])).toMatch(
      /unknown placeholder \{time\}/,
    );
    expect(problemOf([{ name: "One", movie: "https://one.example.test/{id}/{season}" }])).toMatch(
      /unknown placeholder \{season\}/,
    );
    expect(problemOf([{ name: "One", series: "https://one.example.test/tv/{id}/{season}" }])).toMatch(
      /series must contain \{id\}, \{season\}, \{episode\}/,
    );
    expect(problemOf([{ name: "One", movie: "https://{id}.example.test/" }])).toMatch(/not the host/);
  });

  it("reads the progress format a provider declares", () => {
    const providers = parse([
      { name: "One", movie: MOVIE, progress: "player-event" },
      { name: "Two", movie: MOVIE, progress: "timestamp-json" },
      { name: "Three", movie: MOVIE, progress: "marquee" },
    ]);
    expect(providers.map((provider) => provider.progress)).toEqual([
      "player-event",
      "timestamp-json",
      "marquee",
    ]);
  });

  it("refuses any other progress format, naming the allowed ones", () => {
    for (const progress of ["playerjs", "", "MARQUEE", 1, null, ["marquee"]]) {
      expect(problemOf([{ name: "One", movie: MOVIE, progress }]), String(progress)).toBe(
        'Invalid PLAYER_PROVIDERS: provider 1 ("One"): progress must be one of "marquee", "player-event", "timestamp-json"',
      );
    }
  });

  it("reads the command format a provider declares, beside its progress format", () => {
    const providers = parse([
      { name: "One", movie: MOVIE, progress: "player-event", commands: "player-command" },
      { name: "Two", movie: MOVIE, progress: "marquee", commands: "marquee" },
      { name: "Three", movie: MOVIE, progress: "timestamp-json" },
    ]);
    expect(providers.map(({ progress, commands }) => [progress, commands])).toEqual([
      ["player-event", "player-command"],
      ["marquee", "marquee"],
      ["timestamp-json", null],
    ]);
  });

  it("refuses any other command format, naming the allowed ones and never the value", () => {
    const secret = "https://player.example.test/?token=s3cr3t";
    for (const commands of [
      "player-event",
      "",
      "Marquee",
      0,
      null,
      true,
      ["marquee"],
      { format: "marquee" },
      secret,
    ]) {
      const problem = problemOf([{ name: "One", movie: MOVIE, progress: "marquee", commands }]);
      expect(problem, JSON.stringify(commands)).toBe(
        'Invalid PLAYER_PROVIDERS: provider 1 ("One"): commands must be one of "marquee", "player-command"',
      );
      expect(problem).not.toContain("s3cr3t");
    }
    // Reported with the provider's other problems, in order.
    expect(problemOf([{ name: "One", movie: MOVIE, progress: "x", commands: "y" }])).toBe(
      'Invalid PLAYER_PROVIDERS: provider 1 ("One"): progress must be one of "marquee", "player-event", "timestamp-json"; provider 1 ("One"): commands must be one of "marquee", "player-command"',
    );
  });

  it("accepts an optional {start} in movie and series templates, in the path or the query", () => {
    const providers = parse([
      {
        name: "One",
        movie: "https://one.example.test/embed/movie/{id}?t={start}",
        series: "https://one.example.test/embed/tv/{id}/{season}/{episode}/from/{start}",
      },
    ]);
    expect(providers[0]?.movie).toBe("https://one.example.test/embed/movie/{id}?t={start}");
    expect(problemOf([{ name: "One", series: "https://one.example.test/tv/{id}?t={start}" }])).toMatch(
      /series must contain \{id\}, \{season\}, \{episode\}/,
    );
    expect(problemOf([{ name: "One", movie: "https://{start}.example.test/{id}" }])).toMatch(/not the host/);
  });

  it("refuses sandbox tokens outside the allow-list; the top-navigation family is never allowed", () => {
    for (const token of [
      "allow-top-navigation",
      "allow-top-navigation-by-user-activation",
      "allow-everything",
    ]) {
      expect(problemOf([{ name: "One", movie: MOVIE, sandbox: [token] }])).toContain(
        `sandbox token not allowed: ${token}`,
      );
    }
    expect(
      parse([{ name: "One", movie: MOVIE, sandbox: ["allow-popups", "allow-forms"] }])[0]?.sandbox,
    ).toEqual(["allow-popups", "allow-forms"]);
  });

  it("needs a template, a unique name, and at most ten providers", () => {
    expect(problemOf([{ name: "One" }])).toMatch(/needs a movie or a series template/);
    expect(
      problemOf([
        { name: "One", movie: MOVIE },
        { name: "one", movie: MOVIE },
      ]),
    ).toMatch(/name is used twice/);
    const many = Array.from({ length: 11 }, (_, index) => ({ name: `P${index}`, movie: MOVIE }));
    expect(problemOf(many)).toMatch(/at most 10 providers/);
  });

  it("never repeats a template, which may carry an operator's private token", () => {
    const secret = "tok_9f8e7d6c5b4a";
    const message = problemOf([
      { name: "One", movie: `http://one.example.test/{id}?key=${secret}` },
      { name: "Two", movie: `https://two.example.test/{nope}?key=${secret}` },
      { name: "Three", movie: `https://three.example.test/{id}?key=${secret}`, sandbox: [`x ${secret}`] },
    ]);
    expect(message).not.toContain(secret);
    expect(message).toContain('provider 2 ("Two")');
    expect(message).toContain(`(${secret.length + 2}-character value)`);
  });
});

describe("templateProblems and fill", () => {
  it("accepts templates with the placeholders in path or query", () => {
    expect(templateProblems(MOVIE, "movie")).toEqual([]);
    expect(templateProblems("https://x.example.test/e?id={id}&s={season}&e={episode}", "series")).toEqual([]);
  });

  it("fills placeholders, URL-encoded, and refuses to leave one empty", () => {
    expect(fill(SERIES, { id: 1399, season: 2, episode: 7 })).toBe(
      "https://one.example.test/embed/tv/1399/2/7",
    );
    expect(fill("https://x.example.test/{id}/{id}", { id: 5 })).toBe("https://x.example.test/5/5");
    expect(() => fill(SERIES, { id: 1399 })).toThrow("No value for {season}");
  });

  it("fills {start} when given, and otherwise leaves it for the browser", () => {
    const template = "https://x.example.test/{id}?t={start}";
    expect(fill(template, { id: 5, start: 90 })).toBe("https://x.example.test/5?t=90");
    expect(fill(template, { id: 5 })).toBe("https://x.example.test/5?t={start}");
  });
});
