// @ts-check
// The relay's figures on /metrics, in the server's registry (server/metrics.mjs). Gauges are this instance's:
// rooms with a socket here, and sockets that said hello. Counters count what this instance relayed or dropped.
import { Gauge } from "prom-client";
import { counter, once } from "../metrics.mjs";

/**
 * @param {string} name
 * @param {string} help
 */
const gauge = (name, help) => once(name, () => new Gauge({ name, help }));

export const roomsOpen = gauge(
  "marquee_rooms_open",
  "Watch-together rooms with at least one socket on this instance",
);

export const roomMembers = gauge(
  "marquee_room_members",
  "Watch-together sockets on this instance that have joined a room",
);

export const messagesRelayed = counter(
  "marquee_room_messages_relayed_total",
  "Watch-together messages this instance relayed to a room (each once, whatever the members)",
);

export const messagesDropped = counter(
  "marquee_room_messages_dropped_total",
  "Watch-together frames dropped, by reason: duplicate (id already relayed), rate (over the per-socket rate), busy (too many waiting)",
  ["reason"],
);

export const roomReconnects = counter(
  "marquee_room_reconnects_total",
  "Watch-together hellos that resume from a sequence number (a member reconnecting)",
);

export const roomClosures = counter(
  "marquee_room_socket_closes_total",
  "Watch-together sockets closed, by close code (the server's or the client's)",
  ["code"],
);

export const roomUpgradesRefused = counter(
  "marquee_room_upgrades_refused_total",
  "WebSocket upgrades to /api/rooms/ answered with an HTTP status instead of a socket, by status",
  ["status"],
);
