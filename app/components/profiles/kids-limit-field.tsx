import { useEffect, useRef, useState } from "react";
import { useLingui } from "~/i18n/i18n";
import { type KidsLimit, kidsLimitLabel } from "~/lib/kids-limit";

// A kids' profile's age limit: one of the certifications of a region's list, as TMDB has them (the site's
// /api/certifications), least restrictive first. The region is the visitor's own until they pick another
// (a family abroad may know another country's ratings better). Each limit is a button, not a <select>: a
// TV remote's arrows move between buttons, while a select keeps them.

interface Ratings {
  region: string;
  regions: string[];
  certifications: string[];
}

function readRatings(value: unknown): Ratings | null {
  if (typeof value !== "object" || value === null) return null;
  const { region, regions, certifications } = value as Record<string, unknown>;
  const strings = (list: unknown) =>
    Array.isArray(list) ? list.filter((item): item is string => typeof item === "string") : [];
  return typeof region === "string"
    ? { region, regions: strings(regions), certifications: strings(certifications) }
    : null;
}

export function KidsLimitField({
  value,
  onChange,
}: {
  value: KidsLimit | null;
  onChange: (limit: KidsLimit | null) => void;
}) {
  const { i18n } = useLingui();
  // A new object asks again, also for the same region (Try again).
  const [asked, setAsked] = useState({ region: value?.region ?? "" });
  const [ratings, setRatings] = useState<Ratings | "loading" | "failed">("loading");
  const chosen = useRef(value);
  chosen.current = value;

  useEffect(() => {
    const { region } = asked;
    let live = true;
    setRatings("loading");
    fetch(`/api/certifications${region ? `?region=${encodeURIComponent(region)}` : ""}`)
      .then((response) => (response.ok ? response.json() : null))
      .then(
        (body) => {
          if (!live) return;
          const read = readRatings(body);
          setRatings(read ?? "failed");
          if (!read) return;
          const kept = chosen.current;
          // The youngest limit of the region until the visitor picks: the safe side.
          if (!(kept?.region === read.region && read.certifications.includes(kept.certification))) {
            const first = read.certifications[0];
            onChange(first ? { region: read.region, certification: first } : null);
          }
        },
        () => live && setRatings("failed"),
      );
    return () => {
      live = false;
    };
  }, [asked, onChange]);

  if (ratings === "loading") return <p className="profile-note">{i18n._("profiles.form.limitLoading")}</p>;
  if (ratings === "failed") {
    return (
      <p className="profile-problem" role="alert">
        {i18n._("profiles.form.limitFailed")}{" "}
        <button type="button" className="button button-secondary" onClick={() => setAsked({ ...asked })}>
          {i18n._("profiles.form.retry")}
        </button>
      </p>
    );
  }
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames(i18n.locales as string[], { type: "region" });
  } catch {
    names = null;
  }
  const regionName = (code: string) => names?.of(code) ?? code;
  const regions = [...new Set([...ratings.regions, ratings.region])]
    .map((code) => ({ code, name: regionName(code) }))
    .sort((a, b) => a.name.localeCompare(b.name, i18n.locale));
  return (
    <>
      <label className="profile-field">
        <span>{i18n._("profiles.form.region")}</span>
        <select
          className="field"
          value={ratings.region}
          onChange={(event) => setAsked({ region: event.target.value })}
        >
          {regions.map((option) => (
            <option key={option.code} value={option.code}>
              {option.name}
            </option>
          ))}
        </select>
      </label>
      <fieldset className="profile-field">
        <legend>{i18n._("profiles.form.limit")}</legend>
        {ratings.certifications.length === 0 ? (
          <p className="profile-note">{i18n._("profiles.form.limitNone")}</p>
        ) : (
          <div className="profile-limits">
            {ratings.certifications.map((certification) => {
              const limit = { region: ratings.region, certification };
              return (
                <button
                  key={certification}
                  type="button"
                  className="profile-limit"
                  aria-pressed={value?.region === limit.region && value.certification === certification}
                  onClick={() => onChange(limit)}
                >
                  {kidsLimitLabel(limit, i18n)}
                </button>
              );
            })}
          </div>
        )}
      </fieldset>
    </>
  );
}
