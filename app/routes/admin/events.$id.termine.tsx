import { data, Form, Link, useNavigation } from "react-router";
import * as v from "valibot";
import { Button, SubmitButton } from "~/components/ui/button";
import { compactControl, InputField } from "~/components/ui/field";
import { AnswerNotice } from "~/features/compositions/admin/answer-notice";
import { notFound, refusedFields, runAdminAction } from "~/features/compositions/admin/crud.server";
import type { AdminResult } from "~/features/compositions/admin/result";
import { courseDatesOfEvent, saveCourseDates } from "~/features/products/courses/dates.server";
import { CourseDatesSchema, datesFromForm, MAX_COURSE_DATES } from "~/features/products/events/course-dates-schema";
import { requireAdmin } from "~/features/core/auth/session.server";
import { getCloudflare } from "~/lib/context";
import { adminMessages } from "~/lib/messages.admin";
import type { Route } from "./+types/events.$id.termine";

const m = adminMessages.courses;
const EventIdParam = v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(64));

/** GET only, changes nothing; the admin layout's middleware has already refused anyone else. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { env } = getCloudflare(context);
  requireAdmin(context);
  const id = v.safeParse(EventIdParam, params.id);
  const found = id.success ? await courseDatesOfEvent(env, id.output) : null;
  return found ?? data(null, { status: 404 });
}

type Row = { id: string; date: string; start: string; end: string; location: string; online: boolean };

/** The rows the form sent, in its own field names (to show them again: "Termin hinzufügen" / "entfernen"). */
function sentRows(form: Record<string, string>): Row[] {
  const count = Math.min(Number.parseInt(form.count ?? "0", 10) || 0, MAX_COURSE_DATES + 1);
  return Array.from({ length: count }, (_, i) => ({
    id: form[`id_${i}`] ?? "",
    date: form[`date_${i}`] ?? "",
    start: form[`start_${i}`] ?? "",
    end: form[`end_${i}`] ?? "",
    location: form[`location_${i}`] ?? "",
    online: form[`online_${i}`] === "on",
  }));
}

/** Rows as form values again (`values` of a refused or not yet saved answer). */
function rowValues(rows: Row[]): Record<string, string> {
  const values: Record<string, string> = { count: String(rows.length) };
  rows.forEach((row, i) => {
    Object.assign(values, {
      [`id_${i}`]: row.id,
      [`date_${i}`]: row.date,
      [`start_${i}`]: row.start,
      [`end_${i}`]: row.end,
      [`location_${i}`]: row.location,
      [`online_${i}`]: row.online ? "on" : "",
    });
  });
  return values;
}

/**
 * One form, three buttons (works without JavaScript): "Termin hinzufügen" and "Termin entfernen"
 * answer the form again with a row more or less, nothing saved; "Termine speichern" validates and saves.
 */
export async function action(args: Route.ActionArgs) {
  return runAdminAction(args, m.saveError, {
    dates: async ({ form, id, env }) => {
      const rows = sentRows(form);
      const op = form.op ?? "save";
      if (op === "add") {
        const last = rows.at(-1);
        if (rows.length >= MAX_COURSE_DATES) return refusedFields(m.saveError, { count: m.errors.tooMany });
        // A new evening at the same time and place as the last one: she changes only the day.
        rows.push({
          id: "",
          date: "",
          start: last?.start ?? "",
          end: last?.end ?? "",
          location: last?.location ?? "",
          online: last?.online ?? false,
        });
        return { ok: false, values: rowValues(rows) } satisfies AdminResult;
      }
      if (op.startsWith("remove-")) {
        const index = Number.parseInt(op.slice("remove-".length), 10);
        if (rows.length > 1 && index >= 0 && index < rows.length) rows.splice(index, 1);
        return { ok: false, values: rowValues(rows) } satisfies AdminResult;
      }
      const parsed = v.safeParse(CourseDatesSchema, datesFromForm(form));
      if (!parsed.success) {
        const issue = parsed.issues[0];
        const index = issue.path?.[0]?.key;
        const key = issue.path?.[1]?.key;
        const field =
          typeof index === "number" ? `${fieldOf(typeof key === "string" ? key : "event_date")}_${index}` : "count";
        return { ...refusedFields(m.saveError, { [field]: issue.message }), values: rowValues(rows) };
      }
      const saved = await saveCourseDates(env, id, parsed.output);
      if (!saved) return notFound(m.saveError);
      return { ok: true, toast: { title: m.saved, text: m.savedText(parsed.output.length) } };
    },
  });
}

