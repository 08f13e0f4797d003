// @ts-check
// The relay's figures on /metrics, in the server's registry (server/metrics.mjs). Gauges are this instance's:
// rooms with a socket here, and sockets that said hello. Counters count what this instance relayed or dropped.
import { Counter, Gauge } from "prom-client";
import { once } from "../metrics.mjs";

export const roomsOpen = once(
  "marquee_rooms_open",
  () =>
    new Gauge({
      name: "marquee_rooms_open",
      help: "Watch-together rooms with at least one socket on this instance",
    }),
);

export const roomMembers = once(
  "marquee_room_members",
  () =>
    new Gauge({
      name: "marquee_room_members",
      help: "Watch-together sockets on this instance that have joined a room",
    }),
);

export const messagesRelayed = once(
  "marquee_room_messages_relayed_total",
  () =>
    new Counter({
      name: "marquee_room_messages_relayed_total",
      help: "Watch-together messages this instance relayed to a room (each once, whatever the members)",
    }),
);

export const messagesDropped = once(
  "marquee_room_messages_dropped_total",
  () =>
    new Counter({
      name: "marquee_room_messages_dropped_total",
      help: "Watch-together frames dropped, by reason: duplicate (id already relayed), rate (over the per-socket rate), busy (too many waiting)",
      labelNames: /** @type {const} */ (["reason"]),
    }),
);

export const roomReconnects = once(
  "marquee_room_reconnects_total",
  () =>
    new Counter({
      name: "marquee_room_reconnects_total",
      help: "Watch-together hellos that resume from a sequence number (a member reconnecting)",
    }),
);

export const roomClosures = once(
  "marquee_room_socket_closes_total",
  () =>
    new Counter({
      name: "marquee_room_socket_closes_total",
      help: "Watch-together sockets closed, by close code (the server's or the client's)",
      labelNames: /** @type {const} */ (["code"]),
    }),
);

export const roomUpgradesRefused = once(
  "marquee_room_upgrades_refused_total",
  () =>
    new Counter({
      name: "marquee_room_upgrades_refused_total",
      help: "WebSocket upgrades to /api/rooms/ answered with an HTTP status instead of a socket, by status",
      labelNames: /** @type {const} */ (["status"]),
    }),
);
