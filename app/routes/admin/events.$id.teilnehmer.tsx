import { data, Form, Link, useNavigation } from "react-router";
import * as v from "valibot";
import { buttonClass, SubmitButton } from "~/components/ui/button";
import { BreakableEmail } from "~/features/compositions/admin/cells";
import { StatusBadge } from "~/features/compositions/admin/data-table";
import { Icon } from "~/features/compositions/admin/icons";
import { LanguageVersion } from "~/features/compositions/admin/language-version";
import { AnswerNotice } from "~/features/compositions/admin/answer-notice";
import {
  failed,
  notFound,
  runAdminAction,
  validateForm,
  withSentValues,
} from "~/features/compositions/admin/crud.server";
import { eventMessageSchema, MAX_EVENT_MESSAGE_LENGTH } from "~/features/people/event-message/schema";
import { sendEventMessage } from "~/features/people/event-message/event-message.server";
import { messageRecipients } from "~/features/core/booking/participants";
import { participantList, type ParticipantList } from "~/features/core/booking/participants.server";
import { IntakeAnswersList } from "~/features/people/intake/answers-list";
import { recordPaymentAction } from "~/features/compositions/admin/payment-action.server";
import { useResultFetcher, type AdminResult } from "~/features/compositions/admin/result";
import { RowButton } from "~/features/compositions/admin/row-button";
import { useSchemaCheck } from "~/lib/form-hooks";
import { requireAdmin } from "~/features/core/auth/session.server";
import { formatLongDate, formatTimeRange } from "~/features/products/events/format";
import { formatPrice } from "~/lib/money";
import { getCloudflare } from "~/lib/context";
import { berlinToday } from "~/lib/today";
import { messages } from "~/lib/messages";
import { adminMessages } from "~/lib/messages.admin";
import type { Route } from "./+types/events.$id.teilnehmer";

const m = adminMessages.participants;
const paymentStates = messages.payment.admin.states;
const EventIdParam = v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(64));

/** GET only, changes nothing; the admin layout's middleware has already refused anyone else. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { env } = getCloudflare(context);
  requireAdmin(context);
  const id = v.safeParse(EventIdParam, params.id);
  const list = id.success ? await participantList(env, id.output) : null;
  // A fresh id per page view: the same form sent twice sends once (the outbox's dedupe key).
  const messageId = crypto.randomUUID();
  return list ? { list, messageId } : data({ list: null, messageId }, { status: 404 });
}

const mm = m.message;

/** "Nachricht an alle Teilnehmenden": the form's id is the event's (the audit log names it). */
export async function action(args: Route.ActionArgs) {
  return runAdminAction(
    args,
    { message: mm.error, pay: messages.payment.admin.error },
    {
      // "Bar erhalten" at the door: the whole open amount, in cash, today (the bookings list's own action).
      pay: recordPaymentAction,
      message: async ({ form, id, env }) => {
        const parsed = validateForm(eventMessageSchema, form, mm.error);
        if (!parsed.ok) return withSentValues(parsed.result, form, ["subject", "body", "subject_en", "body_en"]);
        const result = await sendEventMessage(env, id, parsed.data);
        if (result.ok) return { ok: true, toast: result.sent ? mm.sent(result.sent) : mm.alreadySent };
        if (result.reason === "not_found") return notFound(mm.error);
        return failed(mm.error, result.reason === "called_off" ? mm.calledOff : mm.nobody, 409);
      },
    },
  );
}

// The printed page's header shows the title; the layout's other tags (noindex) stay.
export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  ...matches.flatMap((match) => match?.meta ?? []).filter((tag) => !("title" in tag)),
  { title: loaderData?.list ? `${m.title}: ${loaderData.list.event.title}` : m.title },
];

const statusTone = { pending: "yellow", confirmed: "green" } as const;
const paymentTone = { open: "yellow", partial: "yellow", paid: "green", none: "grey" } as const;

