// @ts-check
// The relay's limits and close codes: the contract with the browser's room client (it reacts to each code) and
// with the operator (docs/decisions/0042-watch-together-rooms.md says why each number is what it is).

/** Distinct members (browser tabs) in one room; the 13th is closed with ROOM_FULL. */
export const MAX_MEMBERS = 12;
/** Largest frame the server reads (ws's maxPayload): a chat line or a state message is far smaller. */
export const MAX_FRAME_BYTES = 16 * 1024;
/** Frames a second one socket may send, in bursts of up to RATE_BURST; over it, frames are dropped. */
export const RATE_PER_SECOND = 20;
export const RATE_BURST = 40;
/** A socket that has more than this many frames dropped within RATE_STRIKE_WINDOW_MS is closed (TOO_MANY). */
export const RATE_STRIKES = 40;
export const RATE_STRIKE_WINDOW_MS = 5000;
/** Rooms one client address (as the API's rate limit keys it) may be in at once on this instance. */
export const MAX_ROOMS_PER_ADDRESS = 8;
/** Sockets one address may hold at once: every room full of its own tabs, no more. */
export const MAX_SOCKETS_PER_ADDRESS = MAX_ROOMS_PER_ADDRESS * MAX_MEMBERS;
/** Messages kept for replay to a member who reconnects (`since`), and for how long after the room's last one. */
export const BACKLOG_LENGTH = 500;
export const BACKLOG_TTL_SECONDS = 120;
/** The room's latest `keep` message (and its sequence counter), kept this long after the room's last message. */
export const STATE_TTL_SECONDS = 6 * 60 * 60;
/** The server pings every socket this often and closes one that missed two pings in a row. */
export const HEARTBEAT_MS = 25_000;
/** A member counts as present this long after its instance last said so (an instance killed outright). */
export const MEMBER_TTL_MS = 60_000;
/** How often an instance tells the store its members are still there; well under MEMBER_TTL_MS. */
export const MEMBER_REFRESH_MS = 15_000;
/** A socket that has not said hello by then is closed as a bad frame would be. */
export const HELLO_TIMEOUT_MS = 10_000;
/** A socket whose unsent output grows past this is too slow to follow the room; it reconnects and replays. */
export const MAX_BUFFERED_BYTES = 4 * 1024 * 1024;
/** Frames one socket may have waiting for the store before new ones are dropped. */
export const MAX_PENDING_FRAMES = RATE_BURST;
/** After a drain's 1012, how long a socket has to finish the closing handshake before it is cut. */
export const CLOSE_GRACE_MS = 1000;

/** Close codes, with the client's reaction in the design's words. */
export const CLOSE = Object.freeze({
  /** none */
  NORMAL: 1000,
  /** reconnect with back-off; also sent when the room store (Redis) fails or the socket is too slow */
  GOING_AWAY: 1001,
  /** not JSON, unknown `t`, wrong shape, hello not first: reconnect with back-off */
  BAD_FRAME: 1007,
  /** frame over MAX_FRAME_BYTES */
  TOO_BIG: 1009,
  /** the instance is draining: reconnect at once (0-500 ms jitter), the balancer picks another instance */
  SERVICE_RESTART: 1012,
  /** too many messages: reconnect with back-off */
  TOO_MANY: 4008,
  /** room full: do not reconnect */
  ROOM_FULL: 4013,
  /** too many rooms from this address: do not reconnect */
  TOO_MANY_ROOMS: 4029,
});
