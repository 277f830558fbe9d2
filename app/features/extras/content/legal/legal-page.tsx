import { useId } from "react";
import { RichText } from "~/components/ui/rich-text";
import { Eyebrow } from "~/features/extras/content/blocks";
import { useMessages } from "~/lib/i18n";
import type { Locale } from "~/lib/locale";

/**
 * Layout of the legal pages (Impressum, AGB, Datenschutz): one readable column, headings in
 * order, and an optional table of contents for the long texts.
 */
export function LegalPage({
  eyebrow,
  title,
  updated,
  intro,
  toc,
  children,
  tocLang,
}: {
  eyebrow: string;
  title: string;
  /** "Stand" line, e.g. the date of the current version. */
  updated?: string;
  intro?: React.ReactNode;
  toc?: readonly { id: string; title: string }[];
  children: React.ReactNode;
  /** Language of the table of contents' entries when it differs from the page's. */
  tocLang?: string;
}) {
  const shell = useMessages().site.shell;
  return (
    <article className="bg-paper">
      <header className="bg-gradient-to-b from-sand to-paper">
        <div className="mx-auto max-w-3xl px-5 pt-28 pb-10 sm:pt-36">
          <Eyebrow>{eyebrow}</Eyebrow>
          <h1 className="mt-4 text-3xl leading-tight hyphens-auto sm:text-5xl">{title}</h1>
          {updated ? (
            <p className="mt-4 text-muted">
              {shell.updated}: <span lang="de">{updated}</span>
            </p>
          ) : null}
          {intro ? <div className="mt-6 text-lg leading-relaxed text-muted">{intro}</div> : null}
        </div>
      </header>
      {toc ? (
        <nav aria-label={shell.toc} className="mx-auto max-w-3xl px-5 pb-10">
          <div className="rounded-2xl border border-line bg-white p-6">
            <p className="font-semibold">{shell.contents}</p>
            <ol lang={tocLang} className="mt-3 grid gap-x-8 gap-y-1.5 text-accent sm:grid-cols-2">
              {toc.map((item) => (
                <li key={item.id}>
                  <a href={`#${item.id}`} className="underline-offset-4 hover:underline">
                    {item.title}
                  </a>
                </li>
              ))}
            </ol>
          </div>
        </nav>
      ) : null}
      <div className="mx-auto max-w-3xl space-y-12 px-5 pb-20 lg:pb-28">{children}</div>
    </article>
  );
}

/** One titled part of a legal text; `id` makes it linkable (e.g. /datenschutz#cookies). */
export function LegalSection({
  id,
  title,
  children,
  lang,
}: {
  id?: string;
  title: string;
  children: React.ReactNode;
  lang?: string;
}) {
  const headingId = useId();
  return (
    <section id={id} lang={lang} aria-labelledby={headingId} className="scroll-mt-24">
      <h2 id={headingId} className="text-2xl leading-snug">
        {title}
      </h2>
      <div className="mt-4 space-y-4 leading-relaxed text-ink/90 [&_a]:text-accent [&_a]:underline [&_a]:underline-offset-4 [&_h3]:mt-6 [&_h3]:font-sans [&_h3]:text-lg [&_h3]:font-semibold [&_li]:pl-1 [&_ol]:list-decimal [&_ol]:space-y-2 [&_ol]:pl-6 [&_strong]:font-semibold [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6">
        {children}
      </div>
    </section>
  );
}

/** Postal address block, rendered as an <address> so it is machine-readable too. */
export function PostalAddress({ lines }: { lines: readonly string[] }) {
  return (
    <address className="not-italic">
      {lines.map((line) => (
        <span key={line} className="block">
          {line}
        </span>
      ))}
    </address>
  );
}

type LegalTexts = Record<string, Record<string, string> | undefined>;

/**
 * A legal page from web content (page agb, datenschutz or impressum): every section but meta and hero
 * is one titled long text, in the seed's order. On the English site the sections still in German
 * carry lang="de" and an English note says which version is binding.
 */
export function LegalContentPage({
  texts,
  locale,
  germanOnly,
  updated,
  toc = false,
}: {
  texts: LegalTexts;
  locale: Locale;
  germanOnly: readonly string[];
  updated?: string;
  toc?: boolean;
}) {
  const shell = useMessages().site.shell;
  const sections = Object.entries(texts).filter(([key]) => key !== "meta" && key !== "hero");
  const langOf = (key: string) => (locale === "en" && germanOnly.includes(key) ? "de" : undefined);
  const hero = texts.hero ?? {};
  return (
    <LegalPage
      eyebrow={hero.eyebrow ?? ""}
      title={hero.title ?? ""}
      {...(updated ? { updated } : {})}
      intro={
        hero.intro || (locale === "en" && germanOnly.length) ? (
          <div className="space-y-4">
            {locale === "en" && germanOnly.length ? <p>{shell.germanOnly}</p> : null}
            {hero.intro ? (
              <div lang={langOf("hero")}>
                <RichText text={hero.intro} locale={locale} />
              </div>
            ) : null}
          </div>
        ) : undefined
      }
      {...(toc ? { toc: sections.map(([id, t]) => ({ id, title: t?.title ?? "" })) } : {})}
      {...(toc && locale === "en" && germanOnly.length ? { tocLang: "de" } : {})}
    >
      {sections.map(([id, t]) => (
        <LegalSection key={id} id={id} title={t?.title ?? ""} {...(langOf(id) ? { lang: "de" } : {})}>
          <RichText text={t?.body ?? ""} locale={locale} />
        </LegalSection>
      ))}
    </LegalPage>
  );
}
