import { useEffect, useState } from "react";
import { Link } from "react-router";
import { CONSENT_KEY, readConsent, storeConsent, type ConsentValue } from "~/features/content/consent";
import { messages } from "~/lib/messages";
import { Button } from "../ui/button";

export { CONSENT_KEY };
const BANNER_DELAY_MS = 1000;

/** Fixed to the viewport bottom so that it never shifts the page layout. */
export function CookieBanner() {
  const [visible, setVisible] = useState(false);

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
      aria-label="Cookie-Hinweis"
      className="fixed inset-x-3 bottom-3 z-50 mx-auto max-w-3xl rounded-2xl border border-line bg-white p-5 shadow-2xl sm:inset-x-6"
    >
      {/* Two short paragraphs: easier to take in on a phone than one block of text. */}
      <p className="text-sm leading-relaxed font-medium text-ink">
        Ich verwende nur technisch notwendige Speicher, damit diese Website funktioniert.
      </p>
      <p className="mt-1 text-sm leading-relaxed text-ink">
        Externe Inhalte wie den Mindsettest und den Buchungskalender lade ich erst, wenn du zustimmst. Mehr dazu in der{" "}
        <Link to="/datenschutz" className="font-medium text-accent underline underline-offset-4">
          {messages.cookie.privacy}
        </Link>
        .
      </p>
      <div className="mt-4 flex flex-wrap gap-3">
        <Button onClick={() => choose("true")}>{messages.cookie.accept}</Button>
        <Button variant="secondary" onClick={() => choose("essential")}>
          {messages.cookie.essential}
        </Button>
      </div>
    </section>
  );
}
