// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import { keepsArrow } from "./spatial-navigation";

function element(html: string): HTMLElement {
  document.body.innerHTML = html;
  const found = document.body.querySelector<HTMLElement>("[data-test]");
  if (!found) throw new Error("no element");
  return found;
}

describe("keepsArrow", () => {
  it("lets links, buttons and checkboxes move focus with every arrow", () => {
    for (const html of [
      '<a href="/x" data-test>x</a>',
      "<button data-test>x</button>",
      '<input type="checkbox" data-test>',
    ]) {
      for (const direction of ["up", "down", "left", "right"] as const) {
        expect(keepsArrow(element(html), direction)).toBe(false);
      }
    }
  });

  it("keeps Left and Right for a text field's caret, and lets Up and Down leave it", () => {
    const search = element('<input type="search" data-test>');
    expect(keepsArrow(search, "left")).toBe(true);
    expect(keepsArrow(search, "right")).toBe(true);
    expect(keepsArrow(search, "down")).toBe(false);
    expect(keepsArrow(element('<input list="s" data-test><datalist id="s"></datalist>'), "down")).toBe(true);
  });

  it("leaves every arrow to fields and widgets that step with them", () => {
    for (const html of [
      '<input type="number" data-test>',
      '<input type="range" data-test>',
      '<input type="radio" data-test>',
      "<select data-test><option>1</option></select>",
      "<textarea data-test></textarea>",
      '<div role="tablist"><button role="tab" data-test>x</button></div>',
      '<ul role="menu"><li><a href="/x" role="menuitem" data-test>x</a></li></ul>',
      '<div role="slider" tabindex="0" data-test></div>',
    ]) {
      expect(keepsArrow(element(html), "down")).toBe(true);
      expect(keepsArrow(element(html), "left")).toBe(true);
    }
  });
});
