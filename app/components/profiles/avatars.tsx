import type { Avatar } from "~/local/profiles";

// The profiles' pictures: our own small drawings, made of a few shapes on a 48-unit square, drawn inline (no
// request, no photos of anyone). Each is a face on a coloured disc, told apart by colour as much as by shape, so
// a child who cannot read yet finds their own.

/** Two circles, one the other's mirror image across the face's middle (x = 24): eyes, ears, cheeks. */
function circlePair(cx: number, cy: number, r: number, fill: string) {
  return (
    <>
      <circle cx={cx} cy={cy} r={r} fill={fill} />
      <circle cx={48 - cx} cy={cy} r={r} fill={fill} />
    </>
  );
}

const EYES = circlePair(18, 24, 2.6, "#1b1b22");

/** Two round ears and a round head, the bear's and the panda's, in their colours. */
function roundHead(ears: string, head: string) {
  return (
    <>
      {circlePair(14, 14, 5, ears)}
      <circle cx="24" cy="27" r="14" fill={head} />
    </>
  );
}

/** Each picture's disc colour, then its face. */
const DRAWINGS: Record<Avatar, [background: string, face: React.ReactNode]> = {
  fox: [
    "#f3a64b",
    <>
      <path d="M9 12l9 8h12l9-8-3 16-12 12-12-12z" fill="#e5671e" />
      <path d="M14 30l10 10 10-10-10 3z" fill="#fff5e8" />
      {EYES}
      <circle cx="24" cy="37" r="2" fill="#1b1b22" />
    </>,
  ],
  owl: [
    "#7aa6d8",
    <>
      <path d="M11 13l6 5h14l6-5v20a13 11 0 0 1-26 0z" fill="#8a5a3c" />
      {circlePair(18, 25, 6, "#fff")}
      {EYES}
      <path d="M22 31h4l-2 4z" fill="#f2b134" />
    </>,
  ],
  cat: [
    "#c9a3e6",
    <>
      <path d="M11 11l8 7h10l8-7v20a13 11 0 0 1-26 0z" fill="#55596a" />
      {EYES}
      <path d="M22 30h4l-2 2.5z" fill="#f29bb2" />
      <path d="M8 30h8M8 33h8M32 30h8M32 33h8" stroke="#fff" strokeWidth="1" />
    </>,
  ],
  bear: [
    "#9ccf8e",
    <>
      {roundHead("#8b5a34", "#8b5a34")}
      <ellipse cx="24" cy="32" rx="6" ry="4.5" fill="#d9b48f" />
      {EYES}
      <circle cx="24" cy="30.5" r="1.8" fill="#1b1b22" />
    </>,
  ],
  frog: [
    "#f5d76e",
    <>
      <ellipse cx="24" cy="29" rx="15" ry="11" fill="#4caf50" />
      {circlePair(16, 19, 5.5, "#4caf50")}
      {circlePair(16, 19, 2.6, "#1b1b22")}
      <path d="M16 31q8 6 16 0" stroke="#1b1b22" strokeWidth="1.8" fill="none" />
    </>,
  ],
  panda: [
    "#e87a8f",
    <>
      {roundHead("#1b1b22", "#fafafa")}
      <ellipse cx="18" cy="25" rx="3.6" ry="4.6" fill="#1b1b22" />
      <ellipse cx="30" cy="25" rx="3.6" ry="4.6" fill="#1b1b22" />
      {circlePair(18, 24, 1.2, "#fff")}
      <circle cx="24" cy="32" r="1.8" fill="#1b1b22" />
    </>,
  ],
  robot: [
    "#5cc3b8",
    <>
      <path d="M24 7v6" stroke="#d7dde3" strokeWidth="2" />
      <circle cx="24" cy="7" r="2.2" fill="#f25d50" />
      <rect x="11" y="13" width="26" height="24" rx="5" fill="#d7dde3" />
      <rect x="15" y="20" width="6" height="6" rx="1.5" fill="#1b1b22" />
      <rect x="27" y="20" width="6" height="6" rx="1.5" fill="#1b1b22" />
      <path d="M18 31h12" stroke="#1b1b22" strokeWidth="2" />
    </>,
  ],
  rocket: [
    "#3f4a8a",
    <>
      <circle cx="12" cy="12" r="1" fill="#fff" />
      <circle cx="37" cy="17" r="1" fill="#fff" />
      <path d="M24 7c7 6 8 16 5 25h-10c-3-9-2-19 5-25z" fill="#eef0f6" />
      <circle cx="24" cy="20" r="3.5" fill="#5cc3b8" />
      <path d="M19 26l-5 8 6-2zM29 26l5 8-6-2z" fill="#f25d50" />
      <path d="M21 33h6l-3 8z" fill="#f2b134" />
    </>,
  ],
};

/** A profile's picture; `size` in CSS pixels. Decorative: the profile's name is always beside it. */
export function AvatarPicture({ avatar, size = 32 }: { avatar: Avatar; size?: number }) {
  const [background, face] = DRAWINGS[avatar];
  return (
    <svg
      className="avatar"
      viewBox="0 0 48 48"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="24" cy="24" r="24" fill={background} />
      {face}
    </svg>
  );
}
