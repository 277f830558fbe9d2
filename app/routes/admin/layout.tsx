import { useEffect, useId, useRef, useState, useSyncExternalStore } from "react";
import { Form, isRouteErrorResponse, Link, NavLink, Outlet, useNavigation, useSearchParams } from "react-router";
import { brand } from "~/config/brand";
import { buttonClass, Spinner } from "~/components/ui/button";
import { adminMiddleware } from "~/features/compositions/admin/middleware.server";
import { Icon } from "~/features/compositions/admin/icons";
import { LOGOUT_FAILED } from "~/features/core/auth/constants";
import { Notice } from "~/components/ui/notice";
import { toast } from "~/components/ui/toast";
import { requireAdmin } from "~/features/core/auth/session.server";
import { messages } from "~/lib/messages";
import { adminMessages } from "~/lib/messages.admin";
import type { Route } from "./+types/layout";

const a = adminMessages;

export const middleware: Route.MiddlewareFunction[] = [adminMiddleware];

export function loader({ context }: Route.LoaderArgs) {
  const user = requireAdmin(context);
  // Without a second factor only its setup opens (decision 0225): the menu shows just that.
  return { email: user.email, setupOnly: !user.second_factor };
}

export const meta: Route.MetaFunction = () => [
  { title: `${a.panel} | ${brand.name}` },
  { name: "robots", content: "noindex, nofollow" },
];

/**
 * The back office's menu in named groups (decision 0181): the spec's labels (Dashboard, Profile,
 * Kontaktanfragen, Newsletter, Events, Web Content, Mindset Journal) as they are, every room in the
 * group of the work it serves, so that the whole menu fits a 1280 × 800 screen.
 */
export const adminNavGroups = [
  {
    label: a.nav.groups.today,
    items: [
      { to: "/admin/dashboard", label: a.nav.dashboard },
      { to: "/admin/contact-submissions", label: a.nav.contacts },
      { to: "/admin/emails", label: a.nav.emails },
    ],
  },
  {
    label: a.nav.groups.bookings,
    items: [
      { to: "/admin/bookings", label: a.nav.bookings },
      { to: "/admin/events", label: a.nav.events },
      { to: "/admin/termine", label: a.nav.sessions },
      { to: "/admin/verfuegbarkeit", label: a.nav.availability },
      { to: "/admin/kalender", label: a.nav.calendar },
      { to: "/admin/waitlist", label: a.nav.waitlist },
      { to: "/admin/widerrufe", label: a.nav.withdrawals },
    ],
  },
  {
    label: a.nav.groups.people,
    items: [
      { to: "/admin/klientinnen", label: a.nav.clients },
      { to: "/admin/profiles", label: a.nav.profiles },
      { to: "/admin/newsletter-subscriptions", label: a.nav.newsletter },
      { to: "/admin/newsletter-campaigns", label: a.nav.campaigns },
      { to: "/admin/mindset-journal", label: a.nav.journals },
      { to: "/admin/impulse", label: a.nav.prompts },
      { to: "/admin/stimmen", label: a.nav.testimonials },
    ],
  },
  {
    label: a.nav.groups.content,
    items: [
      { to: "/admin/web-content", label: a.nav.webContent },
      { to: "/admin/blog", label: a.nav.blog },
      { to: "/admin/bilder", label: a.nav.images },
    ],
  },
  {
    label: a.nav.groups.money,
    items: [
      { to: "/admin/zahlungsabgleich", label: messages.payment.admin.statement.nav },
      { to: "/admin/rabattcodes", label: a.nav.discountCodes },
      { to: "/admin/gutscheine", label: a.nav.vouchers },
    ],
  },
  {
    label: a.nav.groups.settings,
    items: [
      { to: "/admin/einstellungen", label: a.nav.settings },
      { to: "/admin/zwei-faktor", label: a.nav.secondFactor },
      { to: "/admin/audit", label: a.nav.audit },
    ],
  },
] as const;

/** The grouped links; NavLink marks the current page with aria-current="page". */
/** The menu of an administrator who has yet to set up her second factor: that page only. */
const setupOnlyNav = [
  { label: a.nav.groups.settings, items: [{ to: "/admin/zwei-faktor", label: a.nav.secondFactor }] },
];

