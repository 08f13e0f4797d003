// iCalendar (RFC 5545) text, written by hand: the calendar feed needs a handful of properties, and the one
// library that writes them (ical-generator 11) needs Node 22 (shared/STACK.md). What the RFC asks of the text:
// CRLF line ends (3.1), lines of at most 75 octets folded with CRLF and one space (3.1: a fold never splits a
// UTF-8 character), and TEXT values with backslash, semicolon, comma and newlines escaped (3.3.11).

const CRLF = "\r\n";
const MAX_OCTETS = 75;
const encoder = new TextEncoder();

/** A TEXT value (3.3.11): \ ; , escaped, any newline as \n, control characters but tab dropped (3.1). */
export function icsText(value: string): string {
  return value
    .replace(/\r\n?/g, "\n")
    .replace(/[\\;,]/g, (character) => `\\${character}`)
    .replace(/\n/g, "\\n")
    .replace(/\p{Cc}/gu, (character) => (character === "\t" ? character : ""));
}

/** One content line, folded at 75 octets (continuation lines start with a space, which counts). */
export function foldLine(line: string): string {
  if (encoder.encode(line).length <= MAX_OCTETS) return line;
  const parts: string[] = [];
  let current = "";
  let octets = 0;
  let limit = MAX_OCTETS;
  for (const character of line) {
    const size = encoder.encode(character).length;
    if (octets + size > limit) {
      parts.push(current);
      current = "";
      octets = 0;
      // Each continuation line starts with a space, one of its 75 octets.
      limit = MAX_OCTETS - 1;
    }
    current += character;
    octets += size;
  }
  parts.push(current);
  return parts.join(`${CRLF} `);
}

/** "2026-11-26" -> "20261126" (DATE, 3.3.4). */
export function icsDate(isoDate: string): string {
  return isoDate.slice(0, 10).replaceAll("-", "");
}

/** A UTC DATE-TIME (3.3.5): "20261126T000000Z". */
export function icsUtcDateTime(date: Date): string {
  return `${date.toISOString().slice(0, 19).replace(/[-:]/g, "")}Z`;
}

export interface AllDayEvent {
  uid: string;
  /** "YYYY-MM-DD": the event covers this whole day. */
  date: string;
  summary: string;
  description?: string;
  url?: string;
}

export interface Calendar {
  /** PRODID, e.g. "-//Marquee//Episode calendar//EN". */
  productId: string;
  /** The name calendar apps show (X-WR-CALNAME, and NAME of RFC 7986). */
  name: string;
  /** DTSTAMP of every event. */
  stamp: Date;
  /** How often a subscribed app should fetch again (REFRESH-INTERVAL of RFC 7986), in hours. */
  refreshHours: number;
  events: readonly AllDayEvent[];
}

/** The day after an ISO date, for DTEND (exclusive: an all-day event ends when the next day starts). */
function nextDay(isoDate: string): string {
  return new Date(Date.parse(`${isoDate.slice(0, 10)}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
}

/** A whole VCALENDAR, every line folded and ended with CRLF. */
export function writeCalendar(calendar: Calendar): string {
  const stamp = icsUtcDateTime(calendar.stamp);
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:${icsText(calendar.productId)}`,
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    `NAME:${icsText(calendar.name)}`,
    `X-WR-CALNAME:${icsText(calendar.name)}`,
    `REFRESH-INTERVAL;VALUE=DURATION:PT${calendar.refreshHours}H`,
    `X-PUBLISHED-TTL:PT${calendar.refreshHours}H`,
  ];
  for (const event of calendar.events) {
    lines.push(
      "BEGIN:VEVENT",
      `UID:${icsText(event.uid)}`,
      `DTSTAMP:${stamp}`,
      `DTSTART;VALUE=DATE:${icsDate(event.date)}`,
      `DTEND;VALUE=DATE:${icsDate(nextDay(event.date))}`,
      `SUMMARY:${icsText(event.summary)}`,
    );
    if (event.description) lines.push(`DESCRIPTION:${icsText(event.description)}`);
    // URL is a URI value (3.3.13), not TEXT: nothing to escape, and the URLs made here carry no comma or space.
    if (event.url) lines.push(`URL:${event.url}`);
    lines.push("TRANSP:TRANSPARENT", "END:VEVENT");
  }
  lines.push("END:VCALENDAR");
  return lines.map((line) => `${foldLine(line)}${CRLF}`).join("");
}
