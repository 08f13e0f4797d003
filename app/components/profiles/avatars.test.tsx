import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { AvatarPicture } from "./avatars";

describe("AvatarPicture", () => {
  it("draws a face on its coloured disc, its pairs of eyes and cheeks mirrored across the middle", () => {
    expect(renderToStaticMarkup(<AvatarPicture avatar="frog" size={64} />)).toBe(
      '<svg class="avatar" viewBox="0 0 48 48" width="64" height="64" aria-hidden="true" focusable="false">' +
        '<circle cx="24" cy="24" r="24" fill="#f5d76e"></circle>' +
        '<ellipse cx="24" cy="29" rx="15" ry="11" fill="#4caf50"></ellipse>' +
        '<circle cx="16" cy="19" r="5.5" fill="#4caf50"></circle><circle cx="32" cy="19" r="5.5" fill="#4caf50"></circle>' +
        '<circle cx="16" cy="19" r="2.6" fill="#1b1b22"></circle><circle cx="32" cy="19" r="2.6" fill="#1b1b22"></circle>' +
        '<path d="M16 31q8 6 16 0" stroke="#1b1b22" stroke-width="1.8" fill="none"></path></svg>',
    );
  });

  it("gives the bear and the panda the same round ears and head, each in its colours", () => {
    const head = (ears: string, face: string) =>
      `<circle cx="14" cy="14" r="5" fill="${ears}"></circle><circle cx="34" cy="14" r="5" fill="${ears}"></circle>` +
      `<circle cx="24" cy="27" r="14" fill="${face}"></circle>`;
    expect(renderToStaticMarkup(<AvatarPicture avatar="bear" />)).toContain(head("#8b5a34", "#8b5a34"));
    expect(renderToStaticMarkup(<AvatarPicture avatar="panda" />)).toContain(head("#1b1b22", "#fafafa"));
  });
});
