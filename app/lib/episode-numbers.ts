// The season and episode numbers every edge accepts: a watch link, a player's message, a stored or imported
// entry, a room's title, a catalogue call. Season 0 holds a series' specials; episodes count from 1. The tops
// are far above any real series, and only keep a hostile number out of URLs, storage and TMDB requests.
// No imports: app/together/ imports this relatively, so that Node.js runs it as it is.

export const MAX_SEASON = 1000;
export const MAX_EPISODE = 10_000;
