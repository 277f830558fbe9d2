import { Outlet } from "react-router";
import { Footer } from "~/components/layout/footer";
import { Header } from "~/components/layout/header";
import { useHashScroll } from "~/features/content/hash-scroll";
import { NewsletterForm } from "~/features/newsletter/newsletter-form";

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
