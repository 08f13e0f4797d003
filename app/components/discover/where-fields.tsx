import type { DiscoverForm } from "~/catalogue/discover.server";
import { imageUrl, LOGO_SIZE } from "~/catalogue/images";
import { useLingui } from "~/i18n/i18n";
import type { DiscoverQuery } from "~/lib/discover-href";
import { usePublicConfig } from "~/lib/public-config";
import { DiscoverSelect } from "./discover-select";

/**
 * The part of Discover's form about where to watch: the region, its streaming services with their
 * logos (most popular first), and its age certifications, which TMDB applies to movies only.
 */
export function WhereFields({
  query,
  region,
  lists,
}: {
  query: DiscoverQuery;
  region: string;
  lists: DiscoverForm;
}) {
  const { i18n } = useLingui();
  const { imageBaseUrl } = usePublicConfig();
  const kind = query.kind;
  return (
    <>
      <fieldset className="discover-field discover-where">
        <legend>{i18n._("discover.services")}</legend>
        <DiscoverSelect
          name="region"
          label={i18n._("discover.region")}
          defaultValue={region}
          choices={lists.regions}
          className="discover-region"
        />
        {lists.providers.length > 0 ? (
          <ul className="discover-providers">
            {lists.providers.map((provider) => {
              const logo = imageUrl(imageBaseUrl, provider.logoPath, LOGO_SIZE);
              return (
                <li key={provider.id}>
                  <label className="discover-provider">
                    <input
                      type="checkbox"
                      name="on"
                      value={provider.id}
                      defaultChecked={query.on.includes(provider.id)}
                    />
                    {logo ? (
                      <img src={logo} alt="" width={32} height={32} loading="lazy" decoding="async" />
                    ) : null}
                    {/* A brand's name, the same in every language: not for translating tools either. */}
                    <span className="discover-provider-name" translate="no">
                      {provider.name}
                    </span>
                  </label>
                </li>
              );
            })}
          </ul>
        ) : (
          <p className="discover-note">{i18n._("discover.services.none")}</p>
        )}
      </fieldset>

      <fieldset className="discover-field">
        <legend>{i18n._("discover.cert")}</legend>
        {lists.certifications.length > 0 ? (
          <DiscoverSelect
            name="cert"
            label={i18n._("discover.cert.label")}
            any
            defaultValue={query.cert ?? ""}
            choices={lists.certifications.map((cert) => ({
              code: cert,
              name: i18n._("discover.cert.upTo", { cert }),
            }))}
            className="discover-region"
            disabled={kind === "series"}
          />
        ) : null}
        <p className="discover-note">{i18n._("discover.cert.seriesNote")}</p>
      </fieldset>
    </>
  );
}
