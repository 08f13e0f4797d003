import { useEffect, useState } from "react";
import { useLanguage, useLingui } from "~/i18n/i18n";
import { DEFAULT_LANGUAGE, type Language, languageByCode, pathInLanguage } from "~/i18n/languages";
import { usePageKids } from "~/i18n/link";
import { preferredLanguage } from "~/i18n/preferred-language";
import { withKidsParam } from "~/lib/kids-limit";
import { readLanguageChoice, saveLanguageChoice } from "~/local/language-choice";

/**
 * On English home, a suggestion to read the site in the visitor's language: the one they chose before, else the
 * first of ours their browser asks for (navigator.languages, the list it sends as Accept-Language). Read in the
 * browser, after hydration: the server's home page stays one page for every visitor and every cache. A choice
 * either way is kept, and the banner does not come back. It floats over the page's foot, so nothing moves.
 */
export default function LanguageBanner() {
  const { i18n } = useLingui();
  const current = useLanguage();
  const [suggested, setSuggested] = useState<Language | undefined>();
  const kids = usePageKids();

  useEffect(() => {
    if (current.code !== DEFAULT_LANGUAGE.code) return;
    const chosen = readLanguageChoice();
    const language = chosen ? languageByCode(chosen) : preferredLanguage(navigator.languages ?? []);
    if (language && language.code !== current.code) setSuggested(language);
  }, [current.code]);

  if (!suggested) return null;
  // The banner speaks the page's language (the only catalogue the browser has); the language's name is in
  // itself, marked so a screen reader says it in that language.
  const name = <span lang={suggested.code}>{suggested.name}</span>;
  const choose = (language: Language) => {
    saveLanguageChoice(language.code);
    setSuggested(undefined);
  };
  return (
    <section className="language-banner" aria-label={i18n._("languageBanner.label")}>
      <p>{withName(i18n._("languageBanner.text", { language: NAME }), name)}</p>
      <div className="language-banner-actions">
        <a
          className="button button-primary"
          href={withKidsParam(pathInLanguage("/", suggested), kids)}
          onClick={() => choose(suggested)}
        >
          {withName(i18n._("languageBanner.switch", { language: NAME }), name)}
        </a>
        <button type="button" className="button button-secondary" onClick={() => choose(current)}>
          {i18n._("languageBanner.dismiss")}
        </button>
      </div>
    </section>
  );
}

/** Stands for the language's name in a message, so the name can be put in as an element of its own. */
const NAME = "\u0000";

/** A message with the language's name element where NAME stands, wherever the language puts it. */
function withName(message: string, name: React.ReactNode): React.ReactNode {
  const [before, after] = message.split(NAME);
  return (
    <>
      {before}
      {name}
      {after}
    </>
  );
}
