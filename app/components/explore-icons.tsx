// Icons of the explore pages, in the shared frame of icons.tsx. Decorative: the control around an icon
// carries the accessible name.
import { IconFrame, type IconProps } from "./icons";

export function FilterIcon(props: IconProps) {
  return (
    <IconFrame {...props}>
      <path d="M4 6h10M18 6h2M4 12h4M12 12h8M4 18h12" />
      <circle cx="16" cy="6" r="2" />
      <circle cx="10" cy="12" r="2" />
      <circle cx="18" cy="18" r="2" />
    </IconFrame>
  );
}

export function WarningIcon(props: IconProps) {
  return (
    <IconFrame {...props}>
      <path d="M10.3 4.2 2.6 17.5A2 2 0 0 0 4.3 20.5h15.4a2 2 0 0 0 1.7-3L13.7 4.2a2 2 0 0 0-3.4 0z" />
      <path d="M12 9.5v4.5M12 17.2h.01" />
    </IconFrame>
  );
}
