import { Link } from "react-router";
import { brand } from "~/config/brand";
import { offers } from "~/features/content/offers";

// Each offer links to its card on /angebote (the hash helper scrolls there).
const offerLinks = offers.map((offer) => ({ label: offer.title, to: `/angebote#${offer.slug}` }));
const siteLinks = [
  { label: "About", to: "/about" },
  { label: "Termine", to: "/events" },
  { label: "Academy", to: "/courses" },
  { label: "Blog", to: "/blog" },
  { label: "Kontakt", to: "/contact" },
];
const legalLinks = [
  { label: "Datenschutz", to: "/datenschutz" },
  { label: "Impressum", to: "/impressum" },
  { label: "AGB", to: "/agb" },
];

function LinkColumn({ title, links }: { title: string; links: { label: string; to: string }[] }) {
  return (
    <div>
      <h2 className="font-sans text-sm font-semibold tracking-wide text-white uppercase">{title}</h2>
      <ul className="mt-4 space-y-2.5">
        {links.map((link) => (
          <li key={link.label}>
            <Link to={link.to} className="text-white/80 hover:text-white">
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function Footer({ newsletter }: { newsletter?: React.ReactNode }) {
  return (
    <footer className="bg-ink text-white">
      <div className="mx-auto grid max-w-7xl gap-10 px-5 py-14 sm:grid-cols-2 lg:grid-cols-4 lg:px-8">
        <LinkColumn title="Angebote" links={offerLinks} />
        <LinkColumn title="Links" links={siteLinks} />
        <div>
          <h2 className="font-sans text-sm font-semibold tracking-wide text-white uppercase">Newsletter</h2>
          {newsletter}
        </div>
        <LinkColumn title="Rechtliches" links={legalLinks} />
      </div>
      <div className="border-t border-white/15">
        <p className="mx-auto max-w-7xl px-5 py-6 text-sm text-white/75 lg:px-8">
          © {brand.copyrightYear} {brand.productName} · {brand.coach.name}
        </p>
      </div>
    </footer>
  );
}
