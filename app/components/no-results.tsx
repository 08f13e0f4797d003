import { WarningIcon } from "./explore-icons";

/** Spec §8: what an explore page shows when the catalogue has nothing for this page, or did not answer. */
export function NoResults({ children }: { children?: React.ReactNode }) {
  return (
    <div className="no-results">
      <WarningIcon size={40} />
      <p className="no-results-text">Please select a different genre or category</p>
      {children}
    </div>
  );
}