const fieldOf = (key: string) =>
  ({ event_date: "date", start_time: "start", end_time: "end", location: "location" })[key] ?? "date";

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  ...matches.flatMap((match) => match?.meta ?? []).filter((tag) => !("title" in tag)),
  { title: loaderData ? `${m.title}: ${loaderData.event.title}` : m.title },
];

const box = "size-4 accent-accent";

export default function CourseDates({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  if (!loaderData) {
    return (
      <section className="flex flex-col gap-4">
        <h1 className="text-3xl">{m.title}</h1>
        <p>{m.notFound}</p>
        <Link to="/admin/events" className="underline">
          {m.back}
        </Link>
      </section>
    );
  }
  const answer = actionData as AdminResult | undefined;
  const sent = answer && !answer.ok ? answer.values : undefined;
  const errors = (answer && !answer.ok ? answer.fieldErrors : undefined) ?? {};
  const rows: Row[] = sent
    ? sentRows(sent)
    : loaderData.dates.map((date) => ({
        id: date.id,
        date: date.event_date,
        start: date.start_time,
        end: date.end_time,
        location: date.location,
        online: date.online,
      }));
  const busy = navigation.state !== "idle" && navigation.formData?.get("op") === "save";
  return (
    <section className="flex max-w-4xl flex-col gap-5">
      <Link to="/admin/events" className="text-sm text-muted underline">
        {m.back}
      </Link>
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl">
          {m.title}: {loaderData.event.title}
        </h1>
        <p className="text-muted">{m.intro}</p>
        {loaderData.dates.length > 1 ? (
          <Link to={`/admin/events/${loaderData.event.id}/anwesenheit`} className="self-start text-sm underline">
            {m.attendance.heading}
          </Link>
        ) : null}
      </header>
      {answer?.toast ? <AnswerNotice answer={answer} /> : null}
      {errors.count ? <p className="text-sm text-danger">{errors.count}</p> : null}
      <Form method="post" className="flex flex-col gap-4" key={sent ? JSON.stringify(sent) : "stored"}>
        <input type="hidden" name="intent" value="dates" />
        <input type="hidden" name="id" value={loaderData.event.id} />
        <input type="hidden" name="count" value={rows.length} />
        {rows.map((row, i) => (
          <fieldset key={`${row.id}-${i}`} className="flex flex-col gap-3 rounded-xl border border-line bg-white p-4">
            <legend className="px-1 text-lg font-semibold">{m.dateHeading(i + 1)}</legend>
            <input type="hidden" name={`id_${i}`} value={row.id} />
            <div className="grid gap-3 sm:grid-cols-3">
              <InputField
                label={m.fields.date}
                name={`date_${i}`}
                type="date"
                controlClass={compactControl}
                defaultValue={row.date}
                error={errors[`date_${i}`]}
              />
              <InputField
                label={m.fields.start}
                name={`start_${i}`}
                type="time"
                step={300}
                controlClass={compactControl}
                defaultValue={row.start}
                error={errors[`start_${i}`]}
              />
              <InputField
                label={m.fields.end}
                name={`end_${i}`}
                type="time"
                step={300}
                controlClass={compactControl}
                defaultValue={row.end}
                error={errors[`end_${i}`]}
              />
            </div>
            <div className="grid items-end gap-3 sm:grid-cols-[1fr_auto_auto]">
              <InputField
                label={m.fields.location}
                name={`location_${i}`}
                maxLength={200}
                controlClass={compactControl}
                defaultValue={row.location}
                error={errors[`location_${i}`]}
              />
              <label className="flex items-center gap-2 pb-2 text-sm">
                <input type="checkbox" name={`online_${i}`} defaultChecked={row.online} className={box} />
                {m.fields.online}
              </label>
              {rows.length > 1 ? (
                <Button
                  type="submit"
                  name="op"
                  value={`remove-${i}`}
                  variant="ghost"
                  size="sm"
                  aria-label={`${m.remove}: ${m.dateHeading(i + 1)}`}
                >
                  {m.remove}
                </Button>
              ) : null}
            </div>
          </fieldset>
        ))}
        <div className="flex flex-wrap gap-3">
          <Button type="submit" name="op" value="add" variant="secondary">
            {m.add}
          </Button>
          <SubmitButton name="op" value="save" busy={busy} busyLabel={m.saving}>
            {m.save}
          </SubmitButton>
        </div>
      </Form>
    </section>
  );
}
