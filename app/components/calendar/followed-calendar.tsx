import { useMemo } from "react";
import { useLanguage, useLingui } from "~/i18n/i18n";
import { Link } from "~/i18n/link";
import { type CalendarDay, calendarView, localDay } from "~/lib/calendar-view";
import type { FollowedSeries } from "~/local/followed-series";
import { AddToCalendar, CALENDAR_ADD_ID } from "./add-to-calendar";
import { CalendarDayGroup } from "./calendar-day";
import { useSeriesSchedules } from "./use-series-schedules";

// The calendar of a visitor who follows series: rendered in the browser only (its data is theirs), from one
// schedule request per series. Days are the visitor's: "today" is read in the browser's time zone.

function DaySection({
  heading,
  empty,
  days,
  today,
}: {
  heading: string;
  empty: string;
  days: CalendarDay[];
  today: string;
}) {
  return (
    <section className="calendar-section" aria-label={heading}>
      <h2 className="calendar-section-heading">{heading}</h2>
      {days.length === 0 ? (
        <p className="calendar-note">{empty}</p>
      ) : (
        days.map((day) => <CalendarDayGroup key={day.date} day={day} today={today} />)
      )}
    </section>
  );
}

export function FollowedCalendar({ followed }: { followed: readonly FollowedSeries[] }) {
  const { i18n } = useLingui();
  const language = useLanguage();
  const ids = useMemo(() => followed.map((series) => series.id), [followed]);
  const { schedules, failed, pending, retry } = useSeriesSchedules(ids, language.segment);
  const today = localDay();
  const view = useMemo(() => calendarView(schedules, today), [schedules, today]);
  const loading = pending > 0;
  const count = (value: number) => ({ count: value, formatted: i18n.number(value) });

  return (
    <>
      <div className="calendar-top">
        <p className="calendar-status" role="status" aria-busy={loading}>
          {loading
            ? i18n._("calendar.page.loading", count(followed.length))
            : i18n._("calendar.page.following", count(followed.length))}
        </p>
        {/* The long list comes first; the way to the calendar app is one step away. */}
        <a className="button button-secondary calendar-jump" href={`#${CALENDAR_ADD_ID}`}>
          {i18n._("calendar.add.heading")}
        </a>
      </div>
      {failed.length > 0 ? (
        <div className="calendar-failed" role="alert">
          <p>{i18n._("calendar.page.failed", count(failed.length))}</p>
          <button type="button" className="button button-secondary" onClick={retry}>
            {i18n._("calendar.page.retry")}
          </button>
        </div>
      ) : null}
      <DaySection
        heading={i18n._("calendar.section.aired")}
        empty={loading ? "" : i18n._("calendar.section.airedNone")}
        days={view.aired}
        today={today}
      />
      <DaySection
        heading={i18n._("calendar.section.coming")}
        empty={loading ? "" : i18n._("calendar.section.comingNone")}
        days={view.coming}
        today={today}
      />
      {view.undated.length > 0 ? (
        <section className="calendar-section" aria-label={i18n._("calendar.section.undated")}>
          <h2 className="calendar-section-heading">{i18n._("calendar.section.undated")}</h2>
          <p className="calendar-note">{i18n._("calendar.section.undatedHelp")}</p>
          <ul className="calendar-undated">
            {view.undated.map((series) => (
              <li key={series.id}>
                <Link to={`/series/${series.id}`} discover="none">
                  {series.title}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <AddToCalendar ids={ids} />
    </>
  );
}
