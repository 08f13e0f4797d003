import { imageUrl } from "~/catalogue/images";
import { useLanguage, useLingui } from "~/i18n/i18n";
import { Link } from "~/i18n/link";
import { type CalendarDay, type CalendarEntry, daysFrom } from "~/lib/calendar-view";
import { watchPath } from "~/lib/paths";
import { usePublicConfig } from "~/lib/public-config";

// One day of the calendar: its date in the page's language ("Thursday 26 November", and "today", "in 3 days"),
// then each episode with its series, linking to the series and, once aired, to its watch page.

/** The day's name and date; air dates are calendar dates, so they are formatted in UTC and never shift. */
function useDayLabels(date: string, today: string): { heading: string; relative: string } {
  const language = useLanguage();
  const locales = language.code === "ar" ? ["ar-u-nu-latn"] : [language.code];
  const heading = new Intl.DateTimeFormat(locales, {
    weekday: "long",
    day: "numeric",
    month: "long",
    timeZone: "UTC",
  }).format(new Date(`${date}T00:00:00Z`));
  const relative = new Intl.RelativeTimeFormat(locales, { numeric: "auto" }).format(
    daysFrom(today, date),
    "day",
  );
  return { heading, relative };
}

function EpisodeItem({ entry }: { entry: CalendarEntry }) {
  const { i18n } = useLingui();
  const { imageBaseUrl } = usePublicConfig();
  const { series, episode } = entry;
  const label = i18n._("card.episode", {
    season: i18n.number(episode.seasonNumber),
    episode: i18n.number(episode.episodeNumber),
  });
  const poster = imageUrl(imageBaseUrl, series.posterPath, "w92");
  return (
    <li className="calendar-episode">
      <div className="calendar-poster" aria-hidden="true">
        {poster ? <img src={poster} alt="" width={46} height={69} loading="lazy" decoding="async" /> : null}
      </div>
      <div className="calendar-episode-text">
        {/* discover="none": these links name the visitor's series; no batched route lookup may list them. */}
        <Link className="calendar-series" to={`/series/${series.id}`} discover="none">
          {series.title}
        </Link>
        <span className="calendar-episode-name">
          <span className="calendar-episode-number">{label}</span> {episode.name}
        </span>
      </div>
      {entry.aired ? (
        <Link
          className="button button-secondary calendar-watch"
          to={watchPath(
            { id: series.id, kind: "series" },
            { season: episode.seasonNumber, episode: episode.episodeNumber },
          )}
          discover="none"
          aria-label={i18n._("calendar.episode.watchLabel", { series: series.title, episode: label })}
        >
          {i18n._("calendar.episode.watch")}
        </Link>
      ) : null}
    </li>
  );
}

export function CalendarDayGroup({ day, today }: { day: CalendarDay; today: string }) {
  const { heading, relative } = useDayLabels(day.date, today);
  const id = `day-${day.date}`;
  return (
    <section className="calendar-day" aria-labelledby={id}>
      <h3 className="calendar-day-heading" id={id}>
        <time dateTime={day.date}>{heading}</time>
        <span className="calendar-day-relative">{relative}</span>
      </h3>
      <ul className="calendar-episodes">
        {day.entries.map((entry) => (
          <EpisodeItem
            key={`${entry.series.id}:${entry.episode.seasonNumber}:${entry.episode.episodeNumber}`}
            entry={entry}
          />
        ))}
      </ul>
    </section>
  );
}
