import { useId, useState } from "react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { useLocale, useMessages } from "~/lib/i18n";
import { localizePath } from "~/lib/locale";
import { storeConsent, useExternalConsent } from "~/lib/consent";

interface ExternalEmbedProps {
  src: string;
  /** Accessible name of the iframe. */
  title: string;
  /** Sizing of the iframe and of the notice box (e.g. "h-full" or "h-[600px]"). */
  className?: string;
}

/**
 * What a third-party frame may do: run its own scripts and forms on its own origin and open its
 * pages in a new tab; never navigate our page (no allow-top-navigation), no downloads, no modals.
 */
export const EMBED_SANDBOX = "allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox";

/**
 * Third-party content (mindset test, booking calendar) under German privacy law: without consent
 * ("Alle akzeptieren") it shows a notice, a button that loads it and a direct link, never a silent embed.
 */
export function ExternalEmbed({ src, title, className = "h-full" }: ExternalEmbedProps) {
  const messages = useMessages();
  const locale = useLocale();
  const consented = useExternalConsent();
  const [loadedOnce, setLoadedOnce] = useState(false);
  const [remember, setRemember] = useState(false);
  const rememberId = useId();
  const host = new URL(src).host;

  if (consented || loadedOnce) {
    return (
      <iframe
        src={src}
        title={title}
        sandbox={EMBED_SANDBOX}
        referrerPolicy="strict-origin-when-cross-origin"
        className={`block w-full border-0 ${className}`}
      />
    );
  }

  return (
    <div className={`flex items-center justify-center bg-sand/60 p-6 ${className}`}>
      <div className="max-w-md text-center">
        <p className="leading-relaxed text-ink">{messages.site.embed.notice(host)}</p>
        <p className="mt-2 text-sm text-muted">
          {messages.site.embed.moreIn}{" "}
          <Link to={localizePath("/datenschutz", locale)} className="text-accent underline underline-offset-4">
            {messages.cookie.privacy}
          </Link>
          .
        </p>
        <div className="mt-5 flex flex-col items-center gap-4">
          <label htmlFor={rememberId} className="flex items-center gap-2 text-sm text-ink">
            <input
              id={rememberId}
              type="checkbox"
              checked={remember}
              onChange={(event) => setRemember(event.target.checked)}
              className="size-4 accent-accent"
            />
            {messages.site.embed.remember}
          </label>
          <Button
            onClick={() => {
              if (remember) storeConsent("true");
              setLoadedOnce(true);
            }}
          >
            {messages.site.embed.load}
          </Button>
          <a
            href={src}
            target="_blank"
            rel="noopener noreferrer"
            className="text-sm text-accent underline underline-offset-4"
          >
            {messages.site.embed.direct}
            <span className="sr-only"> {messages.site.embed.newTab}</span>
          </a>
        </div>
      </div>
    </div>
  );
}
