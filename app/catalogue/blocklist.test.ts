import { describe, expect, it } from "vitest";
import { parseBlocklist } from "./blocklist";

describe("parseBlocklist", () => {
  it("reads movie and tv lines, comments and blank lines", () => {
    const { keys, problems } = parseBlocklist(
      "# takedowns\nmovie:550\n\n  tv:1399   # a comment after the title\nseries:7\r\nMOVIE : 12\n",
    );
    expect([...keys].sort()).toEqual(["movie:12", "movie:550", "series:1399", "series:7"]);
    expect(problems).toEqual([]);
  });

  it("names each bad line with its number and reason, and keeps the good ones", () => {
    const { keys, problems } = parseBlocklist("movie:550\nfilm:3\ntv:abc\n550\nmovie:-4\ntv:0\nmovie:1 2\n");
    expect([...keys]).toEqual(["movie:550"]);
    expect(problems.map((problem) => [problem.line, problem.text])).toEqual([
      [2, "film:3"],
      [3, "tv:abc"],
      [4, "550"],
      [5, "movie:-4"],
      [6, "tv:0"],
      [7, "movie:1 2"],
    ]);
    expect(problems[0]?.reason).toMatch(/movie or tv/);
    expect(problems[1]?.reason).toMatch(/whole number/);
  });

  it("takes an empty file as no takedowns", () => {
    expect(parseBlocklist("").keys.size).toBe(0);
  });
});
