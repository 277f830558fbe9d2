import { Form, Link } from "react-router";
import { SubmitButton } from "~/components/ui/button";
import { useMessages } from "~/lib/i18n";
import type { ChoiceProps } from "./choice";
import { DayCalendar } from "./day-calendar";
import type { SlotPickerView } from "./picker.server";

const optionClass =
  "block rounded-2xl border px-4 py-3 text-ink transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent";
const chosenClass = "border-accent bg-accent-soft font-semibold";
const openClass = "border-line bg-white hover:border-accent";

const hrefOf = (place: string | null, day?: string) => {
  const params = new URLSearchParams();
  if (place) params.set("ort", place);
  if (day) params.set("tag", day);
  return `?${params.toString()}#${day ? "zeit" : "tag"}`;
};

/**
 * A free day of the month calendar (decision 0188): a GET link that opens the picker's time step, so
 * the server-rendered grid works without JavaScript; hydrated, DayPicker's arrow keys move through it.
 */
function PickerDay({ choice, current, className, attributes, children }: ChoiceProps) {
  return (
    <Link
      {...attributes}
      to={hrefOf(choice.place ?? null, choice.day)}
      preventScrollReset
      aria-current={current ? "true" : undefined}
      className={className}
    >
      {children}
    </Link>
  );
}

/** After the chosen time was taken: the next free ones, each a link that opens the picker on its day. */
export function NextFreeTimes({
  times,
  place,
}: {
  times: { startMs: number; day: string; label: string }[] | undefined;
  place: string | null;
}) {
  if (!times?.length) return null;
  return (
    <ul className="mt-2 flex flex-wrap gap-2">
      {times.map((time) => (
        <li key={time.startMs}>
          <Link to={hrefOf(place, time.day)} className="font-medium text-accent-strong underline underline-offset-4">
            {time.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/**
 * Place, day and time of one kind of session for a booking that exists (moving it, decision 0151;
 * booking with a package's credit, 0150): place and day are GET links, the time a radio in a plain
 * POST form, so it works before JavaScript loads. `children` go into the form (e.g. a consent).
 */
export function SlotPicker({
  view,
  submitLabel,
  busyLabel,
  busy,
  emptyText,
  children,
}: {
  view: SlotPickerView;
  submitLabel: string;
  busyLabel: string;
  busy: boolean;
  emptyText: string;
  children?: React.ReactNode;
}) {
  const t = useMessages().sessions;
  const { place, day } = view;
  return (
    <div className="flex flex-col gap-8">
      {view.places.length > 1 ? (
        <section aria-labelledby="ort-title" id="ort" className="scroll-mt-28">
          <h2 id="ort-title" className="text-xl">
            {t.stepPlace}
          </h2>
          <ul className="mt-3 flex flex-wrap gap-3">
            {view.places.map((candidate) => (
              <li key={candidate}>
                <Link
                  to={hrefOf(candidate)}
                  aria-current={candidate === place ? "true" : undefined}
                  className={`${optionClass} ${candidate === place ? chosenClass : openClass}`}
                >
                  {t.places[candidate]}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {place ? (
        <section aria-labelledby="tag-title" id="tag" className="scroll-mt-28">
          <h2 id="tag-title" className="text-xl">
            {t.stepDay}
          </h2>
          {view.days.length ? (
            <div className="mt-3">
              <DayCalendar
                days={view.days.map((candidate) => candidate.day)}
                chosen={day?.day}
                today={view.today}
                base={{ place: view.places.length > 1 ? place : null }}
                Choose={PickerDay}
              />
            </div>
          ) : (
            <p className="mt-3 text-muted">{emptyText}</p>
          )}
        </section>
      ) : null}
      {day ? (
        <section aria-labelledby="zeit-title" id="zeit" className="scroll-mt-28">
          <Form method="post" className="flex flex-col gap-4">
            <fieldset>
              <legend id="zeit-title" className="text-xl">
                {t.stepTime} <span className="text-base font-normal text-muted">{t.timeZoneNote}</span>
              </legend>
              <div className="mt-3 flex flex-wrap gap-2">
                {view.times.map((candidate, i) => (
                  <label
                    key={candidate.startMs}
                    className={`${optionClass} ${openClass} cursor-pointer tabular-nums has-[:checked]:border-accent has-[:checked]:bg-accent-soft has-[:checked]:font-semibold has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-accent`}
                  >
                    <input
                      type="radio"
                      name="start"
                      value={candidate.startMs}
                      required
                      defaultChecked={i === 0 && view.times.length === 1}
                      className="sr-only"
                    />
                    {candidate.time}
                  </label>
                ))}
              </div>
            </fieldset>
            {children}
            <SubmitButton size="lg" className="self-start" busy={busy} busyLabel={busyLabel}>
              {submitLabel}
            </SubmitButton>
          </Form>
        </section>
      ) : null}
    </div>
  );
}
