import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { GenreIcon } from "./genre-icons";
import { ChevronLeftIcon, InfoIcon, PlayIcon } from "./icons";

// The icons are data drawn by one frame: these hold the markup a page gets to what each icon was written as.
const FRAME =
  'viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" ' +
  'stroke-linejoin="round" aria-hidden="true" focusable="false"';
const svg = (opening: string, shapes: string) => `<svg ${opening} ${FRAME}>${shapes}</svg>`;

describe("icons", () => {
  it("draw their shapes in the shared frame, at 20 px unless told", () => {
    expect(renderToStaticMarkup(<InfoIcon />)).toBe(
      svg(
        'width="20" height="20"',
        '<circle cx="12" cy="12" r="9"></circle><path d="M12 11v5M12 8h.01"></path>',
      ),
    );
    expect(renderToStaticMarkup(<PlayIcon size={28} />)).toBe(
      svg('width="28" height="28"', '<path d="M7 4.5v15l12-7.5z" fill="currentColor"></path>'),
    );
  });

  it("mark the ones that point along the line of text, for right-to-left pages to mirror", () => {
    expect(renderToStaticMarkup(<ChevronLeftIcon />)).toBe(
      svg('class="icon-mirrored" width="20" height="20"', '<path d="M15 5l-7 7 7 7"></path>'),
    );
  });
});

describe("GenreIcon", () => {
  it("draws a genre's paths, circles and rectangles in the icons' frame", () => {
    expect(renderToStaticMarkup(<GenreIcon icon="talk" size={16} />)).toBe(
      svg(
        'width="16" height="16"',
        '<rect x="9" y="3" width="6" height="11" rx="3"></rect><path d="M5 11a7 7 0 0 0 14 0M12 18v3M8 21h8"></path>',
      ),
    );
    expect(renderToStaticMarkup(<GenreIcon icon="reality" />)).toBe(
      svg(
        'width="20" height="20"',
        '<circle cx="12" cy="12" r="9"></circle><circle cx="12" cy="12" r="3" fill="currentColor"></circle>',
      ),
    );
  });
});
