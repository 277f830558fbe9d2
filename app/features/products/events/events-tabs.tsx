import { useRef } from "react";
import { Link, useSearchParams } from "react-router";
import { useMessages } from "~/lib/i18n";

/** The tab lives in the URL (?ansicht=liste), so it works without JavaScript and survives a reload. */
export const VIEW_PARAM = "ansicht";
export type EventsView = "kalender" | "liste";
export const parseView = (value: string | null): EventsView => (value === "liste" ? "liste" : "kalender");

const tabViews: { view: EventsView; label: "tabCalendar" | "tabList" }[] = [
  { view: "kalender", label: "tabCalendar" },
  { view: "liste", label: "tabList" },
];
export const tabId = (view: EventsView) => `events-tab-${view}`;
export const panelId = (view: EventsView) => `events-panel-${view}`;

/**
 * Accessible tabs (WAI-ARIA pattern: arrow keys, Home/End, one tab stop) made of links: without
 * JavaScript they load the other view, with it they switch on the client without a reload.
 */
export function EventsTabs({ view }: { view: EventsView }) {
  const [searchParams] = useSearchParams();
  const messages = useMessages();
  const tabs = tabViews.map((tab) => ({ view: tab.view, label: messages.events[tab.label] }));
  const refs = useRef<Partial<Record<EventsView, HTMLAnchorElement | null>>>({});

  const hrefFor = (target: EventsView) => {
    const params = new URLSearchParams(searchParams);
    if (target === "kalender") params.delete(VIEW_PARAM);
    else params.set(VIEW_PARAM, target);
    const query = params.toString();
    return query ? `?${query}` : ".";
  };

  const onKeyDown = (event: React.KeyboardEvent, index: number) => {
    const keys: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: tabs.length - 1 };
    const next = keys[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const target = tabs[(next + tabs.length) % tabs.length]!;
    refs.current[target.view]?.focus();
    refs.current[target.view]?.click();
  };

  return (
    <div role="tablist" aria-label={messages.events.heroTitle} className="inline-flex rounded-full bg-sand p-1">
      {tabs.map((tab, index) => {
        const active = tab.view === view;
        return (
          <Link
            key={tab.view}
            ref={(node) => {
              refs.current[tab.view] = node;
            }}
            to={hrefFor(tab.view)}
            replace
            preventScrollReset
            role="tab"
            id={tabId(tab.view)}
            aria-selected={active}
            aria-controls={panelId(tab.view)}
            tabIndex={active ? 0 : -1}
            onKeyDown={(event) => onKeyDown(event, index)}
            className={`rounded-full px-5 py-2.5 text-sm font-medium transition-colors sm:text-base ${
              active ? "bg-white text-accent-strong shadow-sm" : "text-muted hover:text-ink"
            }`}
          >
            {tab.label}
          </Link>
        );
      })}
    </div>
  );
}
