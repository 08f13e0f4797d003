// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { createRoutesStub, UNSAFE_ErrorResponseImpl as ErrorResponse } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { LANGUAGES, type LanguageCode, languageByCode, pathInLanguage } from "~/i18n/languages";
import { InLanguage } from "~/i18n/test-language";
import Actors, { clientLoader } from "~/routes/actors";

// The /actors page as a visitor sees it when its data could not be fetched on a client navigation (spec §8):
// the route's own clientLoader turns the failed fetch into the error state, and the page renders it.

afterEach(cleanup);

function SiteErrorPage() {
  return <p>Site error page</p>;
}

type ServerLoader = Parameters<typeof clientLoader>[0]["serverLoader"];

function renderActorsWith(serverLoader: ServerLoader, url: string, language: LanguageCode = "en") {
  const Stub = createRoutesStub([
    {
      path: pathInLanguage("/actors", languageByCode(language) ?? LANGUAGES[0]),
      Component: Actors,
      loader: ({ request, url }) =>
        clientLoader({ request, url, serverLoader, params: {}, context: {} } as Parameters<
          typeof clientLoader
        >[0]),
      ErrorBoundary: SiteErrorPage,
    },
  ]);
  render(
    <InLanguage code={language}>
      <Stub initialEntries={[url]} />
    </InLanguage>,
  );
}

describe("/actors when its data cannot be fetched", () => {
  it("says 'Failed to fetch actors' under the word 'error', and keeps paging", async () => {
    renderActorsWith(() => Promise.reject(new TypeError("Failed to fetch")), "/actors?p=3");

    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(/^error/);
    expect(screen.getByText("error")).toHaveClass("actors-error-word");
    expect(screen.getByText("Failed to fetch actors")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Try again" })).toHaveAttribute("href", "/actors?p=3");
    expect(screen.getByRole("heading", { level: 1, name: "Actors" })).toBeInTheDocument();

    const pages = screen.getByRole("navigation", { name: "Pages" });
    expect(pages).toHaveTextContent("Page 3");
    expect(screen.getByRole("link", { name: "PREV" })).toHaveAttribute("href", "/actors?p=2");
    expect(screen.queryByRole("list", { name: "Actors" })).toBeNull();
    expect(screen.queryByText("Site error page")).toBeNull();
  });

  it("lets an answer the server threw on purpose through to the error page", async () => {
    // What the browser's router makes of a response the server loader threw, e.g. data(..., { status: 404 }).
    renderActorsWith(() => Promise.reject(new ErrorResponse(404, "Not Found", "Not found")), "/actors");
    expect(await screen.findByText("Site error page")).toBeInTheDocument();
    expect(screen.queryByText("Failed to fetch actors")).toBeNull();
  });

  it("renders the actors the server gave", async () => {
    renderActorsWith(
      async () => ({
        failed: false as const,
        page: 1,
        totalPages: 79,
        actors: [
          { id: 31, name: "Tom Hanks", profilePath: null, knownFor: ["Forrest Gump", "Big"] },
          { id: 287, name: "Brad Pitt", profilePath: "/pitt.jpg", knownFor: [] },
        ],
      }),
      "/actors",
    );
    const grid = await screen.findByRole("list", { name: "Actors" });
    expect(grid.querySelectorAll("li")).toHaveLength(2);
    expect(screen.getByRole("link", { name: "Tom Hanks" })).toHaveAttribute("href", "/movies-by-actor/31");
    // No photo: initials stand in, hidden from assistive technology (the name is right below).
    expect(screen.getByText("TH")).toHaveAttribute("aria-hidden", "true");
    expect(screen.getByText("Known For Starring In:").parentElement).toHaveTextContent(
      "Known For Starring In: Forrest Gump, Big",
    );
    expect(screen.getAllByText("Known For Starring In:")).toHaveLength(1);
    expect(screen.queryByRole("alert")).toBeNull();
    expect(screen.getByRole("link", { name: "NEXT" })).toHaveAttribute("href", "/actors?p=2");
  });

  it("lists what each actor is known for with the language's own comma, never just spaces", async () => {
    const known = ["忘却の鏡", "Bitter Heart", "霧の島"];
    const actors = [{ id: 31, name: "Tom Hanks", profilePath: null, knownFor: known }];
    const page = async () => ({ failed: false as const, page: 1, totalPages: 1, actors });
    renderActorsWith(page, "/ja/actors", "ja");
    expect((await screen.findByText("代表作：")).parentElement).toHaveTextContent(
      "代表作： 忘却の鏡、Bitter Heart、霧の島",
    );
    cleanup();
    renderActorsWith(page, "/fr/actors", "fr");
    expect((await screen.findByText("Connu pour :")).parentElement).toHaveTextContent(
      "Connu pour : 忘却の鏡, Bitter Heart, 霧の島",
    );
  });

  it("says it in the page's language, and its links stay in that language", async () => {
    renderActorsWith(() => Promise.reject(new TypeError("Failed to fetch")), "/es/actors?p=3", "es");

    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("No se pudieron cargar los actores");
    expect(screen.getByRole("link", { name: "Reintentar" })).toHaveAttribute("href", "/es/actors?p=3");
    expect(screen.getByRole("heading", { level: 1, name: "Actores" })).toBeInTheDocument();
    expect(screen.getByRole("navigation", { name: "Páginas" })).toHaveTextContent("Página 3");
    expect(screen.getByRole("link", { name: "ANTERIOR" })).toHaveAttribute("href", "/es/actors?p=2");
    expect(screen.getByRole("link", { name: "TODOS" })).toHaveAttribute("aria-current", "page");
  });
});