function NavLinks({ onNavigate, setupOnly = false }: { onNavigate?: () => void; setupOnly?: boolean }) {
  const id = useId();
  const groups = setupOnly ? setupOnlyNav : adminNavGroups;
  return (
    // Dense at ≥ 1024 px (24 px per link, the smallest target WCAG 2.2 allows; 14 px per group name,
    // 4 px between groups): all 26 rooms fit 1280 × 800 (tests/e2e/admin-menu.spec.ts).
    <div className="flex flex-col gap-1 max-lg:gap-4">
      {groups.map((group, index) => (
        <div key={group.label} className="flex flex-col">
          <p
            id={`${id}-${index}`}
            className="px-3 text-[0.7rem] leading-[14px] font-semibold tracking-wider text-muted uppercase max-lg:mb-1"
          >
            {group.label}
          </p>
          <ul aria-labelledby={`${id}-${index}`} className="flex flex-col">
            {group.items.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  onClick={onNavigate}
                  className={({ isActive }) =>
                    `block rounded-lg px-3 py-0.5 text-sm leading-5 max-lg:py-2 max-lg:text-[0.95rem] ${
                      isActive ? "bg-accent font-medium text-white" : "text-ink hover:bg-sand"
                    }`
                  }
                >
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}

function LogoutButton({ inline = false }: { inline?: boolean }) {
  const width = inline ? "" : "w-full justify-start";
  return (
    <div className={inline ? "flex items-center gap-1" : "flex flex-col"}>
      {/* Ends this profile's sessions in every browser, e.g. after a lost phone. */}
      <Form method="post" action="/admin/logout" className={inline ? "" : "order-last"}>
        <input type="hidden" name="scope" value="all" />
        <button type="submit" className={buttonClass("ghost", "sm", `${width} text-muted`)}>
          {a.logoutEverywhere}
        </button>
      </Form>
      <Form method="post" action="/admin/logout">
        <button type="submit" className={buttonClass("ghost", "sm", width)}>
          {a.logout}
        </button>
      </Form>
    </div>
  );
}

const noSubscribe = () => () => {};

/**
 * 'Logout fehlgeschlagen' after a sign-out the server could not complete (it sends the admin back
 * with a query flag): a toast once hydrated, after which the flag leaves the address so a reload
 * does not repeat it; an inline notice without JavaScript.
 */
function LogoutFailedNotice() {
  const [params, setParams] = useSearchParams();
  const failed = params.get(LOGOUT_FAILED.param) === LOGOUT_FAILED.value;
  const hydrated = useSyncExternalStore(
    noSubscribe,
    () => true,
    () => false,
  );
  useEffect(() => {
    if (!failed) return;
    toast({ title: messages.login.logoutFailedTitle, description: messages.login.logoutFailedText });
    setParams(
      (current) => {
        current.delete(LOGOUT_FAILED.param);
        return current;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [failed, setParams]);
  if (!failed || hydrated) return null;
  return (
    <div className="mb-6">
      <Notice tone="error" title={messages.login.logoutFailedTitle}>
        {messages.login.logoutFailedText}
      </Notice>
    </div>
  );
}

function Logo({ scrolled }: { scrolled: boolean }) {
  return (
    <Link
      to="/"
      className={`font-serif text-2xl font-semibold tracking-tight transition-colors ${scrolled ? "text-accent" : "text-ink"}`}
    >
      {brand.name}
    </Link>
  );
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const [open, setOpen] = useState(false);
  const [scrolled, setScrolled] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const drawer = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > 10);
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, []);

  // The drawer: focus moves in when it opens, Escape closes it and focus returns to the button.
  useEffect(() => {
    if (!open) return;
    drawer.current?.querySelector<HTMLElement>("a, button")?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        setOpen(false);
        menuButton.current?.focus();
      }
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open]);

  return (
    <div className="min-h-dvh bg-paper">
      <header
        data-scrolled={scrolled}
        className={`sticky top-0 z-30 flex h-16 items-center gap-3 border-b border-line px-4 transition-colors lg:pl-62 2xl:pl-66 print:hidden ${
          scrolled ? "bg-white shadow-sm" : "bg-paper"
        }`}
      >
        <button
          ref={menuButton}
          type="button"
          className="rounded-full p-2 hover:bg-sand lg:hidden"
          aria-expanded={open}
          aria-controls="admin-drawer"
          aria-label={open ? a.nav.closeMenu : a.nav.openMenu}
          onClick={() => setOpen((value) => !value)}
        >
          <Icon name="menu" className="size-6" />
        </button>
        <span className="lg:hidden">
          <Logo scrolled={scrolled} />
        </span>
        <p className="hidden text-sm font-semibold tracking-wide text-muted uppercase sm:block lg:ml-4">{a.panel}</p>
        {navigation.state === "loading" ? (
          <span role="status" className="flex items-center gap-2 text-sm text-muted">
            <Spinner /> <span className="max-sm:sr-only">{a.loading}</span>
          </span>
        ) : null}
        <Link to="/" className={buttonClass("secondary", "sm", "ml-auto")}>
          {a.website}
        </Link>
        {/* Wide screens: the account's actions up here, so the sidebar holds the whole menu. */}
        <div className="hidden items-center gap-1 lg:flex">
          <p className="max-w-48 truncate px-2 text-xs text-muted xl:max-w-64">{loaderData.email}</p>
          <LogoutButton inline />
        </div>
      </header>

      {/* Wide screens: the fixed sidebar. */}
      <aside className="fixed inset-y-0 left-0 z-40 hidden w-60 flex-col border-r border-line bg-white lg:flex print:hidden">
        <div className="flex h-16 items-center border-b border-line px-6">
          <Logo scrolled={scrolled} />
        </div>
        <nav aria-label={a.nav.label} className="flex-1 overflow-y-auto px-3 py-1">
          <NavLinks setupOnly={loaderData.setupOnly} />
        </nav>
      </aside>

      {/* Narrow screens: the slide-in drawer from the left. */}
      <div className={`fixed inset-0 z-50 lg:hidden ${open ? "" : "pointer-events-none"}`} aria-hidden={!open}>
        <button
          type="button"
          tabIndex={-1}
          aria-label={a.nav.closeMenu}
          onClick={() => setOpen(false)}
          className={`absolute inset-0 bg-ink/50 transition-opacity ${open ? "opacity-100" : "opacity-0"}`}
        />
        <div
          ref={drawer}
          id="admin-drawer"
          inert={!open}
          className={`absolute inset-y-0 left-0 flex w-72 max-w-[85%] flex-col bg-white shadow-xl transition-transform ${
            open ? "translate-x-0" : "-translate-x-full"
          }`}
        >
          <div className="flex h-16 items-center justify-between border-b border-line px-5">
            <Logo scrolled={false} />
            <button
              type="button"
              onClick={() => {
                setOpen(false);
                menuButton.current?.focus();
              }}
              aria-label={a.nav.closeMenu}
              className="rounded-full p-2 hover:bg-sand"
            >
              <Icon name="close" className="size-5" />
            </button>
          </div>
          <nav aria-label={a.nav.label} className="flex-1 overflow-y-auto p-4">
            <NavLinks onNavigate={() => setOpen(false)} setupOnly={loaderData.setupOnly} />
          </nav>
          <div className="border-t border-line p-4">
            <p className="mb-2 truncate px-3 text-xs text-muted">{loaderData.email}</p>
            <LogoutButton />
          </div>
        </div>
      </div>

      {/* Without JavaScript the drawer cannot open, so narrow screens get the links inline. */}
      <noscript>
        <nav aria-label={a.nav.label} className="border-b border-line bg-white p-4 lg:hidden">
          <NavLinks setupOnly={loaderData.setupOnly} />
          <LogoutButton />
        </nav>
      </noscript>

      <main className="px-4 py-6 sm:px-6 lg:ml-60 lg:py-8 2xl:px-10 print:m-0 print:p-0">
        {/* Sidebar, padding and header line up: the lists of nine columns fit a 1280 px laptop (tests/e2e/admin.spec.ts).
            On paper (the participant list) only the page's own content. */}
        <LogoutFailedNotice />
        <Outlet />
      </main>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (!isRouteErrorResponse(error)) console.error(error);
  const text =
    status === 401
      ? a.auth.unauthorized
      : status === 403
        ? a.auth.forbidden
        : `${messages.common.error.title}. ${messages.common.error.text}`;
  return (
    <main className="mx-auto flex min-h-dvh max-w-xl flex-col items-center justify-center gap-4 px-6 text-center">
      <h1 className="text-4xl">{a.panel}</h1>
      <p role="alert">{text}</p>
      <a className={buttonClass("primary")} href="/admin/login">
        {a.auth.toLogin}
      </a>
    </main>
  );
}
