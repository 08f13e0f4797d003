import { useEffect, useMemo, useRef } from "react";
import { useNavigationType } from "react-router";
import type { DiscoverForm as FormLists } from "~/catalogue/discover.server";
import { genreName, genresOf } from "~/data/genres";
import { useLingui, useLocalize } from "~/i18n/i18n";
import { KidsHiddenField, useLocalizedNavigate } from "~/i18n/link";
import { debounce } from "~/lib/debounce";
import { DISCOVER_TABLE, runtimeLabel } from "~/lib/discover-filter-table";
import {
  DEFAULT_DISCOVER_QUERY,
  DISCOVER_PATH,
  DISCOVER_SORTS,
  type DiscoverQuery,
  discoverHref,
  MAX_YEAR,
  MIN_YEAR,
  type Runtime,
  runtimeText,
  serialiseDiscoverQuery,
} from "~/lib/discover-href";
import { choicesWith, DiscoverSelect } from "./discover-select";
import { WhereFields } from "./where-fields";

// Discover's form. A plain GET form first: without scripts, "Show results" submits it and the server
// redirects to the canonical URL. With scripts, the results follow the controls 400 ms after the last change,
// by a client navigation to the canonical URL (one history entry per settled change, so Back steps back through
// them); the form is rebuilt from the URL only when the URL changed some other way (Back, a chip, paging).

const FOLLOW_DELAY_MS = 400;
/** The minimums offered, after "Any"; the URL's own is offered too. */
const MINIMUMS = [
  { name: "rating", presets: [5, 6, 7, 7.5, 8, 9] },
  { name: "votes", presets: [10, 100, 1000, 10_000] },
] as const;
const RUNTIMES: Runtime[] = [{ max: 90 }, { min: 90, max: 120 }, { min: 120 }, { min: 150 }];

/**
 * The schema that reads a query (zod) is loaded when the form is first used, not with the page: the page's
 * first-load JavaScript stays within its budget, and the form still writes URLs by the one schema the server
 * reads them with, made from the same rows.
 */
let reader: Promise<(params: URLSearchParams) => DiscoverQuery> | undefined;
const loadSchema = () => {
  reader ??= import("~/lib/discover-schema").then((schema) =>
    schema.discoverQueryReader(DISCOVER_TABLE, DEFAULT_DISCOVER_QUERY),
  );
  return reader;
};

interface DiscoverFormProps {
  id: string;
  query: DiscoverQuery;
  region: string;
  /** What the form offers: the regions, the languages, the region's services and certifications. */
  form: FormLists;
  /** The results of the URL shown, for the submit button ("Show 1,204 results"). */
  totalResults: number;
  /** Called when the visitor asks to see the results (the phone's sheet then closes). */
  onShowResults?: () => void;
}

async function queryOfForm(form: HTMLFormElement): Promise<DiscoverQuery> {
  const params = new URLSearchParams();
  for (const [name, value] of new FormData(form)) if (typeof value === "string") params.append(name, value);
  const parseDiscoverQuery = await loadSchema();
  return { ...parseDiscoverQuery(params), page: 1 };
}

