import type { GenreIconKey } from "~/data/genres";
import { IconFrame } from "./icons";

// One small line drawing per genre icon key (app/data/genres.ts), in the same stroke as the other icons.
// Only the side menu uses these, so they load with it, on demand.

const SHAPES: Record<GenreIconKey, React.ReactNode> = {
  action: <path d="M13 2 4 14h7l-1 8 9-12h-7z" />,
  adventure: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="m15.5 8.5-2 5-5 2 2-5z" />
    </>
  ),
  animation: <path d="m12 3 2.6 5.6 6.1.7-4.5 4.2 1.2 6L12 16.6l-5.4 2.9 1.2-6-4.5-4.2 6.1-.7z" />,
  comedy: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M8 14c1 1.4 2.3 2 4 2s3-.6 4-2M9 9.5h.01M15 9.5h.01" />
    </>
  ),
  crime: (
    <>
      <path d="M12 3 19 6v6c0 4.5-3 7.5-7 9-4-1.5-7-4.5-7-9V6z" />
      <path d="m12 8 1.2 2.4 2.6.4-1.9 1.8.5 2.6-2.4-1.3-2.4 1.3.5-2.6-1.9-1.8 2.6-.4z" />
    </>
  ),
  documentary: (
    <>
      <rect x="3" y="7" width="13" height="10" rx="2" />
      <path d="m16 11 5-3v8l-5-3" />
    </>
  ),
  drama: (
    <>
      <path d="M4 5c5 2 11 2 16 0v6c0 5-3.5 9-8 9s-8-4-8-9z" />
      <path d="M8.5 10h2M13.5 10h2M9.5 16c1.5-1.2 3.5-1.2 5 0" />
    </>
  ),
  family: <path d="m3 11 9-7 9 7M5 10v10h14V10M10 20v-5h4v5" />,
  fantasy: <path d="M4 20 15 9M17 3v4M15 5h4M19.5 10.5v2M18.5 11.5h2M10 3.5v2M9 4.5h2" />,
  history: <path d="M3 21h18M4 9h16M12 3l8 4H4zM6 9v9M10 9v9M14 9v9M18 9v9M4 18h16" />,
  horror: (
    <>
      <path d="M6 20V10a6 6 0 0 1 12 0v10l-2-1.5-2 1.5-2-1.5-2 1.5-2-1.5z" />
      <path d="M10 10h.01M14 10h.01" />
    </>
  ),
  music: (
    <>
      <path d="M9 18V5l11-2v13" />
      <circle cx="6" cy="18" r="3" />
      <circle cx="17" cy="16" r="3" />
    </>
  ),
  mystery: (
    <>
      <circle cx="11" cy="11" r="6" />
      <path d="m20 20-4.5-4.5" />
    </>
  ),
  romance: <path d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z" />,
  "science-fiction": (
    <>
      <path d="M12 2c3 2 5 6 5 10l-2 4H9l-2-4c0-4 2-8 5-10z" />
      <circle cx="12" cy="10" r="1.5" />
      <path d="M10 20h4M9 16l-3 3M15 16l3 3" />
    </>
  ),
  "tv-movie": (
    <>
      <rect x="3" y="6" width="18" height="13" rx="2" />
      <path d="m8 2 4 4 4-4" />
    </>
  ),
  thriller: (
    <>
      <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z" />
      <circle cx="12" cy="12" r="3" />
    </>
  ),
  war: (
    <path d="M14.5 17.5 3 6V3h3l11.5 11.5M13 19l6-6M16 16l4 4M19 21l2-2M14.5 6.5 18 3h3v3l-3.5 3.5M5 14l4 4M7 17l-3 3M3 19l2 2" />
  ),
  western: <path d="M10 21V5a2 2 0 0 1 4 0v16M14 12h2a2 2 0 0 0 2-2V8M10 14H8a2 2 0 0 1-2-2v-2M6 21h12" />,
  kids: (
    <>
      <path d="M12 3a5 5 0 0 1 5 5c0 3.5-2.5 6-5 6s-5-2.5-5-6a5 5 0 0 1 5-5z" />
      <path d="m12 14-.8 1.5h1.6zM12 15.5c0 2-1.5 3-.5 5.5" />
    </>
  ),
  news: <path d="M4 5h13v14H6a2 2 0 0 1-2-2zM17 9h3v8a2 2 0 0 1-2 2M7 9h7M7 12.5h7M7 16h4" />,
  reality: (
    <>
      <circle cx="12" cy="12" r="9" />
      <circle cx="12" cy="12" r="3" fill="currentColor" />
    </>
  ),
  soap: (
    <>
      <circle cx="8" cy="15" r="4" />
      <circle cx="16" cy="8" r="3" />
      <circle cx="17" cy="17" r="2" />
    </>
  ),
  talk: (
    <>
      <rect x="9" y="3" width="6" height="11" rx="3" />
      <path d="M5 11a7 7 0 0 0 14 0M12 18v3M8 21h8" />
    </>
  ),
};

export function GenreIcon({ icon, size = 20 }: { icon: GenreIconKey; size?: number }) {
  return <IconFrame size={size}>{SHAPES[icon]}</IconFrame>;
}
