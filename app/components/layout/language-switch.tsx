import { Link, useLocation } from "react-router";
import { useLocale, useMessages } from "~/lib/i18n";
import { basePath, localizePath } from "~/lib/locale";

/** Link to the same page in the other language (keeps query and anchor). */
export function LanguageSwitch({ className, onClick }: { className?: string; onClick?: () => void }) {
  const { pathname, search, hash } = useLocation();
  const locale = useLocale();
  const messages = useMessages();
  const other = locale === "en" ? "de" : "en";
  return (
    <Link
      to={`${localizePath(basePath(pathname), other)}${search}${hash}`}
      hrefLang={other}
      lang={other}
      className={className}
      onClick={onClick}
      aria-label={messages.site.shell.switchLanguageLabel}
    >
      {messages.site.shell.switchLanguage}
    </Link>
  );
}
