import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { foldLine, icsText, writeCalendar } from "./ics";

// The hand-written iCalendar text, read back by a well-kept parser (ical.js, Mozilla's, as calendar apps use).

const octets = (line: string) => new TextEncoder().encode(line).length;

function parsed(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return calendar.getAllSubcomponents("vevent").map((component) => new ICAL.Event(component));
}

const calendar = (summary: string, description = "") =>
  writeCalendar({
    productId: "-//Test//Calendar//EN",
    name: "Test, calendar; of \\ things",
    stamp: new Date("2026-11-26T00:00:00Z"),
    refreshHours: 12,
    events: [
      {
        uid: "7-s1-e2@example.org",
        date: "2026-11-30",
        summary,
        description,
        url: "https://example.org/watch/7?s=1&e=2",
      },
    ],
  });

describe("iCalendar text", () => {
  it("ends every line with CRLF and folds at 75 octets without splitting a character", () => {
    const summary = `${"Episode ".repeat(12)}: 第12話 「約束の日」 🎬 ${"ü".repeat(60)} العربية`;
    const text = calendar(summary);
    expect(text.endsWith("\r\n")).toBe(true);
    expect(text.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    const lines = text.split("\r\n").slice(0, -1);
    for (const line of lines) expect(octets(line), line).toBeLessThanOrEqual(75);
    expect(lines.filter((line) => line.startsWith(" ")).length).toBeGreaterThanOrEqual(3);
    // No line holds half a character: each decodes back to itself.
    for (const line of lines)
      expect(new TextDecoder("utf-8", { fatal: true }).decode(new TextEncoder().encode(line))).toBe(line);
    expect(parsed(text)[0]?.summary).toBe(summary);
  });

  it("escapes commas, semicolons, backslashes and newlines, and the parser gives the text back", () => {
    const summary = "Law, Order; Special Victims \\ Unit";
    const description = "Line one\nLine two\r\nLine three, with; all \\ of them";
    const text = calendar(summary, description);
    expect(text).toContain("SUMMARY:Law\\, Order\\; Special Victims \\\\ Unit\r\n");
    const [event] = parsed(text);
    expect(event?.summary).toBe(summary);
    expect(event?.description).toBe("Line one\nLine two\nLine three, with; all \\ of them");
    // ical.js leaves X- properties as written; the name is escaped as TEXT like the rest.
    expect(text).toContain("X-WR-CALNAME:Test\\, calendar\\; of \\\\ things\r\n");
  });

  it("writes all-day events: DATE start, the next day as exclusive end, a UTC stamp, the URL as given", () => {
    const [event] = parsed(calendar("A"));
    expect(event?.startDate.isDate).toBe(true);
    expect(event?.startDate.toString()).toBe("2026-11-30");
    expect(event?.endDate.toString()).toBe("2026-12-01");
    expect(event?.uid).toBe("7-s1-e2@example.org");
    expect(event?.component.getFirstPropertyValue("dtstamp")?.toString()).toBe("2026-11-26T00:00:00Z");
    expect(event?.component.getFirstPropertyValue("url")).toBe("https://example.org/watch/7?s=1&e=2");
  });

  it("drops control characters a TEXT value may not hold, keeps tabs, and leaves short lines alone", () => {
    expect(icsText("a\u0000b\u0007c\td")).toBe("abc\td");
    expect(foldLine("SUMMARY:short")).toBe("SUMMARY:short");
    const folded = foldLine(`SUMMARY:${"x".repeat(200)}`);
    expect(folded.split("\r\n ").map(octets)).toEqual([75, 74, 59]);
  });
});
