import { buttonClass } from "~/components/ui/button";
import { brand } from "~/config/brand";
import { ExternalLink, Faq, PageHero, SectionHeading } from "~/features/extras/content/blocks";
import { loadContent } from "~/features/extras/content/page.server";
import { getMessages } from "~/lib/i18n";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/courses";

export const loader = (args: Route.LoaderArgs) => loadContent(args, ["courses"]);

export const meta: Route.MetaFunction = ({ loaderData }) =>
  seo({
    title: loaderData?.texts.courses.meta.title ?? brand.name,
    description: loaderData?.texts.courses.meta.description ?? "",
    path: "/courses",
    locale: loaderData?.locale,
  });

const courseUrl = (slug: string) => new URL(`/kurse/${slug}`, brand.external.academy).toString();
/** The academy's course pages, in the order of the texts c1…c6 (web content "courses/list"). */
const courseSlugs = [
  "mindset-entwicklung",
  "zukunftsbilder-gestalten",
  "selbsterkenntnis-vertiefen",
  "alltagsglueck-finden",
  "lebensziele-definieren",
  "sinn-und-bedeutung",
] as const;
const n3 = [1, 2, 3] as const;
const n4 = [1, 2, 3, 4] as const;
const n6 = [1, 2, 3, 4, 5, 6] as const;

export default function Courses({ loaderData: { locale, texts } }: Route.ComponentProps) {
  const c = texts.courses;
  const t = getMessages(locale).site.courses;
  const academyLabel = t.toAcademy(brand.name);
  const benefits = n6.map((n) => ({ title: c.benefits[`b${n}Title`], text: c.benefits[`b${n}Text`] }));
  const steps = n3.map((n) => ({ title: c.how[`s${n}Title`], text: c.how[`s${n}Text`] }));
  const courses = n6.map((n, i) => ({
    slug: courseSlugs[i] ?? "",
    title: c.list[`c${n}Title`],
    text: c.list[`c${n}Text`],
  }));
  const faq = n4.map((n) => ({ question: c.faq[`q${n}`], answer: c.faq[`a${n}`] }));
  return (
    <>
      <PageHero eyebrow={c.hero.eyebrow} title={t.heroTitle}>
        <p>{c.hero.text}</p>
        <ExternalLink href={brand.external.academy} className={buttonClass("primary", "lg", "mt-8")}>
          {academyLabel}
        </ExternalLink>
      </PageHero>

      <section aria-labelledby="why-online" className="mx-auto max-w-7xl px-5 py-16 lg:px-8 lg:py-24">
        <SectionHeading id="why-online" title={t.whyTitle} center />
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {benefits.map((benefit) => (
            <li key={benefit.title} className="rounded-2xl border border-line bg-white p-6">
              <h3 className="text-xl">{benefit.title}</h3>
              <p className="mt-2 leading-relaxed text-muted">{benefit.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="how" className="bg-sand/60">
        <div className="mx-auto max-w-5xl px-5 py-16 lg:py-24">
          <SectionHeading id="how" title={t.howTitle} center />
          <ol className="mt-12 grid gap-8 md:grid-cols-3">
            {steps.map((step, index) => (
              <li key={step.title} className="text-center">
                <span
                  aria-hidden="true"
                  className="mx-auto flex size-14 items-center justify-center rounded-full bg-accent font-serif text-2xl text-white"
                >
                  {index + 1}
                </span>
                <h3 className="mt-4 text-xl">{step.title}</h3>
                <p className="mt-2 leading-relaxed text-muted">{step.text}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section aria-labelledby="course-list" className="mx-auto max-w-7xl px-5 py-16 lg:px-8 lg:py-24">
        <SectionHeading id="course-list" title={t.listTitle} center />
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {courses.map((course) => (
            <li key={course.slug} className="flex flex-col rounded-2xl border border-line bg-white p-6">
              <h3 className="text-xl">{course.title}</h3>
              <p className="mt-2 flex-1 leading-relaxed text-muted">{course.text}</p>
              <ExternalLink
                href={courseUrl(course.slug)}
                className="mt-5 inline-flex items-center gap-1 font-medium text-accent underline-offset-4 hover:underline"
              >
                {t.toCourse}
                <span className="sr-only">: {course.title}</span>
                <span aria-hidden="true">↗</span>
              </ExternalLink>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="academy-cta" className="px-5">
        <div className="mx-auto max-w-5xl rounded-3xl bg-ink px-6 py-14 text-center text-white sm:px-12">
          <h2 id="academy-cta" className="text-3xl sm:text-4xl">
            {c.cta.title}
          </h2>
          <p className="mx-auto mt-4 max-w-xl text-lg leading-relaxed text-white/80">{c.cta.text}</p>
          <ExternalLink href={brand.external.academy} className={buttonClass("ghost", "lg", "mt-8 bg-white")}>
            {academyLabel}
          </ExternalLink>
        </div>
      </section>

      <section aria-labelledby="courses-faq" className="mx-auto max-w-3xl px-5 py-16 lg:py-24">
        <SectionHeading eyebrow={c.faq.eyebrow} id="courses-faq" title={c.faq.title} center />
        <div className="mt-10">
          <Faq items={faq} />
        </div>
      </section>
    </>
  );
}
