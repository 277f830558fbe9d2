import { formatDate } from "./format";

/** An event in a list cell: title, date beneath (bookings, waiting lists). */
export function EventCell({ title, date }: { title: string; date: string }) {
  return (
    <span className="flex flex-col">
      <span className="font-medium">{title}</span>
      <span className="text-xs text-muted">{formatDate(date)}</span>
    </span>
  );
}

/** A person in a list cell: name with the address beneath as a mail link; one cell keeps actions in view on a laptop. */
export function PersonCell({ name, email }: { name: string; email: string }) {
  return (
    <span className="flex flex-col">
      <span>{name}</span>
      <a href={`mailto:${email}`} className="text-xs text-muted underline-offset-2 hover:underline">
        {email}
      </a>
    </span>
  );
}
