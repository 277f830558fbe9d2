import type { ShouldRevalidateFunctionArgs } from "react-router";
import { formRouteHeaders } from "~/lib/forms";
import { brand, phoneHref } from "~/config/brand";
import { ContactForm } from "~/features/people/contact/contact-form";
import { contactAction } from "~/features/people/contact/contact.server";
import { PageHero, SectionHeading } from "~/features/extras/content/blocks";
import { readTexts } from "~/features/extras/content/content.server";
import { loadContent } from "~/features/extras/content/page.server";
import { externalBookingCalendarUrl } from "~/features/products/sessions/external";
import { IntroCallButton } from "~/features/products/sessions/intro-call-dialog";
import { getCloudflare } from "~/lib/context";
import { externalEmbeds } from "~/lib/consent";
import { getMessages } from "~/lib/i18n";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/contact";

export const headers = formRouteHeaders;

export const action = contactAction;

export async function loader(args: Route.LoaderArgs) {
  const content = await loadContent(args, ["contact"]);
  // The calendar switch is the German text, for both languages (db/content/pages.ts).
  const { contact } = await readTexts(args.context, getCloudflare(args.context).env, "de", ["contact"]);
  const externalBookingCalendar = externalBookingCalendarUrl(contact.settings.bookingCalendarUrl);
  // Only with the external calendar switched on does the page ask for cookie consent (decision 0182).
  return {
    ...content,
    externalBookingCalendar,
    ...externalEmbeds(externalBookingCalendar),
  };
}

/** The dialog's scheduler loads and posts /termin and changes nothing this page shows. */
export const shouldRevalidate = ({ formAction, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) =>
  formAction && /\/termin$/.test(formAction) ? false : defaultShouldRevalidate;

export const meta: Route.MetaFunction = ({ loaderData }) =>
  seo({
    title: loaderData?.texts.contact.meta.title ?? brand.productName,
    description: loaderData?.texts.contact.meta.description ?? "",
    path: "/contact",
    locale: loaderData?.locale,
  });

export default function Contact({ loaderData: { locale, texts, externalBookingCalendar } }: Route.ComponentProps) {
  const t = texts.contact;
  const messages = getMessages(locale);
  return (
    <>
      <PageHero eyebrow={t.hero.eyebrow} title={t.hero.title}>
        <p>{t.hero.text}</p>
      </PageHero>

      <section aria-labelledby="form-title" className="mx-auto max-w-6xl px-5 py-16 lg:px-8 lg:py-24">
        <div className="grid gap-12 lg:grid-cols-[2fr_3fr]">
          <div>
            <SectionHeading id="form-title" title={t.form.title} />
            <address className="mt-6 space-y-4 text-lg leading-relaxed text-muted not-italic">
              <p>
                {brand.productName}
                <br />
                {brand.coach.name}
                <br />
                {brand.address.street}
                <br />
                {brand.address.postalCode} {brand.address.city}
              </p>
              <p>
                <a href={`mailto:${brand.contact.email}`} className="text-accent underline underline-offset-4">
                  {brand.contact.email}
                </a>
                <br />
                <a href={phoneHref} className="text-accent underline underline-offset-4">
                  {brand.contact.phoneDisplay}
                </a>
              </p>
            </address>
            <p className="mt-6 text-muted">
              {t.form.locations} {brand.locations.join(" · ")}
            </p>
          </div>
          <div className="rounded-2xl border border-line bg-white p-6 sm:p-8">
            <ContactForm />
          </div>
        </div>
      </section>

      <section aria-labelledby="booking-title" className="bg-sand/60">
        <div className="mx-auto max-w-3xl px-5 py-16 text-center lg:py-24">
          <SectionHeading
            id="booking-title"
            title={messages.site.contact.bookingTitle}
            intro={t.booking.intro}
            center
          />
          <IntroCallButton size="lg" className="mt-8" externalUrl={externalBookingCalendar} />
        </div>
      </section>
    </>
  );
}
