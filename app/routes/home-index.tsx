import { LanguageBanner } from "~/components/language-banner";

// The home page itself is the layout (home.tsx); at "/" no overlay is open. Home is where a visitor whose
// browser asks for another of the site's languages is offered it (issue 18).
export default function HomeIndex() {
  return <LanguageBanner />;
}
