import { brand } from "~/config/brand";
import { ButtonLink } from "~/components/ui/button";
import { Eyebrow } from "~/features/content/blocks";
import { BulletList } from "~/features/content/pages/sections";
import { pageMeta } from "~/features/content/pages/seo";
import type { Route } from "./+types/blog";

export const meta: Route.MetaFunction = () =>
  pageMeta(
    "Blog: Bald verfügbar",
    `Der ${brand.name}-Blog mit Gedanken zu Mindset, Sinn und Zukunft ist bald verfügbar. Bis dahin findest du Impulse in Workshops, Vorträgen und im Newsletter.`,
    "/blog",
  );

const upcoming = [
  "Kleine Rituale für mehr Gegenwart im Alltag",
  "Was eine Sinnkrise dir sagen möchte",
  "Zukunftsbilder malen: eine Anleitung für einen Sonntagnachmittag",
] as const;

export default function BlogPage() {
  return (
    <section className="bg-gradient-to-b from-sand to-paper">
      <div className="mx-auto grid max-w-6xl items-center gap-12 px-5 pt-28 pb-20 sm:pt-36 lg:grid-cols-[6fr_5fr] lg:px-8 lg:pb-28">
        <div>
          <Eyebrow>Blog</Eyebrow>
          <h1 className="mt-4 text-4xl leading-[1.1] sm:text-5xl lg:text-6xl">Bald verfügbar</h1>
          <div className="mt-6 max-w-xl space-y-4 text-lg leading-relaxed text-muted">
            <p>
              Hier entsteht gerade ein Ort für Gedanken, Geschichten und kleine Übungen rund um Mindset, Sinn und
              Zukunft. Ich schreibe an den ersten Beiträgen und freue mich darauf, sie bald mit dir zu teilen.
            </p>
            <p>
              Wenn du nichts verpassen möchtest, trag dich unten auf dieser Seite in meinen Newsletter ein. Dann
              bekommst du Bescheid, sobald der erste Beitrag erscheint.
            </p>
          </div>
          <div className="mt-8 flex flex-wrap gap-3">
            <ButtonLink to="/events" size="lg">
              Veranstaltungen entdecken
            </ButtonLink>
            <ButtonLink to="/courses" variant="secondary" size="lg">
              Online Kurse ansehen
            </ButtonLink>
          </div>
        </div>
        <div className="rounded-3xl border border-line bg-white p-6 shadow-sm sm:p-8">
          <img
            src="/images/topics/zukunftsbilder.svg"
            alt=""
            width={800}
            height={600}
            decoding="async"
            className="w-full rounded-2xl bg-sand"
          />
          <h2 className="mt-6 text-2xl">Erste Beiträge in Arbeit</h2>
          <div className="mt-4">
            <BulletList items={upcoming} />
          </div>
        </div>
      </div>
    </section>
  );
}
