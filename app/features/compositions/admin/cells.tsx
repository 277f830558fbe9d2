import { Fragment } from "react";
import { adminMessages } from "~/lib/messages.admin";
import type { Column } from "./data-table";
import { formatDate } from "./format";

/** A small label beside a cell's value (web content, events). */
export const badgeClass = "inline-block rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap";

/**
 * Shown where the English site falls back to the German text (web content, an event's title); in a
 * column of its own a shorter word will do (events: "ja" or "fehlt").
 */
export function EnglishMissing({ children = adminMessages.webContent.englishMissing }: { children?: string }) {
  return <span className={`${badgeClass} bg-red-100 text-red-900`}>{children}</span>;
}

/** An event in a list cell: title, date beneath (bookings, waiting lists). */
export function EventCell({ title, date }: { title: string; date: string }) {
  return (
    <span className="flex flex-col">
      <span className="font-medium">{title}</span>
      <span className="text-xs text-muted">{formatDate(date)}</span>
    </span>
  );
}

/**
 * An address that may break before its "@" and after a hyphen, and nowhere else: a narrow column
 * shows "mira.lehmann" over "@example.de" instead of widening the table (the lists fit a 1280 px
 * laptop, tests/e2e/admin.spec.ts) or cutting the address at any letter.
 */
export function BreakableEmail({ email }: { email: string }) {
  const parts = email.split(/(?=@)|(?<=-)/);
  return parts.map((part, index) => (
    // The parts of one address never change order, so their index is a stable key.
    <Fragment key={index}>
      {index > 0 ? <wbr /> : null}
      {part}
    </Fragment>
  ));
}

/** A person in a list cell: name with the address beneath as a mail link; one cell keeps actions in view on a laptop. */
export function PersonCell({ name, email }: { name: string; email: string }) {
  return (
    <span className="flex flex-col">
      <span>{name}</span>
      <a href={`mailto:${email}`} className="text-xs text-muted underline-offset-2 hover:underline">
        <BreakableEmail email={email} />
      </a>
    </span>
  );
}

interface EventBookingRow {
  id: string;
  event_title: string;
  event_date: string;
  full_name: string;
  email: string;
  num_tickets: number;
}

/** The first three columns of the lists of people per event (bookings, waiting lists): event, person, tickets. */
export function eventPersonColumns<Row extends EventBookingRow>(labels: {
  event: string;
  name: string;
  tickets: string;
}): Column<Row>[] {
  return [
    {
      key: "event",
      label: labels.event,
      format: (row) => <EventCell title={row.event_title} date={row.event_date} />,
      className: "min-w-44",
    },
    {
      // Name and address in one cell keeps status and actions in view on a laptop screen.
      key: "full_name",
      label: labels.name,
      format: (row) => <PersonCell name={row.full_name} email={row.email} />,
    },
    { key: "num_tickets", label: labels.tickets, format: (row) => row.num_tickets },
  ];
}
