import frauncesLatin from "@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2?url";
import interLatin from "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url";
import { Outlet } from "react-router";
import { Footer } from "~/components/layout/footer";
import { Header } from "~/components/layout/header";
import { useHashScroll } from "~/features/content/hash-scroll";
import { NewsletterForm } from "~/features/newsletter/newsletter-form";
import type { Route } from "./+types/site-layout";

// The two Latin font files every page uses above the fold: fetched early so the text swaps in
// before first paint settles (less layout shift, earlier LCP). Same hashed files as in app.css.
export const links: Route.LinksFunction = () =>
  [frauncesLatin, interLatin].map((href) => ({
    rel: "preload",
    href,
    as: "font",
    type: "font/woff2",
    crossOrigin: "anonymous",
  }));

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
