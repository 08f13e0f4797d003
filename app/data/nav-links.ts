// The top bar's links (spec §2). `icon` marks the four that also appear icon-only on phones.
export const NAV_LINKS = [
  { label: "Browse", to: "/", icon: null },
  { label: "Movies", to: "/explore-movies", icon: "film" },
  { label: "Series", to: "/series", icon: "tv" },
  { label: "Actors", to: "/popular-actors", icon: "people" },
  { label: "My List", to: "/list", icon: "list" },
] as const;
