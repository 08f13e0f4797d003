import { imageUrl, LOGO_SIZE } from "~/catalogue/images";
import type { OverlayWatchOptions } from "~/catalogue/title-overlay.server";
import type { WatchProvider } from "~/catalogue/types";
import { richMessage, SLOT } from "~/components/rich-message";
import { useLingui } from "~/i18n/i18n";
import { usePublicConfig } from "~/lib/public-config";

/** Each kind of offer: its heading, and the name of its list, which says the region ("Stream in Germany"). */
const GROUPS = [
  { key: "stream", label: "whereToWatch.stream", listLabel: "whereToWatch.streamIn" },
  { key: "rent", label: "whereToWatch.rent", listLabel: "whereToWatch.rentIn" },
  { key: "buy", label: "whereToWatch.buy", listLabel: "whereToWatch.buyIn" },
] as const;

/**
 * Legal ways to watch the title in the visitor's region (TMDB watch/providers). TMDB gives one page per title
 * and region listing every offer, not a link per service, so each service links there. JustWatch supplies the
 * data and asks to be credited.
 */
export function WhereToWatch({ watch }: { watch: OverlayWatchOptions }) {
  const { imageBaseUrl } = usePublicConfig();
  const { i18n } = useLingui();
  const groups = GROUPS.map((group) => ({ ...group, providers: watch[group.key] })).filter(
    (group) => group.providers.length > 0,
  );
  if (groups.length === 0) return null;
  return (
    <section className="where-to-watch" aria-labelledby="where-to-watch-heading">
      <h3 id="where-to-watch-heading" className="where-to-watch-heading">
        {richMessage(
          i18n._("whereToWatch.heading", { region: SLOT }),
          (words) => (
            <span className="where-to-watch-region">{words}</span>
          ),
          watch.regionName,
        )}
      </h3>
      {groups.map((group) => (
        <div key={group.key} className="where-to-watch-group">
          <h4>{i18n._(group.label)}</h4>
          <ul aria-label={i18n._(group.listLabel, { region: watch.regionName })}>
            {group.providers.map((provider) => (
              <li key={provider.id}>
                <Provider
                  provider={provider}
                  link={watch.link}
                  logo={imageUrl(imageBaseUrl, provider.logoPath, LOGO_SIZE)}
                />
              </li>
            ))}
          </ul>
        </div>
      ))}
      <p className="where-to-watch-credit">{i18n._("whereToWatch.credit")}</p>
    </section>
  );
}

function Provider({
  provider,
  link,
  logo,
}: {
  provider: WatchProvider;
  link: string | null;
  logo: string | null;
}) {
  const content = (
    <>
      {logo ? <img src={logo} alt="" width={32} height={32} loading="lazy" decoding="async" /> : null}
      <span>{provider.name}</span>
    </>
  );
  if (!link) return <span className="provider">{content}</span>;
  return (
    <a className="provider" href={link} target="_blank" rel="noopener noreferrer">
      {content}
    </a>
  );
}
