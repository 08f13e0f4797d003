// A JSON object as the demo catalogue's handler answers it: the *-shapes.server.ts modules build TMDB's wire
// format in these, and the localiser walks them. Its own module so that the shape modules can share it
// without importing one another.
export type Json = Record<string, unknown>;
