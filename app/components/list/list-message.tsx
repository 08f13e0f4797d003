import type { ReactNode } from "react";

/** My List's line that says how an import or the sync went: a status, read out when it changes. */
export function ListMessage({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <p className={className ? `list-message ${className}` : "list-message"} role="status">
      {children}
    </p>
  );
}
