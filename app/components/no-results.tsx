import { useLingui } from "~/i18n/i18n";
import { WarningIcon } from "./explore-icons";

/** Spec §8: what an explore page shows when the catalogue has nothing for this page, or did not answer. */
export function NoResults({ children }: { children?: React.ReactNode }) {
  const { i18n } = useLingui();
  return (
    <div className="no-results">
      <WarningIcon size={40} />
      <p className="no-results-text">{i18n._("explore.noResults")}</p>
      {children}
    </div>
  );
}
