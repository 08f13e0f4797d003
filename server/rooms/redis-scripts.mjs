// @ts-check
// The room store's Lua scripts: each runs atomically in Redis, so every instance sees one order per room. Times
// come from Redis's own clock (TIME), so instances whose clocks differ still stamp one room consistently.
// Keys of one room share the hash tag {roomId}, so they live on one node of a Redis Cluster too.

/** Milliseconds on Redis's clock, as a Lua number and as the integer text written into frames. */
const NOW = `
local time = redis.call('TIME')
local now = tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000)
local now_text = string.format('%.0f', now)
`;

/**
 * A room's members (a sorted set in KEYS[1], scored by their expiry) with the expired ones dropped: those of an
 * instance that died. `before` is their count beforehand, to tell whether the script changed it.
 */
const PRUNE = `${NOW}
local before = redis.call('ZCARD', KEYS[1])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now)
`;

/**
 * The members' `count` now, published on the channel `channel` (a Lua expression) when it differs from `before`,
 * so that every instance's sockets hear of the change.
 * @param {string} channel
 */
const publishCount = (channel) => `
local count = redis.call('ZCARD', KEYS[1])
if count ~= before then
  redis.call('PUBLISH', ${channel}, '{"t":"members","count":' .. count .. '}')
end
`;

/**
 * JOIN. KEYS: members, seq, state, log. ARGV: member, member ttl ms, max members, since ('' for none), channel.
 * Returns {0, count} when full, else {1, count, seq, now, state or false, backlog entries after since}.
 * The backlog holds consecutive seqs ending at the room's seq, so the entries after `since` are its tail.
 */
export const JOIN = `${PRUNE}
local present = redis.call('ZCARD', KEYS[1])
if not redis.call('ZSCORE', KEYS[1], ARGV[1]) and present >= tonumber(ARGV[3]) then
  return {0, present}
end
redis.call('ZADD', KEYS[1], now + tonumber(ARGV[2]), ARGV[1])
redis.call('PEXPIRE', KEYS[1], ARGV[2])
${publishCount("ARGV[5]")}
local seq = tonumber(redis.call('GET', KEYS[2]) or '0')
local state = redis.call('GET', KEYS[3])
local backlog = {}
if ARGV[4] ~= '' then
  local since = tonumber(ARGV[4])
  local length = redis.call('LLEN', KEYS[4])
  if since < seq and length > 0 then
    local first = math.max(0, length - (seq - since))
    backlog = redis.call('LRANGE', KEYS[4], first, -1)
  end
end
return {1, count, seq, now_text, state, backlog}
`;

/** LEAVE. KEYS: members. ARGV: member, channel. Publishes the new count if it changed. */
export const LEAVE = `${PRUNE}
redis.call('ZREM', KEYS[1], ARGV[1])
${publishCount("ARGV[2]")}
return count
`;

/**
 * REFRESH. KEYS: members. ARGV: member ttl ms, channel, member... Pushes these members' expiry on, drops the
 * expired ones (an instance that died), and publishes the count if that changed it.
 */
export const REFRESH = `${PRUNE}
for i = 3, #ARGV do
  redis.call('ZADD', KEYS[1], now + tonumber(ARGV[1]), ARGV[i])
end
redis.call('PEXPIRE', KEYS[1], ARGV[1])
${publishCount("ARGV[2]")}
return count
`;

/**
 * SEND. KEYS: seq, ids, log, state. ARGV: id, data, keep ('1' or '0'), channel, backlog length, backlog ttl s,
 * state ttl s. Returns 0 for an id already relayed (still in the backlog's window), else the frame relayed.
 * The ids kept are those of the backlog's messages (a sorted set by seq, trimmed with it); the seq counter lives
 * as long as the state it numbers.
 */
export const SEND = `
if redis.call('ZSCORE', KEYS[2], ARGV[1]) then return 0 end
${NOW}
if redis.call('EXISTS', KEYS[1]) == 0 then
  -- A counter evicted under memory pressure (or expired) while the room's state or backlog is still kept
  -- goes on from them, so that seq never runs backwards under members that still hold the room.
  local base = 0
  local state = redis.call('GET', KEYS[4])
  if state then base = tonumber(string.match(state, '^{"seq":(%d+),')) or 0 end
  local last = redis.call('LINDEX', KEYS[3], -1)
  if last then base = math.max(base, tonumber(string.match(last, '^{"t":"msg","seq":(%d+),')) or 0) end
  redis.call('SET', KEYS[1], string.format('%.0f', base))
end
local seq = redis.call('INCR', KEYS[1])
local seq_text = string.format('%.0f', seq)
redis.call('EXPIRE', KEYS[1], ARGV[7])
local frame = '{"t":"msg","seq":' .. seq_text .. ',"ts":' .. now_text .. ',"id":"' .. ARGV[1] .. '","data":"' .. ARGV[2] .. '"}'
local length = tonumber(ARGV[5])
redis.call('RPUSH', KEYS[3], frame)
redis.call('LTRIM', KEYS[3], -length, -1)
redis.call('EXPIRE', KEYS[3], ARGV[6])
redis.call('ZADD', KEYS[2], seq, ARGV[1])
redis.call('ZREMRANGEBYSCORE', KEYS[2], '-inf', seq - length)
redis.call('EXPIRE', KEYS[2], ARGV[6])
if ARGV[3] == '1' then
  redis.call('SET', KEYS[4], '{"seq":' .. seq_text .. ',"ts":' .. now_text .. ',"data":"' .. ARGV[2] .. '"}', 'EX', ARGV[7])
end
redis.call('PUBLISH', ARGV[4], frame)
return frame
`;
