import { useCallback, useEffect, useId, useRef, useState } from "react";
import { Link } from "react-router";
import { useLocalize, useMessages } from "~/lib/i18n";

/** A topic as the navigation shows it (the route builds the list from web content). */
export interface NavTopic {
  slug: string;
  title: string;
  teaser: string;
  image: string;
  /** German path; shown in the page's language. */
  href: string;
}

/** The 'Themen' dropdown opens on a deliberate hover, not a pointer passing by, and closes with some grace. */
export const DROPDOWN_OPEN_DELAY_MS = 200;
export const DROPDOWN_CLOSE_DELAY_MS = 150;
/** Re-entering within this time after a close opens at once, without the open delay. */
export const DROPDOWN_SKIP_DELAY_MS = 300;

/**
 * The 'Themen' disclosure: opens on hover (delayed), click and ArrowDown; Escape closes it and
 * returns focus to the trigger. The panel is always in the HTML so crawlers see the topic links.
 */
export function TopicsDropdown({ topics }: { topics: readonly NavTopic[] }) {
  const messages = useMessages();
  const localize = useLocalize();
  const [open, setOpen] = useState(false);
  const openTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const closedAt = useRef(0);
  const openedByHover = useRef(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const panelId = useId();

  const clearTimers = () => {
    clearTimeout(openTimer.current);
    clearTimeout(closeTimer.current);
  };

  const close = useCallback((focusTrigger = false) => {
    clearTimers();
    setOpen((wasOpen) => {
      if (wasOpen) closedAt.current = Date.now();
      return false;
    });
    if (focusTrigger) triggerRef.current?.focus();
  }, []);

  useEffect(() => clearTimers, []);

  // A click or tap anywhere else closes the panel.
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      const root = triggerRef.current?.parentElement;
      if (root && event.target instanceof Node && !root.contains(event.target)) close();
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [open, close]);

  const onPointerEnter = (event: React.PointerEvent) => {
    if (event.pointerType !== "mouse") return;
    clearTimers();
    if (open) return;
    const skipDelay = Date.now() - closedAt.current < DROPDOWN_SKIP_DELAY_MS;
    const show = () => {
      openedByHover.current = true;
      setOpen(true);
    };
    if (skipDelay) show();
    else openTimer.current = setTimeout(show, DROPDOWN_OPEN_DELAY_MS);
  };

  const onPointerLeave = (event: React.PointerEvent) => {
    if (event.pointerType !== "mouse") return;
    clearTimeout(openTimer.current);
    if (open) closeTimer.current = setTimeout(() => close(), DROPDOWN_CLOSE_DELAY_MS);
  };

  const onTriggerClick = () => {
    clearTimers();
    // A click right after the hover opened it should not slam it shut again.
    if (open && openedByHover.current) {
      openedByHover.current = false;
      return;
    }
    openedByHover.current = false;
    if (open) close();
    else setOpen(true);
  };

  const focusLink = (index: number) => {
    const links = panelRef.current?.querySelectorAll<HTMLAnchorElement>("a");
    if (!links?.length) return;
    links[(index + links.length) % links.length]?.focus();
  };

  const onTriggerKeyDown = (event: React.KeyboardEvent) => {
    if (event.key !== "ArrowDown") return;
    event.preventDefault();
    clearTimers();
    openedByHover.current = false;
    setOpen(true);
    // The panel becomes visible on the next render.
    requestAnimationFrame(() => focusLink(0));
  };

  const onRootKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === "Escape" && open) {
      event.preventDefault();
      close(true);
      return;
    }
    if (!panelRef.current?.contains(document.activeElement)) return;
    const links = Array.from(panelRef.current.querySelectorAll("a"));
    const index = links.indexOf(document.activeElement as HTMLAnchorElement);
    const moves: Record<string, number> = { ArrowRight: 1, ArrowDown: 3, ArrowLeft: -1, ArrowUp: -3 };
    const move = moves[event.key];
    if (move === undefined) return;
    event.preventDefault();
    if (event.key === "ArrowUp" && index < 3) triggerRef.current?.focus();
    else focusLink(index + move);
  };

  const onRootBlur = (event: React.FocusEvent) => {
    // Tabbing out of the menu closes it.
    if (!event.currentTarget.contains(event.relatedTarget)) close();
  };

  return (
    // Keyboard and pointer handlers on the wrapper manage the disclosure; the controls inside are real buttons and links.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div onPointerEnter={onPointerEnter} onPointerLeave={onPointerLeave} onKeyDown={onRootKeyDown} onBlur={onRootBlur}>
      <button
        ref={triggerRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={onTriggerClick}
        onKeyDown={onTriggerKeyDown}
        className="flex items-center gap-1 rounded-full px-3 py-2 text-[0.95rem] text-ink hover:bg-sand"
      >
        {messages.site.nav.topics}
        <svg
          viewBox="0 0 20 20"
          className={`size-4 transition-transform ${open ? "rotate-180" : ""}`}
          fill="currentColor"
          aria-hidden="true"
        >
          <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4Z" />
        </svg>
      </button>
      {/* Positioned against the <nav> (relative): spans the content width under the bar. */}
      <div id={panelId} ref={panelRef} hidden={!open} className="absolute inset-x-5 top-full lg:inset-x-8">
        <ul
          aria-label={messages.site.nav.topics}
          className="grid grid-cols-3 gap-2 rounded-2xl border border-line bg-white p-3 shadow-xl"
        >
          {topics.map((topic) => (
            <li key={topic.slug}>
              <Link
                to={localize(topic.href)}
                onClick={() => close()}
                className="flex h-full gap-3 rounded-xl p-3 hover:bg-sand focus-visible:bg-sand"
              >
                <img
                  src={topic.image}
                  alt=""
                  width={56}
                  height={56}
                  loading="lazy"
                  className="size-14 shrink-0 rounded-lg bg-sand object-cover"
                />
                <span>
                  <span className="block font-serif text-base font-semibold text-ink">{topic.title}</span>
                  <span className="mt-0.5 block text-sm leading-snug text-muted">{topic.teaser}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
