// The top bar's links (spec §2, and Discover). `icon` marks the five that also appear icon-only on phones; `label` is the
// message catalogues' key of the link's name (English: Browse, Movies, Series, Discover, Actors, My List).
export const NAV_LINKS = [
  { label: "nav.browse", to: "/", icon: null },
  { label: "nav.movies", to: "/explore-movies", icon: "film" },
  { label: "nav.series", to: "/series", icon: "tv" },
  { label: "nav.discover", to: "/discover", icon: "compass" },
  { label: "nav.actors", to: "/popular-actors", icon: "people" },
  { label: "nav.list", to: "/list", icon: "list" },
] as const;
