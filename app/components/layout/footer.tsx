import { Link } from "react-router";
import { brand } from "~/config/brand";
import { useLocalize, useMessages } from "~/lib/i18n";
import { LanguageSwitch } from "./language-switch";

function LinkColumn({ title, links }: { title: string; links: { label: string; to: string }[] }) {
  const localize = useLocalize();
  return (
    <div>
      <h2 className="font-sans text-sm font-semibold tracking-wide text-white uppercase">{title}</h2>
      <ul className="mt-4 space-y-2.5">
        {links.map((link) => (
          <li key={link.label}>
            <Link to={localize(link.to)} className="text-white/80 hover:text-white">
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

interface FooterProps {
  newsletter?: React.ReactNode;
  /** The offers' names in the page's language; each links to its card on /angebote. */
  offers: readonly { slug: string; title: string }[];
  /** Short text under the columns (web content "layout/footer/blurb"). */
  blurb: string;
  /** The current year in Berlin, from the root loader's clock: "© 2026". */
  year: number;
}

export function Footer({ newsletter, offers, blurb, year }: FooterProps) {
  const messages = useMessages();
  const nav = messages.site.nav;
  const shell = messages.site.shell;
  const siteLinks = [
    { label: nav.about, to: "/about" },
    { label: nav.dates, to: "/events" },
    { label: nav.academy, to: "/courses" },
    { label: shell.blog, to: "/blog" },
    { label: shell.voucher, to: "/gutschein" },
    { label: nav.contact, to: "/contact" },
  ];
  const legalLinks = [
    { label: shell.privacy, to: "/datenschutz" },
    { label: shell.imprint, to: "/impressum" },
    { label: shell.terms, to: "/agb" },
  ];
  const localize = useLocalize();
  return (
    <footer className="bg-ink text-white">
      <div className="mx-auto grid max-w-7xl gap-10 px-5 py-14 sm:grid-cols-2 lg:grid-cols-4 lg:px-8">
        <LinkColumn
          title={shell.footerOffers}
          links={offers.map((offer) => ({ label: offer.title, to: `/angebote#${offer.slug}` }))}
        />
        <LinkColumn title={shell.footerLinks} links={siteLinks} />
        <div>
          <h2 className="font-sans text-sm font-semibold tracking-wide text-white uppercase">
            {shell.footerNewsletter}
          </h2>
          {newsletter}
        </div>
        <div>
          <LinkColumn title={shell.footerLegal} links={legalLinks} />
          {/* The withdrawal function (§ 356a BGB) on every page, set apart as a button (decisions 0106, 0193). */}
          <Link
            to={localize("/widerruf")}
            className="mt-5 inline-flex min-h-11 items-center rounded-full border-2 border-white px-5 font-semibold text-white hover:bg-white hover:text-ink focus-visible:bg-white focus-visible:text-ink"
          >
            {messages.contract.withdrawLink}
          </Link>
        </div>
      </div>
      <div className="border-t border-white/15">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-x-6 gap-y-2 px-5 py-6 text-sm text-white/75 lg:px-8">
          <p>
            © {year} {brand.productName} · {brand.coach.name}
          </p>
          <p>{blurb}</p>
          <LanguageSwitch className="text-white/90 underline underline-offset-4 hover:text-white" />
        </div>
      </div>
    </footer>
  );
}
