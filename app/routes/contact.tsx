import { brand } from "~/config/brand";
import { ContactForm } from "~/features/contact/contact-form";
import { contactAction } from "~/features/contact/contact.server";
import { PageHero, SectionHeading } from "~/features/content/blocks";
import { BookingCalendarButton } from "~/features/content/embed-dialogs";
import { messages } from "~/lib/messages";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/contact";

export const action = contactAction;

export const meta: Route.MetaFunction = () =>
  seo({
    title: `Kontakt und kostenfreies Erstgespräch | ${brand.productName}`,
    description: `Schreib ${brand.coach.name} eine Nachricht oder buche direkt dein kostenfreies 30-minütiges Erstgespräch: in ${brand.address.city}, München oder online.`,
    path: "/contact",
  });

export default function Contact() {
  return (
    <>
      <PageHero eyebrow="Kontakt" title="Schön, dass du da bist">
        <p>
          Jede Veränderung beginnt mit einem ersten Schritt, und manchmal ist das einfach eine Nachricht. Erzähl mir,
          was dich bewegt. Ich antworte dir persönlich, meist innerhalb von zwei Werktagen.
        </p>
      </PageHero>

      <section aria-labelledby="form-title" className="mx-auto max-w-6xl px-5 py-16 lg:px-8 lg:py-24">
        <div className="grid gap-12 lg:grid-cols-[2fr_3fr]">
          <div>
            <SectionHeading id="form-title" title="Schreib mir" />
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
                <a
                  href={`tel:${brand.contact.phone.replace(/\s/g, "")}`}
                  className="text-accent underline underline-offset-4"
                >
                  {brand.contact.phoneDisplay}
                </a>
              </p>
            </address>
            <p className="mt-6 text-muted">Coaching in {brand.locations.join(" · ")}</p>
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
            intro="Lieber gleich persönlich? In einem kostenfreien Erstgespräch von 30 Minuten lernen wir uns kennen und schauen, wie ich dich unterstützen kann. Unverbindlich und ganz in Ruhe."
            center
          />
          <BookingCalendarButton size="lg" className="mt-8" />
        </div>
      </section>
    </>
  );
}
