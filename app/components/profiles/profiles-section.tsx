import { lazy, Suspense, useId, useState } from "react";
import { useLingui } from "~/i18n/i18n";
import { useHousehold } from "~/local/profiles";

// Profiles on My List, beside the export file and sync by code: where a visitor looks after what this browser
// keeps of theirs, and so where the first profile is added. The top bar shows profiles only once there is one
// (profiles-gate.tsx), so a visitor who never adds one sees the site as it was.

const ProfileDialog = lazy(() => import("./profile-dialog"));

export function ProfilesSection() {
  const { i18n } = useLingui();
  const headingId = useId();
  const [open, setOpen] = useState(false);
  const count = useHousehold().profiles.length;
  return (
    <section className="sync-panel" aria-labelledby={headingId}>
      <h2 id={headingId} className="sync-heading">
        {i18n._("profiles.menu.title")}
      </h2>
      <p className="list-note">{i18n._("profiles.intro")}</p>
      <button
        type="button"
        className="button button-secondary"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        {i18n._(count > 0 ? "profiles.section.manage" : "profiles.section.setUp")}
      </button>
      {open ? (
        <Suspense fallback={null}>
          <ProfileDialog picker={false} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </section>
  );
}
