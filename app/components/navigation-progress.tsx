import { useNavigation } from "react-router";

/**
 * The loading state of client navigations (spec §2: a loading screen shows until data arrives): a thin bar
 * along the top of the window, and a status message for screen readers. The status region is always in
 * the page so that assistive technology notices when its text changes.
 */
export function NavigationProgress() {
  const loading = useNavigation().state === "loading";
  return (
    <div className="navigation-progress" data-loading={loading || undefined}>
      <div className="navigation-progress-bar" aria-hidden="true" />
      <p role="status" className="visually-hidden">
        {loading ? "Loading…" : ""}
      </p>
    </div>
  );
}