export function DiscoverForm({
  id,
  query,
  region,
  form: lists,
  totalResults,
  onShowResults,
}: DiscoverFormProps) {
  const { i18n } = useLingui();
  const localize = useLocalize();
  const navigate = useLocalizedNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const canonical = serialiseDiscoverQuery(query);
  const navigationType = useNavigationType();
  // The URLs this form asked for since it was last built from the URL. When the page shows another (a chip, a
  // paging link) or the visitor went Back or Forward, the form is rebuilt from the URL; a URL it asked for
  // itself, even one that arrives late, leaves what the visitor is typing alone.
  const shown = useRef(canonical);
  const asked = useRef(new Set([canonical]));
  const lastAsked = useRef(canonical);
  const generation = useRef(0);
  if (shown.current !== canonical) {
    shown.current = canonical;
    if (navigationType === "POP" || !asked.current.has(canonical)) {
      generation.current += 1;
      asked.current = new Set([canonical]);
      lastAsked.current = canonical;
    }
  }
  const show = useMemo(
    () => async () => {
      const form = formRef.current;
      if (!form) return;
      const next = await queryOfForm(form);
      const target = serialiseDiscoverQuery(next);
      if (target === lastAsked.current) return;
      lastAsked.current = target;
      asked.current.add(target);
      navigate(discoverHref(next), { preventScrollReset: true });
    },
    [navigate],
  );
  const follow = useMemo(() => debounce(() => void show(), FOLLOW_DELAY_MS), [show]);
  useEffect(() => follow.cancel, [follow]);

  const kind = query.kind;
  const number = (value: number) => i18n.number(value);

  return (
    <form
      key={generation.current}
      ref={formRef}
      id={id}
      className="discover-form"
      method="get"
      action={localize(DISCOVER_PATH)}
      onChange={() => follow()}
      // The schema starts loading as soon as the visitor reaches for the form.
      onPointerEnter={() => void loadSchema()}
      onFocus={() => void loadSchema()}
      onSubmit={(event) => {
        event.preventDefault();
        follow.cancel();
        void show();
        onShowResults?.();
      }}
    >
      <KidsHiddenField />
      <fieldset className="discover-field discover-type">
        <legend>{i18n._("discover.type")}</legend>
        {(["movie", "series"] as const).map((option) => (
          <label key={option} className="discover-pill">
            <input type="radio" name="type" value={option} defaultChecked={kind === option} />
            <span>{i18n._(`discover.type.${option}`)}</span>
          </label>
        ))}
      </fieldset>

      <GenrePills name="genres" legend={i18n._("discover.genres.with")} query={query} />
      <GenrePills name="without" legend={i18n._("discover.genres.without")} query={query} />

      <fieldset className="discover-field discover-years">
        <legend>{i18n._(kind === "movie" ? "discover.years.movie" : "discover.years.series")}</legend>
        {(["from", "to"] as const).map((name) => (
          <label key={name}>
            <span>{i18n._(`discover.${name}`)}</span>
            <input
              type="number"
              name={name}
              inputMode="numeric"
              min={MIN_YEAR}
              max={MAX_YEAR}
              defaultValue={query[name]}
            />
          </label>
        ))}
      </fieldset>

      <div className="discover-selects">
        {MINIMUMS.map(({ name, presets }) => (
          <DiscoverSelect
            key={name}
            name={name}
            label={i18n._(`discover.${name}`)}
            any
            defaultValue={query[name]?.toString() ?? ""}
            // "{rating} or more", "{votes} votes or more": each message names its number after its filter.
            choices={choicesWith(presets, query[name], (value) => ({
              code: String(value),
              name: i18n._(`discover.${name}.value`, { [name]: number(value) }),
            }))}
          />
        ))}
        <DiscoverSelect
          name="runtime"
          label={i18n._("discover.runtime")}
          any
          defaultValue={query.runtime ? runtimeText(query.runtime) : ""}
          choices={choicesWith(RUNTIMES, query.runtime, (runtime) => ({
            code: runtimeText(runtime),
            name: runtimeLabel(i18n, runtime),
          }))}
        />
        <DiscoverSelect
          name="lang"
          label={i18n._("discover.lang")}
          any
          defaultValue={query.lang ?? ""}
          choices={lists.languages}
        />
        <DiscoverSelect
          name="sort"
          label={i18n._("discover.sort")}
          defaultValue={query.sort}
          choices={DISCOVER_SORTS.map((sort) => ({ code: sort, name: i18n._(`discover.sort.${sort}`) }))}
        />
      </div>

      <WhereFields query={query} region={region} lists={lists} />

      <div className="discover-submit">
        <button type="submit" className="button button-primary">
          {i18n._("discover.showResults", { count: totalResults, formatted: number(totalResults) })}
        </button>
      </div>
    </form>
  );
}

/** The kind's genres as pills to tick: those wanted (`genres`) or those not (`without`). */
function GenrePills({
  name,
  legend,
  query,
}: {
  name: "genres" | "without";
  legend: string;
  query: DiscoverQuery;
}) {
  const { i18n } = useLingui();
  return (
    <fieldset className="discover-field">
      <legend>{legend}</legend>
      <div className="discover-pills">
        {genresOf(query.kind).map((genre) => (
          <label
            key={genre.id}
            className={name === "without" ? "discover-pill discover-pill-without" : "discover-pill"}
          >
            <input
              type="checkbox"
              name={name}
              value={genre.id}
              defaultChecked={query[name].includes(genre.id)}
            />
            <span>{genreName(i18n, query.kind, genre.id)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
