import { describe, expect, it } from "vitest";
import { pickTarget, type Rect } from "./spatial-geometry";

/** A box at (x, y) of the given size. */
const box = (x: number, y: number, width = 200, height = 300): Rect => ({
  left: x,
  top: y,
  right: x + width,
  bottom: y + height,
});

// Two rows of 200 x 300 cards, 15 px apart, the second row 60 px below the first (its heading between them);
// the second row is scrolled by half a card.
const rowOne = [0, 1, 2, 3, 4, 5].map((i) => box(56 + i * 215, 100));
const rowTwo = [0, 1, 2, 3, 4, 5].map((i) => box(-44 + i * 215, 460));
const cards = [...rowOne, ...rowTwo];

describe("pickTarget", () => {
  it("moves along a row to the next card, either way", () => {
    expect(pickTarget(rowOne[2] as Rect, cards, "right")).toBe(3);
    expect(pickTarget(rowOne[2] as Rect, cards, "left")).toBe(1);
  });

  it("reaches a card scrolled out of view, the next one along", () => {
    const row = [box(56, 100), box(271, 100), box(2000, 100), box(2215, 100)];
    expect(pickTarget(row[1] as Rect, row, "right")).toBe(2);
  });

  it("stops at the end of a row instead of jumping to another row or the top bar", () => {
    const topBarSearch = box(1850, 10, 44, 44);
    expect(pickTarget(rowOne[5] as Rect, [...cards, topBarSearch], "right")).toBe(-1);
    expect(pickTarget(rowOne[0] as Rect, cards, "left")).toBe(-1);
  });

  it("goes down to the card most in line in the next row, and back up", () => {
    // rowOne[1] spans 271-471; rowTwo[1] (171-371) and rowTwo[2] (386-586) both overlap it: the nearer centre wins.
    expect(pickTarget(rowOne[1] as Rect, cards, "down")).toBe(6 + 1);
    expect(pickTarget(rowTwo[2] as Rect, cards, "up")).toBe(2);
  });

  it("goes to the nearest row down, not a better-aligned one further on", () => {
    const rowThree = [box(271, 820)];
    const all = [box(0, 460), ...rowThree];
    expect(pickTarget(box(271, 100), all, "down")).toBe(0);
  });

  it("prefers a card in line over a nearer one off to the side when going down", () => {
    const from = box(600, 100, 100, 40);
    const offToTheSide = box(1200, 150, 100, 40);
    const inLine = box(600, 220, 100, 40);
    expect(pickTarget(from, [offToTheSide, inLine], "down")).toBe(1);
  });

  it("keeps things of different heights on one line: the logo and the links of a top bar", () => {
    const logo = box(56, 13, 120, 34);
    const links = [box(200, 8, 80, 44), box(290, 8, 80, 44)];
    expect(pickTarget(logo, links, "right")).toBe(0);
    expect(pickTarget(logo, links, "down")).toBe(-1);
    expect(pickTarget(links[0] as Rect, [logo, ...links], "left")).toBe(0);
  });

  it("leaves the row upwards to what is above, the hero's buttons", () => {
    const play = box(56, 600, 120, 44);
    const moreInfo = box(188, 600, 140, 44);
    expect(pickTarget(rowTwo[1] as Rect, [play, moreInfo, ...rowOne], "up")).toBe(3);
    expect(pickTarget(box(56, 700), [play, moreInfo], "up")).toBe(0);
  });

  it("goes down from a heading to the first of the buttons under it, not the one under its middle", () => {
    const heading = box(212, 400, 500, 46);
    const play = box(212, 460, 110, 44);
    const add = box(334, 460, 44, 44);
    expect(pickTarget(heading, [add, play], "down")).toBe(1);
  });

  it("goes down from a heading to the first of the buttons under it on a right-to-left page: the right one", () => {
    // Mirrored: the heading ends at x 1154, Play is the rightmost button under it, the + button to its left.
    const heading = box(654, 400, 500, 46);
    const play = box(1044, 460, 110, 44);
    const add = box(988, 460, 44, 44);
    expect(pickTarget(heading, [add, play], "down", true)).toBe(1);
  });

  it("moves left and right physically on a right-to-left page, as the remote's arrows show", () => {
    expect(pickTarget(rowOne[2] as Rect, cards, "left", true)).toBe(1);
    expect(pickTarget(rowOne[2] as Rect, cards, "right", true)).toBe(3);
  });

  it("answers -1 with nothing that way", () => {
    expect(pickTarget(box(0, 0), [], "down")).toBe(-1);
    expect(pickTarget(box(0, 500), [box(0, 0)], "down")).toBe(-1);
  });

  it("ignores a candidate that overlaps most of the one focused", () => {
    expect(pickTarget(box(100, 100), [box(110, 110)], "right")).toBe(-1);
    expect(pickTarget(box(100, 100), [box(110, 110)], "down")).toBe(-1);
  });
});
