import { useEffect, useState } from "react";
import { Link, NavLink } from "react-router";
import { brand } from "~/config/brand";
import { ButtonLink } from "../ui/button";

const SCROLL_THRESHOLD_PX = 10;

export const mainNav = [
  { label: "About", to: "/about" },
  { label: "Angebote", to: "/angebote" },
  { label: "Why", to: "/#why" },
  { label: "Termine", to: "/events" },
] as const;

export function Header() {
  const [scrolled, setScrolled] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);

  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > SCROLL_THRESHOLD_PX);
    onScroll();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, []);

  const close = () => setMenuOpen(false);
  return (
    <header
      data-scrolled={scrolled}
      className={`fixed inset-x-0 top-0 z-40 transition-[background-color,box-shadow] duration-300 ${
        scrolled || menuOpen ? "bg-white shadow-md" : "bg-transparent"
      }`}
    >
      <nav
        aria-label="Hauptnavigation"
        className="mx-auto flex h-16 max-w-7xl items-center justify-between px-5 lg:h-20 lg:px-8"
      >
        <Link to="/" className="font-serif text-2xl font-semibold tracking-tight text-ink" onClick={close}>
          {brand.name}
        </Link>
        <ul className="hidden items-center gap-1 lg:flex">
          {mainNav.map((item) => (
            <li key={item.to}>
              <NavLink to={item.to} className="rounded-full px-3 py-2 text-[0.95rem] text-ink hover:bg-sand">
                {item.label}
              </NavLink>
            </li>
          ))}
        </ul>
        <div className="hidden items-center gap-2 lg:flex">
          <ButtonLink to="/courses" variant="secondary" size="sm">
            Academy
          </ButtonLink>
          <ButtonLink to="/contact" size="sm">
            Kontakt
          </ButtonLink>
        </div>
        <button
          type="button"
          className="rounded-full p-2 text-ink hover:bg-sand lg:hidden"
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
          aria-label={menuOpen ? "Menü schließen" : "Menü öffnen"}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <svg
            viewBox="0 0 24 24"
            className="size-6"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            aria-hidden="true"
          >
            {menuOpen ? (
              <path d="M6 6l12 12M18 6L6 18" strokeLinecap="round" />
            ) : (
              <path d="M4 7h16M4 12h16M4 17h16" strokeLinecap="round" />
            )}
          </svg>
        </button>
      </nav>
      <div id="mobile-menu" hidden={!menuOpen} className="border-t border-line bg-white px-5 pb-6 lg:hidden">
        <ul className="flex flex-col py-2">
          {mainNav.map((item) => (
            <li key={item.to}>
              <Link to={item.to} onClick={close} className="block rounded-lg px-2 py-3 text-lg text-ink hover:bg-sand">
                {item.label}
              </Link>
            </li>
          ))}
        </ul>
        <div className="flex gap-3">
          <ButtonLink to="/courses" variant="secondary" onClick={close}>
            Academy
          </ButtonLink>
          <ButtonLink to="/contact" onClick={close}>
            Kontakt
          </ButtonLink>
        </div>
      </div>
    </header>
  );
}
