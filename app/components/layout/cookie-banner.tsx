import { useEffect, useState } from "react";
import { CONSENT_KEY, readConsent, storeConsent, type ConsentValue } from "~/lib/consent";
import { useLocale, useMessages } from "~/lib/i18n";
import { Button } from "../ui/button";
import { RichText } from "../ui/rich-text";

export { CONSENT_KEY };
const BANNER_DELAY_MS = 1000;

/** Fixed to the viewport bottom so that it never shifts the page layout. Texts: web content "layout/cookie". */
export function CookieBanner({ texts }: { texts: { lead: string; text: string } }) {
  const [visible, setVisible] = useState(false);
  const messages = useMessages();
  const locale = useLocale();

  useEffect(() => {
    if (readConsent() !== null) return;
    const timer = setTimeout(() => setVisible(true), BANNER_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  if (!visible) return null;

  const choose = (value: ConsentValue) => {
    storeConsent(value);
    setVisible(false);
  };

  return (
    <section
      aria-label={messages.site.shell.cookieLabel}
      className="fixed inset-x-3 bottom-3 z-50 mx-auto max-w-3xl animate-[banner-in_0.4s_ease-out_both] rounded-2xl border border-line bg-white p-5 shadow-2xl sm:inset-x-6"
    >
      {/* Two short paragraphs: easier to take in on a phone than one block of text. */}
      <p className="text-sm leading-relaxed font-medium text-ink">{texts.lead}</p>
      <div className="mt-1 text-sm leading-relaxed text-ink">
        <RichText text={texts.text} locale={locale} />
      </div>
      <div className="mt-4 flex flex-wrap gap-3">
        <Button onClick={() => choose("true")}>{messages.cookie.accept}</Button>
        <Button variant="secondary" onClick={() => choose("essential")}>
          {messages.cookie.essential}
        </Button>
      </div>
    </section>
  );
}
