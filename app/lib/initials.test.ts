import { describe, expect, it } from "vitest";
import { initialsOf } from "./initials";

describe("initialsOf", () => {
  it.each([
    ["Tom Hanks", "TH"],
    ["Samuel L. Jackson", "SJ"],
    ["Zendaya", "Z"],
    ["Robert Downey Jr.", "RD"],
    ["Caspian O'Rourke", "CO"],
    ["timothée chalamet", "TC"],
    ["Élodie Kavanagh", "ÉK"],
    ["  Mara   Storm  ", "MS"],
    ["Jr.", "J"],
    ["", ""],
    ["—", ""],
  ])("%s -> %s", (name, initials) => {
    expect(initialsOf(name)).toBe(initials);
  });
});
