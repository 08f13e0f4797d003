import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { richMessage, SLOT } from "./rich-message";

const html = (node: React.ReactNode) => renderToStaticMarkup(node);
const hidden = (words: React.ReactNode) => <span className="visually-hidden">{words}</span>;

describe("richMessage", () => {
  it("wraps the marked part wherever the language puts it", () => {
    expect(html(richMessage("<0>Rating </0>6.7", hidden))).toBe(
      '<span class="visually-hidden">Rating </span>6.7',
    );
    expect(html(richMessage("視聴方法<0>（日本）</0>", (words) => <b>{words}</b>))).toBe(
      "視聴方法<b>（日本）</b>",
    );
  });

  it("puts catalogue text in where the slot stands, never reading it as markup", () => {
    expect(html(richMessage(`<0>Episode 3: </0>${SLOT}`, hidden, "<0>Pilot</0> & <b>"))).toBe(
      '<span class="visually-hidden">Episode 3: </span>&lt;0&gt;Pilot&lt;/0&gt; &amp; &lt;b&gt;',
    );
    expect(html(richMessage(`Where to watch <0>in ${SLOT}</0>`, (words) => <i>{words}</i>, "Spain"))).toBe(
      "Where to watch <i>in Spain</i>",
    );
  });

  it("leaves a message without marks as its text", () => {
    expect(html(richMessage("Genres: Drama", hidden))).toBe("Genres: Drama");
  });
});
