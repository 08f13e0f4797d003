// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import type { LanguageCode } from "./languages";
import { KidsHiddenField, Link, NavLink } from "./link";
import { InLanguage } from "./test-language";

// The site's links on a kids' page keep its limit (?kids=US-PG), in the page's language, so that no link leads a
// child off it; on any other page they are as written.

afterEach(cleanup);

function renderAt(url: string, language: LanguageCode = "en") {
  render(
    <InLanguage code={language}>
      <MemoryRouter initialEntries={[url]}>
        <Link to="/movie/550">Movie</Link>
        <NavLink to="/search?q=cat#top">Search</NavLink>
        <Link to="?p=2">Next</Link>
        <Link to={{ pathname: "/explore-movies", search: "?g=16" }}>Animation</Link>
        <Link to="https://www.themoviedb.org/">TMDB</Link>
        <form aria-label="Find">
          <KidsHiddenField />
        </form>
      </MemoryRouter>
    </InLanguage>,
  );
}

const href = (name: string) => screen.getByRole("link", { name }).getAttribute("href");

describe("links on a kids' page", () => {
  it("carry the page's limit, in its language", () => {
    renderAt("/es/series?kids=DE-6", "es");
    expect(href("Movie")).toBe("/es/movie/550?kids=DE-6");
    expect(href("Search")).toBe("/es/search?q=cat&kids=DE-6#top");
    expect(href("Next")).toBe("/es/series?p=2&kids=DE-6");
    expect(href("Animation")).toBe("/es/explore-movies?g=16&kids=DE-6");
    expect(href("TMDB")).toBe("https://www.themoviedb.org/");
    const field = screen.getByRole("form", { name: "Find" }).querySelector("input[name=kids]");
    expect(field?.getAttribute("type")).toBe("hidden");
    expect(field?.getAttribute("value")).toBe("DE-6");
  });

  it("are as written on any other page", () => {
    renderAt("/series");
    expect(href("Movie")).toBe("/movie/550");
    expect(href("Search")).toBe("/search?q=cat#top");
    expect(href("Animation")).toBe("/explore-movies?g=16");
    expect(screen.getByRole("form", { name: "Find" }).querySelector("input")).toBeNull();
  });
});
