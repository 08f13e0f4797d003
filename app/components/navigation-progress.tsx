import { useNavigation } from "react-router";
import { useLingui } from "~/i18n/i18n";

/**
 * The loading state of client navigations (spec §2: a loading screen shows until data arrives): a thin bar
 * along the top of the window, and a status message for screen readers. The status region is always in
 * the page so that assistive technology notices when its text changes.
 */
export function NavigationProgress() {
  const loading = useNavigation().state === "loading";
  const { i18n } = useLingui();
  return (
    <div className="navigation-progress" data-loading={loading || undefined}>
      <div className="navigation-progress-bar" aria-hidden="true" />
      <p role="status" className="visually-hidden">
        {loading ? i18n._("nav.loading") : ""}
      </p>
    </div>
  );
}
