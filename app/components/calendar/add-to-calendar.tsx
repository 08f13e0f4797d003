import { useId, useState } from "react";
import { useLanguage, useLingui } from "~/i18n/i18n";
import { usePageKids } from "~/i18n/link";
import { withKidsParam } from "~/lib/kids-limit";

// "Add to my calendar": the feed of the followed series, to download once or to subscribe to. Both
// are the same URL (/calendar.ics?series=...), so both list the same episodes. The visitor is told what that URL
// carries and what the site learns from it before they use it.

/** The section's id, for the link to it at the top of the page. */
export const CALENDAR_ADD_ID = "add-to-calendar";

/** Series a calendar lists at most (the feed ignores ids past these: calendar-feed.server.ts). */
export const MAX_CALENDAR_SERIES = 200;

export function AddToCalendar({ ids }: { ids: readonly number[] }) {
  const { i18n } = useLingui();
  const language = useLanguage();
  const [copied, setCopied] = useState(false);
  const inputId = useId();
  const listed = ids.slice(0, MAX_CALENDAR_SERIES);
  // A kids' calendar's feed keeps the page's limit: it lists the same series the page does.
  const path = withKidsParam(
    `${language.segment ? `/${language.segment}` : ""}/calendar.ics?series=${listed.join(",")}`,
    usePageKids(),
  );
  const address = `${window.location.origin}${path}`;
  const webcal = address.replace(/^https?:/, "webcal:");
  const count = { count: listed.length, formatted: i18n.number(listed.length) };

  async function copy() {
    try {
      await navigator.clipboard.writeText(address);
      setCopied(true);
    } catch {
      // No clipboard (an insecure page, a refused permission): the address is selected for the visitor to copy.
      const input = document.getElementById(inputId);
      if (input instanceof HTMLInputElement) input.select();
    }
  }

  return (
    <section className="calendar-add" id={CALENDAR_ADD_ID} aria-labelledby={`${inputId}-heading`}>
      <h2 className="calendar-section-heading" id={`${inputId}-heading`}>
        {i18n._("calendar.add.heading")}
      </h2>
      <p className="calendar-note">{i18n._("calendar.add.intro", count)}</p>
      <div className="calendar-add-actions">
        <a className="button button-primary" href={path} download="calendar.ics">
          {i18n._("calendar.add.download")}
        </a>
        <a className="button button-secondary" href={webcal}>
          {i18n._("calendar.add.subscribe")}
        </a>
      </div>
      <label className="calendar-address-label" htmlFor={inputId}>
        {i18n._("calendar.add.address")}
      </label>
      <div className="calendar-address">
        <input
          id={inputId}
          className="field calendar-address-input"
          type="url"
          dir="ltr"
          readOnly
          value={address}
          onFocus={(event) => event.currentTarget.select()}
        />
        <button type="button" className="button button-secondary" onClick={copy}>
          {i18n._("calendar.add.copy")}
        </button>
      </div>
      <p className="calendar-status" role="status">
        {copied ? i18n._("calendar.add.copied") : ""}
      </p>
      <p className="calendar-privacy">{i18n._("calendar.add.privacy", count)}</p>
      <p className="calendar-note">{i18n._("calendar.add.snapshot")}</p>
      {ids.length > MAX_CALENDAR_SERIES ? (
        <p className="calendar-note">
          {i18n._("calendar.add.capped", {
            max: i18n.number(MAX_CALENDAR_SERIES),
            total: i18n.number(ids.length),
          })}
        </p>
      ) : null}
    </section>
  );
}
