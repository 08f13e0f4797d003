// A handful of inline SVG icons with one consistent stroke (DESIGN.md): no icon font, no icon library.
// Decorative by default (aria-hidden); the control around an icon carries the accessible name.
// Each icon is only its shapes on the 24 px grid, handed to one frame. They stay SVG elements, not rows of
// numbers read by a function (as genre-icons.tsx does): every page loads this file, and here that function would
// cost more bytes than the rows save.

export interface IconProps {
  size?: number;
}

interface IconFrameProps extends IconProps {
  children: React.ReactNode;
  /** An icon that points along the line of text (back, forward): app.css mirrors it on right-to-left pages. */
  mirrored?: boolean;
}

/** The shared frame of every icon: a 24 px grid drawn with a 2 px round stroke. */
export function IconFrame({ size = 20, children, mirrored = false }: IconFrameProps) {
  return (
    <svg
      className={mirrored ? "icon-mirrored" : undefined}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

/** An icon component: `shapes` (SVG elements on the 24 px grid) in the frame; `mirrored` as IconFrame's. */
function icon(shapes: React.ReactNode, mirrored?: boolean) {
  return (props: IconProps) => (
    <IconFrame {...props} mirrored={mirrored}>
      {shapes}
    </IconFrame>
  );
}

export const PlayIcon = icon(<path d="M7 4.5v15l12-7.5z" fill="currentColor" />);
export const InfoIcon = icon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 11v5M12 8h.01" />
  </>,
);
export const FilmIcon = icon(
  <>
    <rect x="3" y="4" width="18" height="16" rx="2" />
    <path d="M7 4v16M17 4v16M3 9h4M3 15h4M17 9h4M17 15h4" />
  </>,
);
export const TvIcon = icon(
  <>
    <rect x="3" y="6" width="18" height="13" rx="2" />
    <path d="M8 2l4 4 4-4" />
  </>,
);
export const PeopleIcon = icon(
  <>
    <circle cx="9" cy="8" r="3.5" />
    <path d="M2.5 20c.8-3.5 3.4-5.5 6.5-5.5s5.7 2 6.5 5.5M16 4.5a3.5 3.5 0 0 1 0 7M18.5 14.8c1.6.8 2.6 2.5 3 5.2" />
  </>,
);
/** Discover: a compass. */
export const CompassIcon = icon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M15.5 8.5l-2 5-5 2 2-5z" />
  </>,
);
export const ListIcon = icon(<path d="M8 6h13M8 12h13M8 18h13M3.5 6h.01M3.5 12h.01M3.5 18h.01" />);
export const ChevronRightIcon = icon(<path d="M9 5l7 7-7 7" />, true);
export const ChevronLeftIcon = icon(<path d="M15 5l-7 7 7 7" />, true);
export const ChevronDownIcon = icon(<path d="M5 9l7 7 7-7" />);
export const PlusIcon = icon(<path d="M12 5v14M5 12h14" />);
export const CheckIcon = icon(<path d="M5 12.5l4.5 4.5L19 7.5" />);
export const CloseIcon = icon(<path d="M6 6l12 12M18 6L6 18" />);
