import { Form, useSearchParams } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { adminMessages } from "~/lib/messages.admin";
import { formatDate } from "./format";

const m = adminMessages.bookings;

/**
 * A list filter as a select (`?<name>=<value>`, read on the server). It carries the parameters
 * named in `keep` along; with JavaScript it applies on change, without it a button submits.
 */
export function SelectFilter({
  name,
  label,
  allLabel,
  options,
  keep,
  className = "",
}: {
  name: string;
  label: string;
  allLabel: string;
  options: { value: string; label: string }[];
  keep: string[];
  className?: string;
}) {
  const [params] = useSearchParams();
  return (
    <Form method="get" className="flex items-end gap-2">
      {keep.map((key) =>
        params.get(key) ? <input key={key} type="hidden" name={key} value={params.get(key) ?? ""} /> : null,
      )}
      <label className="flex flex-col gap-1 text-sm font-medium">
        {label}
        <select
          name={name}
          defaultValue={params.get(name) ?? ""}
          className={`h-10 rounded-full border border-line bg-white px-4 font-normal ${className}`.trim()}
          onChange={(event) => event.currentTarget.form?.requestSubmit()}
        >
          <option value="">{allLabel}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </label>
      <noscript>
        <button type="submit" className={buttonClass("secondary", "sm", "h-10")}>
          {m.filter}
        </button>
      </noscript>
    </Form>
  );
}

/** The "Event" filter of the bookings and waiting-list pages (`?event=<id>`, read by `bookingFilter`). */
export function EventFilter({ events }: { events: { id: string; title: string; event_date: string }[] }) {
  return (
    <SelectFilter
      name="event"
      label={m.filterLabel}
      allLabel={m.allEvents}
      options={events.map((event) => ({ value: event.id, label: `${formatDate(event.event_date)} · ${event.title}` }))}
      keep={["q"]}
      className="max-w-72"
    />
  );
}
