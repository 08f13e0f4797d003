import type { GenreIconKey } from "~/data/genres";
import { IconFrame } from "./icons";

// One small line drawing per genre icon key (app/data/genres.ts), in the same stroke as the other icons.
// Only the side menu uses these, so they load with it, on demand. Each drawing is a list of shapes kept as data,
// drawn by one function: a path's data, a circle [cx, cy, r] (filled with the text's colour when it says so), or
// a rectangle [x, y, width, height, rx].

type Shape =
  | string
  | [number, number, number, fill?: "currentColor"]
  | [number, number, number, number, number];

function drawShape(shape: Shape, key: number) {
  if (typeof shape === "string") return <path key={key} d={shape} />;
  if (shape.length === 5) {
    const [x, y, width, height, rx] = shape;
    return <rect key={key} x={x} y={y} width={width} height={height} rx={rx} />;
  }
  const [cx, cy, r, fill] = shape;
  return <circle key={key} cx={cx} cy={cy} r={r} fill={fill} />;
}

const SHAPES: Record<GenreIconKey, Shape[]> = {
  action: ["M13 2 4 14h7l-1 8 9-12h-7z"],
  adventure: [[12, 12, 9], "m15.5 8.5-2 5-5 2 2-5z"],
  animation: ["m12 3 2.6 5.6 6.1.7-4.5 4.2 1.2 6L12 16.6l-5.4 2.9 1.2-6-4.5-4.2 6.1-.7z"],
  comedy: [[12, 12, 9], "M8 14c1 1.4 2.3 2 4 2s3-.6 4-2M9 9.5h.01M15 9.5h.01"],
  crime: [
    "M12 3 19 6v6c0 4.5-3 7.5-7 9-4-1.5-7-4.5-7-9V6z",
    "m12 8 1.2 2.4 2.6.4-1.9 1.8.5 2.6-2.4-1.3-2.4 1.3.5-2.6-1.9-1.8 2.6-.4z",
  ],
  documentary: [[3, 7, 13, 10, 2], "m16 11 5-3v8l-5-3"],
  drama: ["M4 5c5 2 11 2 16 0v6c0 5-3.5 9-8 9s-8-4-8-9z", "M8.5 10h2M13.5 10h2M9.5 16c1.5-1.2 3.5-1.2 5 0"],
  family: ["m3 11 9-7 9 7M5 10v10h14V10M10 20v-5h4v5"],
  fantasy: ["M4 20 15 9M17 3v4M15 5h4M19.5 10.5v2M18.5 11.5h2M10 3.5v2M9 4.5h2"],
  history: ["M3 21h18M4 9h16M12 3l8 4H4zM6 9v9M10 9v9M14 9v9M18 9v9M4 18h16"],
  horror: ["M6 20V10a6 6 0 0 1 12 0v10l-2-1.5-2 1.5-2-1.5-2 1.5-2-1.5z", "M10 10h.01M14 10h.01"],
  music: ["M9 18V5l11-2v13", [6, 18, 3], [17, 16, 3]],
  mystery: [[11, 11, 6], "m20 20-4.5-4.5"],
  romance: ["M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z"],
  "science-fiction": [
    "M12 2c3 2 5 6 5 10l-2 4H9l-2-4c0-4 2-8 5-10z",
    [12, 10, 1.5],
    "M10 20h4M9 16l-3 3M15 16l3 3",
  ],
  "tv-movie": [[3, 6, 18, 13, 2], "m8 2 4 4 4-4"],
  thriller: ["M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z", [12, 12, 3]],
  war: [
    "M14.5 17.5 3 6V3h3l11.5 11.5M13 19l6-6M16 16l4 4M19 21l2-2M14.5 6.5 18 3h3v3l-3.5 3.5M5 14l4 4M7 17l-3 3M3 19l2 2",
  ],
  western: ["M10 21V5a2 2 0 0 1 4 0v16M14 12h2a2 2 0 0 0 2-2V8M10 14H8a2 2 0 0 1-2-2v-2M6 21h12"],
  kids: [
    "M12 3a5 5 0 0 1 5 5c0 3.5-2.5 6-5 6s-5-2.5-5-6a5 5 0 0 1 5-5z",
    "m12 14-.8 1.5h1.6zM12 15.5c0 2-1.5 3-.5 5.5",
  ],
  news: ["M4 5h13v14H6a2 2 0 0 1-2-2zM17 9h3v8a2 2 0 0 1-2 2M7 9h7M7 12.5h7M7 16h4"],
  reality: [
    [12, 12, 9],
    [12, 12, 3, "currentColor"],
  ],
  soap: [
    [8, 15, 4],
    [16, 8, 3],
    [17, 17, 2],
  ],
  talk: [[9, 3, 6, 11, 3], "M5 11a7 7 0 0 0 14 0M12 18v3M8 21h8"],
};

export function GenreIcon({ icon, size = 20 }: { icon: GenreIconKey; size?: number }) {
  return <IconFrame size={size}>{SHAPES[icon].map(drawShape)}</IconFrame>;
}
