import { useNavigation } from "react-router";
import { useLingui } from "~/i18n/i18n";
import { isActorPagePath } from "~/lib/actor-params";

/** Whether a client navigation to one of the actor pages is waiting for its data. */
export function useActorPageLoading(): boolean {
  const navigation = useNavigation();
  return navigation.state === "loading" && isActorPagePath(navigation.location.pathname);
}

/** The explore pages' loading indicator (spec §2), shown until the next actor page's data arrives. */
export function ActorLoading({ loading }: { loading: boolean }) {
  const { i18n } = useLingui();
  return (
    // Visual only: the app-wide NavigationProgress already announces loading to screen readers.
    <p className="explore-loading" aria-hidden="true">
      {loading ? i18n._("explore.loading") : ""}
    </p>
  );
}
