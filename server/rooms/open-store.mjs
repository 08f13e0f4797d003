// @ts-check
// The room store this instance uses: Redis when REDIS_URL is set (every instance relays every room, with no
// sticky sessions at the balancer), else this process's memory (a single instance).
import { createMemoryRoomStore } from "./memory-store.mjs";
import { createRedisRoomStore } from "./redis-store.mjs";

/**
 * @param {{ redisUrl: string | undefined, log: import("./redis-store.mjs").StoreLog }} options
 * @returns {import("./room-store.mjs").RoomStore}
 */
export function openRoomStore({ redisUrl, log }) {
  return redisUrl ? createRedisRoomStore({ url: redisUrl, log }) : createMemoryRoomStore();
}
