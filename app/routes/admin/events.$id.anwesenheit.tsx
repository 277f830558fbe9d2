import { data, Form, Link } from "react-router";
import * as v from "valibot";
import { Button } from "~/components/ui/button";
import { AnswerNotice } from "~/features/compositions/admin/answer-notice";
import { StatusBadge } from "~/features/compositions/admin/data-table";
import { failed, notFound, runAdminAction } from "~/features/compositions/admin/crud.server";
import type { AdminResult } from "~/features/compositions/admin/result";
import { attendanceSheet, recordCourseAttendance } from "~/features/products/courses/attendance.server";
import { requireAdmin } from "~/features/core/auth/session.server";
import { formatShortDate } from "~/features/products/events/format";
import { getCloudflare } from "~/lib/context";
import { adminMessages } from "~/lib/messages.admin";
import type { Route } from "./+types/events.$id.anwesenheit";

const m = adminMessages.courses;
const a = m.attendance;
const EventIdParam = v.pipe(v.string(), v.trim(), v.uuid());
const RecordForm = v.object({
  date_id: v.pipe(v.string(), v.uuid()),
  status: v.picklist(["present", "absent"]),
});

/** GET only, changes nothing; the admin layout's middleware has already refused anyone else. */
export async function loader({ params, context }: Route.LoaderArgs) {
  requireAdmin(context);
  const id = v.safeParse(EventIdParam, params.id);
  const sheet = id.success ? await attendanceSheet(getCloudflare(context).env, id.output) : null;
  return sheet ?? data(null, { status: 404 });
}

/** One cell: present or absent for one participant (the form's id) on one date. */
export async function action(args: Route.ActionArgs) {
  const eventId = v.safeParse(EventIdParam, args.params.id);
  return runAdminAction(args, a.error, {
    record: async ({ form, id, env }) => {
      const parsed = v.safeParse(RecordForm, form);
      if (!eventId.success || !parsed.success) return failed(a.error, adminMessages.form.invalidRequest, 400);
      const result = await recordCourseAttendance(env, {
        eventId: eventId.output,
        bookingId: id,
        dateId: parsed.output.date_id,
        status: parsed.output.status,
        by: "coach",
      });
      if (result.ok)
        return { ok: true, toast: { title: a.saved, text: parsed.output.status === "present" ? a.present : a.absent } };
      return result.reason === "not_found" ? notFound(a.error) : failed(a.error, a.notStarted, 409);
    },
  });
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  ...matches.flatMap((match) => match?.meta ?? []).filter((tag) => !("title" in tag)),
  { title: loaderData ? `${a.heading}: ${loaderData.event.title}` : a.heading },
];

export default function CourseAttendance({ loaderData, actionData }: Route.ComponentProps) {
  if (!loaderData) {
    return (
      <section className="flex flex-col gap-4">
        <h1 className="text-3xl">{a.heading}</h1>
        <p>{m.notFound}</p>
      </section>
    );
  }
  const { event, dates, rows } = loaderData;
  return (
    <section className="flex flex-col gap-5">
      <Link to={`/admin/events/${event.id}/teilnehmer`} className="text-sm text-muted underline">
        {adminMessages.participants.title}
      </Link>
      <h1 className="text-3xl">
        {a.heading}: {event.title}
      </h1>
      <AnswerNotice answer={actionData as AdminResult | undefined} />
      <div className="relative overflow-x-auto rounded-2xl border border-line bg-white">
        <table className="w-full border-collapse text-left text-sm">
          <thead>
            <tr className="border-b border-line bg-sand/60">
              <th scope="col" className="px-2.5 py-3 font-semibold">
                {adminMessages.participants.columns.name}
              </th>
              {dates.map((date, i) => (
                <th key={date.id} scope="col" className="px-2.5 py-3 font-semibold whitespace-nowrap">
                  {m.dateHeading(i + 1)}
                  <br />
                  <span className="font-normal text-muted">{formatShortDate(date.event_date)}</span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={`${row.bookingId}-${row.guestAt ?? "own"}`} className="border-b border-line last:border-0">
                <th scope="row" className="px-2.5 py-2.5 font-medium">
                  {row.name}
                  {row.guestAt !== null ? (
                    <span className="ml-2">
                      <StatusBadge tone="grey">{a.makeup}</StatusBadge>
                    </span>
                  ) : null}
                </th>
                {dates.map((date, position) => {
                  const mine = row.guestAt === null || row.guestAt === position;
                  const status = row.status[date.id];
                  return (
                    <td key={date.id} className="px-2.5 py-2.5 align-top">
                      {!mine ? null : (
                        <div className="flex flex-col items-start gap-1">
                          {status ? (
                            <StatusBadge tone={status === "present" ? "green" : "red"}>
                              {status === "present" ? a.present : a.absent}
                            </StatusBadge>
                          ) : (
                            <span className="text-xs text-muted">{a.notRecorded}</span>
                          )}
                          {row.missing.includes(position) ? (
                            <span className="text-xs text-warning">{a.missNotice}</span>
                          ) : null}
                          {date.begun ? (
                            <Form method="post" className="flex gap-1">
                              <input type="hidden" name="intent" value="record" />
                              <input type="hidden" name="id" value={row.bookingId} />
                              <input type="hidden" name="date_id" value={date.id} />
                              {(["present", "absent"] as const).map((choice) => (
                                <Button
                                  key={choice}
                                  type="submit"
                                  name="status"
                                  value={choice}
                                  size="sm"
                                  variant={status === choice ? "primary" : "ghost"}
                                  aria-label={`${choice === "present" ? a.present : a.absent}: ${row.name}, ${m.dateHeading(position + 1)}`}
                                >
                                  {choice === "present" ? "✓" : "✗"}
                                </Button>
                              ))}
                            </Form>
                          ) : null}
                        </div>
                      )}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="text-sm text-muted">{a.checkinHint}</p>
    </section>
  );
}
