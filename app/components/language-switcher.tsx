import { useLocation } from "react-router";
import { useLanguage, useLingui } from "~/i18n/i18n";
import { LANGUAGES, pathInLanguage, pathWithoutLanguage } from "~/i18n/languages";
import { saveLanguageChoice } from "~/local/language-choice";

/**
 * The footer's languages: the page the visitor is on, in each language (same path and query). Plain links that
 * load the whole page, so the new language's catalogue, direction and lang come with it; the choice is kept.
 */
export function LanguageSwitcher() {
  const { i18n } = useLingui();
  const current = useLanguage();
  const location = useLocation();
  const page = pathWithoutLanguage(location.pathname + location.search);
  return (
    <nav className="language-switcher" aria-label={i18n._("footer.languages")}>
      <ul>
        {LANGUAGES.map((language) => (
          <li key={language.code}>
            <a
              href={pathInLanguage(page, language)}
              hrefLang={language.code}
              lang={language.code}
              aria-current={language.code === current.code ? "true" : undefined}
              onClick={() => saveLanguageChoice(language.code)}
            >
              {language.name}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