function Summary({ list: { event, totals } }: { list: ParticipantList }) {
  const lines = [
    m.seats(totals.confirmedSeats, event.max_attendees),
    totals.pendingSeats ? m.pendingSeats(totals.pendingSeats) : null,
    totals.offeredSeats ? m.offeredSeats(totals.offeredSeats) : null,
    m.freeSeats(totals.freeSeats),
    totals.waiting ? m.waiting(totals.waiting) : null,
    totals.openCents ? m.openAmount(formatPrice(totals.openCents, event.currency)) : null,
  ].filter((line): line is string => line !== null);
  return (
    <ul className="flex flex-wrap gap-x-5 gap-y-1 text-sm text-muted print:text-ink">
      {lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}

// Paper only: a box per person to tick at the door ("Da").
const columns: [label: string, className: string][] = [
  [m.columns.here, "hidden w-10 print:table-cell"],
  [m.columns.name, ""],
  [m.columns.seats, "text-right"],
  [m.columns.status, ""],
  [m.columns.payment, ""],
  [m.columns.reference, ""],
  [m.columns.contact, ""],
];

/** At the door: the whole open amount received in cash today, one tap (screen only). */
function CashAtTheDoor({ row }: { row: ParticipantList["participants"][number] }) {
  const fetcher = useResultFetcher();
  if (row.open_cents <= 0) return null;
  return (
    <fetcher.Form method="post" className="print:hidden">
      <input type="hidden" name="id" value={row.id} />
      <input type="hidden" name="method" value="cash" />
      <input type="hidden" name="paid_on" value={berlinToday()} />
      <RowButton
        intent="pay"
        label={m.cash(formatPrice(row.open_cents, row.currency))}
        rowName={row.full_name}
        busy={fetcher.state !== "idle"}
        variant="ghost"
      />
    </fetcher.Form>
  );
}

function ParticipantTable({ list: { participants } }: { list: ParticipantList }) {
  // The answers to the event's questions (decision 0221): a column once someone gave one.
  const answered = participants.some((row) => row.intake.length > 0);
  const shown: typeof columns = answered ? [...columns, [m.columns.answers, "min-w-56"]] : columns;
  return (
    // On a phone the table scrolls sideways inside its box (the names stay first); on paper it is the page.
    // `relative`: the buttons' screen-reader text (absolutely placed) stays inside the box instead of
    // widening the page.
    <div className="relative overflow-x-auto rounded-2xl border border-line bg-white print:overflow-visible print:rounded-none print:border-0">
      <table className="w-full border-collapse text-left text-sm">
        <thead>
          <tr className="border-b border-line bg-sand/60 print:bg-transparent">
            {shown.map(([label, className]) => (
              <th key={label} scope="col" className={`px-2.5 py-3 font-semibold ${className}`}>
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {participants.map((row) => (
            <tr key={row.id} className="border-b border-line last:border-0 print:break-inside-avoid">
              <td className="hidden px-2.5 py-2.5 print:table-cell">
                <span aria-hidden="true" className="inline-block size-5 border border-ink" />
              </td>
              <td className="min-w-32 px-2.5 py-2.5 font-medium">{row.full_name}</td>
              <td className="px-2.5 py-2.5 text-right tabular-nums">{row.num_tickets}</td>
              <td className="px-2.5 py-2.5">
                <StatusBadge tone={statusTone[row.status as keyof typeof statusTone] ?? "grey"}>
                  {adminMessages.status[row.status as keyof typeof statusTone] ?? row.status}
                </StatusBadge>
              </td>
              {/* "45,00 EUR bar erhalten" on one line. */}
              <td className="px-2.5 py-2.5 whitespace-nowrap">
                <span className="flex flex-col items-start gap-0.5">
                  <StatusBadge tone={paymentTone[row.payment]}>{paymentStates[row.payment]}</StatusBadge>
                  {row.open_cents > 0 && row.payment === "partial" ? (
                    <span className="text-xs text-muted print:text-ink">
                      {m.openOf(formatPrice(row.open_cents, row.currency))}
                    </span>
                  ) : null}
                  <CashAtTheDoor row={row} />
                </span>
              </td>
              <td className="px-2.5 py-2.5 font-mono text-xs">{row.reference}</td>
              <td className="px-2.5 py-2.5 text-xs">
                <BreakableEmail email={row.email} />
                {row.phone ? <span className="block whitespace-nowrap">{row.phone}</span> : null}
              </td>
              {answered ? (
                <td className="px-2.5 py-2.5 align-top">
                  <IntakeAnswersList answers={row.intake} titled={false} className="text-xs" />
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * Works before JavaScript (a page post); the answer shows above the form, the sent form starts empty,
 * a refused one comes back with the text. The English version is offered when someone on the list
 * booked in English (decision 0097).
 */
function MessageForm({
  eventId,
  messageId,
  people,
  english,
  unconfirmed,
  answer,
}: {
  eventId: string;
  messageId: string;
  people: number;
  english: number;
  unconfirmed: number;
  answer: AdminResult | undefined;
}) {
  const busy = useNavigation().state === "submitting";
  const { errors, check } = useSchemaCheck(eventMessageSchema);
  const refused = answer && !answer.ok ? answer : undefined;
  const fieldErrors = errors ?? refused?.fieldErrors;
  // A stale form (its message id) is answered beside the text.
  const body = fieldErrors?.body ?? fieldErrors?.message_id;
  const shown = fieldErrors && body ? { ...fieldErrors, body } : fieldErrors;
  return (
    <section aria-labelledby="message-title" className="flex flex-col gap-4 print:hidden">
      <h2 id="message-title" className="text-xl">
        {mm.title}
      </h2>
      <AnswerNotice answer={answer} />
      <Form
        key={messageId}
        method="post"
        // Our German messages beside the fields (the same schema as the server), not the browser's bubbles.
        noValidate
        onSubmit={check}
        className="flex flex-col gap-4 rounded-2xl border border-line bg-white p-5"
      >
        <p className="text-sm text-muted">
          {mm.intro(people)}
          {unconfirmed ? ` ${mm.unconfirmed(unconfirmed)}` : null}
        </p>
        <input type="hidden" name="intent" value="message" />
        <input type="hidden" name="id" value={eventId} />
        <input type="hidden" name="message_id" value={messageId} />
        <div className={english ? "grid gap-6 lg:grid-cols-2" : "grid"}>
          <LanguageVersion
            legend={adminMessages.campaigns.german}
            labels={{ subject: mm.subject, body: mm.body, bodyHint: mm.bodyHint }}
            maxBodyLength={MAX_EVENT_MESSAGE_LENGTH}
            rows={6}
            errors={shown}
            values={refused?.values}
          />
          {english ? (
            <LanguageVersion
              legend={adminMessages.campaigns.english}
              intro={mm.englishHint(english)}
              lang="en"
              labels={{ subject: mm.subjectEn, body: mm.bodyEn }}
              maxBodyLength={MAX_EVENT_MESSAGE_LENGTH}
              rows={6}
              errors={shown}
              values={refused?.values}
            />
          ) : null}
        </div>
        <SubmitButton className="self-start" busy={busy} busyLabel={mm.sending}>
          {mm.submit(people)}
        </SubmitButton>
      </Form>
    </section>
  );
}

export default function AdminParticipants({ loaderData: { list, messageId }, actionData }: Route.ComponentProps) {
  const recipients = list ? messageRecipients(list.participants) : [];
  const people = recipients.length;
  const english = recipients.filter((row) => row.locale === "en").length;
  const unconfirmed = list ? list.participants.filter((row) => row.hold_expires_at !== null).length : 0;
  return (
    <section aria-labelledby="participants-title" className="flex flex-col gap-5">
      <Link to="/admin/events" className="self-start text-sm text-accent underline underline-offset-4 print:hidden">
        {m.back}
      </Link>
      {list ? (
        <>
          <header className="flex flex-wrap items-start justify-between gap-3">
            <div className="flex flex-col gap-1">
              <h1 id="participants-title" className="text-3xl">
                {m.title}: {list.event.title}
              </h1>
              <p className="text-ink">
                {formatLongDate(list.event.event_date)},{" "}
                {formatTimeRange(list.event.start_time, list.event.end_time, true)} · {list.event.location}
              </p>
              {/* A course's dates and attendance (issue 55): from here, so the events list keeps to 1280 px. */}
              <p className="flex flex-wrap gap-x-5 print:hidden">
                <Link
                  to={`/admin/events/${list.event.id}/termine`}
                  className="text-sm font-medium text-accent-strong underline underline-offset-4"
                >
                  {adminMessages.courses.link}
                </Link>
                <Link
                  to={`/admin/events/${list.event.id}/anwesenheit`}
                  className="text-sm font-medium text-accent-strong underline underline-offset-4"
                >
                  {adminMessages.courses.attendance.heading}
                </Link>
                <Link
                  to={`/admin/events/${list.event.id}/fragen`}
                  className="text-sm font-medium text-accent-strong underline underline-offset-4"
                >
                  {adminMessages.intakeEditor.eventLink}
                </Link>
              </p>
              {list.event.cancelled_at ? (
                <p className="flex items-center gap-2">
                  <StatusBadge tone="red">{adminMessages.events.calledOffBadge}</StatusBadge>
                  {m.calledOff}
                </p>
              ) : null}
            </div>
            <div className="flex flex-wrap gap-2 print:hidden">
              <button type="button" onClick={() => window.print()} className={buttonClass("primary", "sm", "h-10")}>
                {m.print}
              </button>
              <Link
                to={`/admin/bookings?event=${encodeURIComponent(list.event.id)}`}
                className={buttonClass("secondary", "sm", "h-10")}
              >
                {m.bookings}
              </Link>
              <a
                href={`/admin/bookings.csv?event=${encodeURIComponent(list.event.id)}`}
                className={buttonClass("secondary", "sm", "h-10")}
                download
              >
                <Icon name="download" />
                {m.export}
              </a>
            </div>
          </header>
          <Summary list={list} />
          {list.participants.length ? (
            <ParticipantTable list={list} />
          ) : (
            <p className="rounded-2xl border border-line bg-white p-10 text-center text-muted">
              {list.event.cancelled_at ? m.calledOff : m.empty}
            </p>
          )}
          {people && !list.event.cancelled_at ? (
            <MessageForm
              eventId={list.event.id}
              messageId={messageId}
              people={people}
              english={english}
              unconfirmed={unconfirmed}
              answer={actionData}
            />
          ) : null}
        </>
      ) : (
        <>
          <h1 id="participants-title" className="text-3xl">
            {m.title}
          </h1>
          <p role="alert" className="text-ink">
            {m.notFound}
          </p>
        </>
      )}
    </section>
  );
}
