import frauncesLatin from "@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2?url";
import { Outlet } from "react-router";
import { Footer } from "~/components/layout/footer";
import { Header } from "~/components/layout/header";
import { useHashScroll } from "~/features/content/hash-scroll";
import { NewsletterForm } from "~/features/newsletter/newsletter-form";
import type { Route } from "./+types/site-layout";

// Only the Latin serif is preloaded: the headings' swap from the fallback face reflowed the hero
// (layout shift); preloading the body font as well cost more bandwidth than it saved (Lighthouse, mobile).
export const links: Route.LinksFunction = () => [
  { rel: "preload", href: frauncesLatin, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
];

export default function SiteLayout() {
  useHashScroll();
  return (
    <>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-4 focus:py-2"
      >
        Zum Inhalt springen
      </a>
      <Header />
      <main id="main">
        <Outlet />
      </main>
      <Footer newsletter={<NewsletterForm />} />
    </>
  );
}
