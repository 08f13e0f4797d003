import { FollowedCalendar } from "~/components/calendar/followed-calendar";
import { MadeInBrowser } from "~/components/made-in-browser";
import { useLingui } from "~/i18n/i18n";
import { Link } from "~/i18n/link";
import { pageMeta } from "~/lib/page-meta";
import { useFollowedSeries } from "~/local/followed-series";
import calendarCss from "~/styles/calendar.css?url";
import type { Route } from "./+types/calendar";

// The calendar of the visitor's series: episodes of the series they follow (My List, or an episode
// watched here) aired in the last 7 days and coming in the next 60, and "Add to my calendar". What they follow
// lives in this browser, so the server renders the frame and the calendar is made once hydrated; nothing
// personal is in the server's HTML. Its stylesheet is this page's own, not in the one every page inlines.

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: calendarCss }];

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, "calendar.page.title", "calendar.page.description", false);
}

export default function Calendar() {
  const { i18n } = useLingui();
  const followed = useFollowedSeries();

  return (
    <div className="calendar-page">
      <h1 className="calendar-heading">{i18n._("calendar.page.heading")}</h1>
      <p className="calendar-intro">{i18n._("calendar.page.intro")}</p>
      <MadeInBrowser
        page="calendar"
        empty={followed.length === 0}
        emptyActions={
          <div className="calendar-empty-actions">
            <Link className="button button-primary" to="/series">
              {i18n._("calendar.empty.browse")}
            </Link>
            <Link className="button button-secondary" to="/list">
              {i18n._("calendar.empty.list")}
            </Link>
          </div>
        }
      >
        <FollowedCalendar followed={followed} />
      </MadeInBrowser>
    </div>
  );
}
