import { useId } from "react";
import { Eyebrow } from "~/features/content/blocks";

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
}: {
  eyebrow: string;
  title: string;
  /** "Stand" line, e.g. the date of the current version. */
  updated?: string;
  intro?: React.ReactNode;
  toc?: readonly { id: string; title: string }[];
  children: React.ReactNode;
}) {
  return (
    <article className="bg-paper">
      <header className="bg-gradient-to-b from-sand to-paper">
        <div className="mx-auto max-w-3xl px-5 pt-28 pb-10 sm:pt-36">
          <Eyebrow>{eyebrow}</Eyebrow>
          <h1 className="mt-4 text-3xl leading-tight hyphens-auto sm:text-5xl">{title}</h1>
          {updated ? <p className="mt-4 text-muted">Stand: {updated}</p> : null}
          {intro ? <div className="mt-6 text-lg leading-relaxed text-muted">{intro}</div> : null}
        </div>
      </header>
      {toc ? (
        <nav aria-label="Inhaltsverzeichnis" className="mx-auto max-w-3xl px-5 pb-10">
          <div className="rounded-2xl border border-line bg-white p-6">
            <p className="font-semibold">Inhalt</p>
            <ol className="mt-3 grid gap-x-8 gap-y-1.5 text-accent sm:grid-cols-2">
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
export function LegalSection({ id, title, children }: { id?: string; title: string; children: React.ReactNode }) {
  const headingId = useId();
  return (
    <section id={id} aria-labelledby={headingId} className="scroll-mt-24">
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
