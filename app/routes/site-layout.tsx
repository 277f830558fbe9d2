import frauncesLatin from "~/fonts/fraunces-latin-core.woff2?url";
import interLatin from "~/fonts/inter-latin-core.woff2?url";
import { preload } from "react-dom";
import { Outlet, useRouteLoaderData } from "react-router";
import { Footer } from "~/components/layout/footer";
import { Header } from "~/components/layout/header";
import { useHashScroll } from "~/features/extras/content/hash-scroll";
import { offerCatalogue } from "~/features/extras/content/offers";
import { topicCatalogue } from "~/features/extras/content/topics";
import { NewsletterForm } from "~/features/people/newsletter/newsletter-form";
import { useMessages } from "~/lib/i18n";
import type { loader as rootLoader } from "~/root";

// Both faces' first-paint files are preloaded (app/fonts, ADR 0075): a swap from the fallback face
// reflows the hero (layout shift: 0.09 on /en/lebensziele when the body font came late). Cut to
// 19.8 and 27.7 KB, the two arrive before the first paint, which waits for them anyway. Preloaded
// through React (not the route's `links`), React writes them first in <head>, before the inline
// stylesheet: the browser asks for them with the document's first bytes instead of after its 48 KB
// of CSS (about 10 KB compressed, most of a slow connection's first round trip; ADR 0075).
const firstPaintFonts = [frauncesLatin, interLatin];

export default function SiteLayout() {
  for (const href of firstPaintFonts) preload(href, { as: "font", type: "font/woff2", crossOrigin: "anonymous" });
  useHashScroll();
  const messages = useMessages();
  // The root loader reads the shell's texts (web content) in the page's language.
  const root = useRouteLoaderData<typeof rootLoader>("root");
  if (!root) throw new Error("root loader data missing");
  const { shell } = root;
  return (
    <>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-4 focus:py-2"
      >
        {messages.site.shell.skipToContent}
      </a>
      <Header topics={topicCatalogue(shell.topics)} />
      <main id="main">
        <Outlet />
      </main>
      <Footer
        newsletter={<NewsletterForm />}
        offers={offerCatalogue(shell.offers)}
        blurb={shell.layout.footer.blurb}
        year={root.year}
      />
    </>
  );
}
