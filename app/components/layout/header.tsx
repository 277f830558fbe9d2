import { useEffect, useRef, useState } from "react";
import { Link, NavLink } from "react-router";
import { brand } from "~/config/brand";
import { useLocalize, useMessages } from "~/lib/i18n";
import { ButtonLink } from "../ui/button";
import { LanguageSwitch } from "./language-switch";
import { type NavTopic, TopicsDropdown } from "./topics-dropdown";

/** The bar sits transparent on the hero and turns white with a shadow once content scrolls beneath it, past this. */
export const SCROLL_THRESHOLD_PX = 10;

const desktopLink = "rounded-full px-3 py-2 text-[0.95rem] text-ink hover:bg-sand aria-[current=page]:text-accent";

export function Header({ topics }: { topics: readonly NavTopic[] }) {
  const messages = useMessages();
  const localize = useLocalize();
  const nav = messages.site.nav;
  const mainNav = [
    { label: nav.about, to: localize("/about") },
    { label: nav.offers, to: localize("/angebote") },
    { label: nav.why, to: localize("/#why") },
    { label: nav.dates, to: localize("/events") },
    // Beside the spec's items: the 1:1 scheduler, so a paid session is found without the contact page.
    { label: nav.book, to: localize("/termin") },
  ];
  const [scrolled, setScrolled] = useState(false);
  const bar = useRef<HTMLElement>(null);
  const [menuOpen, setMenuOpen] = useState(false);

  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > SCROLL_THRESHOLD_PX);
    onScroll();
    // Until this listener runs (before hydration, or without JavaScript) the stylesheet turns the bar
    // white on scroll by itself (`header[data-scrolled]:not([data-scroll-listener])`, styles/site.css).
    bar.current?.setAttribute("data-scroll-listener", "");
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, []);

  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") setMenuOpen(false);
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [menuOpen]);

  const close = () => setMenuOpen(false);
  return (
    <header
      ref={bar}
      data-scrolled={scrolled}
      className={`fixed inset-x-0 top-0 z-40 transition-[background-color,box-shadow] duration-300 ${
        scrolled || menuOpen ? "bg-white shadow-md" : "bg-transparent"
      }`}
    >
      <nav
        aria-label={messages.site.shell.mainNav}
        className="relative mx-auto flex h-16 max-w-7xl items-center justify-between px-5 lg:h-20 lg:px-8"
      >
        <Link to={localize("/")} className="font-serif text-2xl font-semibold tracking-tight text-ink" onClick={close}>
          {brand.name}
          <span className="sr-only"> – {messages.site.shell.home}</span>
        </Link>
        <ul className="hidden items-center gap-1 lg:flex">
          {mainNav.map((item) => (
            <li key={item.to}>
              {/* "/#why" is a section of the home page, never the "current page". */}
              {item.to.includes("#") ? (
                <Link to={item.to} className={desktopLink}>
                  {item.label}
                </Link>
              ) : (
                <NavLink to={item.to} className={desktopLink}>
                  {item.label}
                </NavLink>
              )}
            </li>
          ))}
          <li>
            <TopicsDropdown topics={topics} />
          </li>
        </ul>
        <div className="hidden items-center gap-2 lg:flex">
          <LanguageSwitch className="rounded-full px-3 py-2 text-sm text-ink hover:bg-sand" />
          <ButtonLink to="/courses" variant="secondary" size="sm">
            {nav.academy}
          </ButtonLink>
          <ButtonLink to="/contact" size="sm">
            {nav.contact}
          </ButtonLink>
        </div>
        <button
          type="button"
          className="rounded-full p-2 text-ink hover:bg-sand lg:hidden"
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
          aria-label={menuOpen ? nav.closeMenu : nav.openMenu}
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
      <div
        id="mobile-menu"
        hidden={!menuOpen}
        className="max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-line bg-white px-5 pb-6 lg:hidden"
      >
        <ul className="flex flex-col py-2">
          {mainNav.map((item) => (
            <li key={item.to}>
              <Link to={item.to} onClick={close} className="block rounded-lg px-2 py-3 text-lg text-ink hover:bg-sand">
                {item.label}
              </Link>
            </li>
          ))}
        </ul>
        <p className="px-2 pt-2 text-xs font-semibold tracking-wider text-muted uppercase" id="mobile-topics">
          {nav.topics}
        </p>
        <ul aria-labelledby="mobile-topics" className="grid grid-cols-1 gap-x-3 py-2 min-[420px]:grid-cols-2">
          {topics.map((topic) => (
            <li key={topic.slug}>
              <Link
                to={localize(topic.href)}
                onClick={close}
                className="block rounded-lg px-2 py-2.5 text-ink hover:bg-sand"
              >
                {topic.title}
              </Link>
            </li>
          ))}
        </ul>
        <div className="mt-2 flex gap-3">
          <ButtonLink to="/courses" variant="secondary" onClick={close}>
            {nav.academy}
          </ButtonLink>
          <ButtonLink to="/contact" onClick={close}>
            {nav.contact}
          </ButtonLink>
        </div>
        <LanguageSwitch className="mt-4 inline-block rounded-lg px-2 py-3 text-ink hover:bg-sand" onClick={close} />
      </div>
    </header>
  );
}
