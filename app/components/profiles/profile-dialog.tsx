import { useLayoutEffect, useRef, useState } from "react";
import { useLingui } from "~/i18n/i18n";
import { readRaw } from "~/local/browser-storage";
import { PROFILE_ASKED_KEY } from "~/local/profile-keys";
import { currentProfile, type Profile, rememberProfile, useHousehold } from "~/local/profiles";
import profilesCss from "~/styles/profiles.css?inline";
import { CloseIcon } from "../icons";
import { ChangePin } from "./change-pin";
import { PinForm } from "./pin-form";
import { ProfileForm } from "./profile-form";
import { ProfileList } from "./profile-list";
import { RemoveProfile } from "./remove-profile";
import { switchProfile } from "./switch-profile";

// The profile menu and "Who's watching?" (profile-button.tsx opens it): one modal dialog whose content moves
// from the list of profiles to a profile's form, the removal's confirmation, or the PIN. Loaded when used.
//
// What needs the PIN, once the household has one (it comes with the first kids' profile): on a kids' profile,
// everything but staying on it (switching away, adding, editing, removing); on any profile, adding one, and
// editing or removing a kids' profile. Given once, it holds until the dialog closes, except for changing the
// PIN itself, which always asks for the current one.

type View =
  | { name: "list" }
  | { name: "form"; profile: Profile | null }
  | { name: "remove"; profile: Profile }
  | { name: "pin"; next: () => void }
  | { name: "changePin" };

export default function ProfileDialog({ picker, onClose }: { picker: boolean; onClose: () => void }) {
  const { i18n } = useLingui();
  const dialog = useRef<HTMLDialogElement>(null);
  const household = useHousehold();
  const current = currentProfile(household);
  const [view, setView] = useState<View>({ name: "list" });
  const [unlocked, setUnlocked] = useState(false);
  const [pinChanged, setPinChanged] = useState(false);

  // Before the views' own effects, which focus their first control: focus cannot go into a closed dialog.
  // (Only ever rendered in the browser: the dialog is loaded when opened.)
  useLayoutEffect(() => {
    if (!dialog.current?.open) dialog.current?.showModal();
  }, []);

  const onKids = Boolean(current?.kids);
  /** Runs `action`, after the PIN when `needsPin` and the household has one not yet given here. */
  const guarded = (needsPin: boolean, action: () => void) => {
    if (needsPin && household.pin && !unlocked) setView({ name: "pin", next: action });
    else action();
  };
  const close = () => dialog.current?.close();
  const stay = () => {
    // Skipping "Who's watching?" answers it for the visit: the profile used last goes on.
    if (current) switchOrStay(current);
    close();
  };
  const switchOrStay = (profile: Profile) => {
    if (profile.id === current?.id) {
      // Already theirs (the early script put a kids' profile on its URL): only remember the answer.
      rememberProfile(profile.id);
      close();
    } else switchProfile(profile);
  };
  const list = () => setView({ name: "list" });

  let content: React.ReactNode;
  if (view.name === "pin" && household.pin) {
    content = (
      <PinForm
        stored={household.pin}
        onCancel={list}
        onUnlocked={() => {
          setUnlocked(true);
          view.next();
        }}
      />
    );
  } else if (view.name === "changePin") {
    content = (
      <ChangePin
        household={household}
        onDone={(changed) => {
          setPinChanged(changed);
          list();
        }}
      />
    );
  } else if (view.name === "form") {
    content = (
      <ProfileForm
        household={household}
        profile={view.profile}
        onDone={list}
        onRemove={(profile) => setView({ name: "remove", profile })}
      />
    );
  } else if (view.name === "remove") {
    content = <RemoveProfile household={household} profile={view.profile} current={current} onKeep={list} />;
  } else {
    content = (
      <ProfileList
        household={household}
        current={current}
        picker={picker}
        onChoose={(profile) => guarded(onKids && profile.id !== current?.id, () => switchOrStay(profile))}
        onEdit={(profile) =>
          guarded(onKids || profile.kids !== null, () => setView({ name: "form", profile }))
        }
        onAdd={() => guarded(true, () => setView({ name: "form", profile: null }))}
        onSkip={stay}
        onChangePin={
          household.pin
            ? () => {
                setUnlocked(false);
                setView({ name: "pin", next: () => setView({ name: "changePin" }) });
              }
            : undefined
        }
        notice={pinChanged ? i18n._("profiles.pin.changed") : null}
      />
    );
  }

  return (
    <dialog
      ref={dialog}
      className="profile-dialog"
      aria-labelledby="profile-dialog-title"
      onClose={() => {
        // Escape on "Who's watching?" is a skip too: it is not asked again in this visit.
        if (picker && current && readRaw("session", PROFILE_ASKED_KEY) === null) rememberProfile(current.id);
        onClose();
      }}
    >
      <style>{profilesCss}</style>
      <button
        type="button"
        className="profile-dialog-close"
        onClick={close}
        aria-label={i18n._("profiles.close")}
      >
        <CloseIcon size={22} />
      </button>
      {content}
    </dialog>
  );
}
