import { Trans } from "@lingui/react";
import { useEffect, useState } from "react";
import { useLanguage, useLingui } from "~/i18n/i18n";
import {
  DEFAULT_LANGUAGE,
  type Language,
  languageByCode,
  pathInLanguage,
  preferredLanguage,
} from "~/i18n/languages";
import { readLanguageChoice, saveLanguageChoice } from "~/local/language-choice";

/**
 * On English home, a suggestion to read the site in the visitor's language: the one they chose before, else the
 * first of ours their browser asks for (navigator.languages, the list it sends as Accept-Language). Read in the
 * browser, after hydration: the server's home page stays one page for every visitor and every cache. A choice
 * either way is kept, and the banner does not come back. It floats over the page's foot, so nothing moves.
 */
export function LanguageBanner() {
  const { i18n } = useLingui();
  const current = useLanguage();
  const [suggested, setSuggested] = useState<Language | undefined>();

  useEffect(() => {
    if (current.code !== DEFAULT_LANGUAGE.code) return;
    const chosen = readLanguageChoice();
    const language = chosen ? languageByCode(chosen) : preferredLanguage(navigator.languages ?? []);
    if (language && language.code !== current.code) setSuggested(language);
  }, [current.code]);

  if (!suggested) return null;
  const choose = (language: Language) => {
    saveLanguageChoice(language.code);
    setSuggested(undefined);
  };
  // The banner speaks the page's language (the only catalogue the browser has); the language's name is in
  // itself, marked so a screen reader says it in that language.
  const name = <span lang={suggested.code}>{suggested.name}</span>;
  return (
    <section className="language-banner" aria-label={i18n._("languageBanner.label")}>
      <p>
        <Trans id="languageBanner.text" values={{ language: name }} />
      </p>
      <div className="language-banner-actions">
        <a
          className="button button-primary"
          href={pathInLanguage("/", suggested)}
          onClick={() => choose(suggested)}
        >
          <Trans id="languageBanner.switch" values={{ language: name }} />
        </a>
        <button type="button" className="button button-secondary" onClick={() => choose(current)}>
          {i18n._("languageBanner.dismiss")}
        </button>
      </div>
    </section>
  );
}
