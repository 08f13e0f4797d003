import { useEffect, useId, useState } from "react";
import { useLocation } from "react-router";
import { QrCode } from "~/components/qr-code";
import { useLingui } from "~/i18n/i18n";
import { inviteUrl } from "~/together/room-secret";
import { TogetherField } from "./together-field";

interface InviteSectionProps {
  secret: string;
  /** What is playing, for the text a share sheet sends with the link. */
  heading: string;
  /** This visitor started the room: the invite is what they need first, so it starts open. */
  started: boolean;
  /** Nobody else is here (yet). */
  alone: boolean;
}

/** How long "Link copied." stays, in ms. */
const COPIED_FOR = 4000;

/**
 * The invite: the link (this page's address with the room's secret in its fragment) to copy, to share where the
 * browser has a share sheet, and as a QR code for a phone or a TV's browser.
 */
export function InviteSection({ secret, heading, started, alone }: InviteSectionProps) {
  const { i18n } = useLingui();
  const id = useId();
  const location = useLocation();
  const link = inviteUrl(`${window.location.origin}${location.pathname}${location.search}`, secret);
  const [said, setSaid] = useState("");
  const [open, setOpen] = useState(started);
  // Once someone has come, the invite folds away to leave the room to the chat, unless the visitor opened or
  // closed it themselves.
  const [touched, setTouched] = useState(false);
  useEffect(() => {
    if (!alone && !touched) setOpen(false);
  }, [alone, touched]);
  const canShare = typeof navigator.share === "function";

  useEffect(() => {
    if (!said) return;
    const timer = window.setTimeout(() => setSaid(""), COPIED_FOR);
    return () => window.clearTimeout(timer);
  }, [said]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(link);
      setSaid(i18n._("together.invite.copied"));
    } catch {
      // No clipboard (an insecure origin, a refusal): the link is selected for the visitor to copy.
      document.getElementById(id)?.focus();
      (document.getElementById(id) as HTMLInputElement | null)?.select();
      setSaid(i18n._("together.invite.copyFailed"));
    }
  }

  return (
    <details
      className="together-section together-invite"
      open={open}
      onToggle={(event) => {
        const now = event.currentTarget.open;
        if (now !== open) setTouched(true);
        setOpen(now);
      }}
    >
      <summary className="together-subheading">{i18n._("together.invite.heading")}</summary>
      <p className="together-hint">{i18n._("together.invite.privacy")}</p>
      <TogetherField
        id={id}
        label={i18n._("together.invite.label")}
        className="together-link"
        value={link}
        readOnly
        // An address reads left to right in every language.
        dir="ltr"
        spellCheck={false}
        onFocus={(event) => event.currentTarget.select()}
      />
      <div className="together-share">
        <div className="together-actions">
          <button type="button" className="button button-primary" onClick={() => void copy()}>
            {i18n._("together.invite.copy")}
          </button>
          {canShare ? (
            <button
              type="button"
              className="button button-secondary"
              onClick={() => {
                // A closed share sheet rejects: nothing to say.
                navigator
                  .share({ title: i18n._("together.invite.shareText", { heading }), url: link })
                  .catch(() => {});
              }}
            >
              {i18n._("together.invite.share")}
            </button>
          ) : null}
        </div>
        <p className="together-said" role="status">
          {said}
        </p>
        {open ? <QrCode text={link} label={i18n._("together.invite.qr")} className="together-qr" /> : null}
      </div>
    </details>
  );
}
