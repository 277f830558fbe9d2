import { data, Link } from "react-router";
import * as v from "valibot";
import { SubmitButton } from "~/components/ui/button";
import { BreakableEmail } from "~/features/compositions/admin/cells";
import { failed, notFound, runAdminAction, validateForm } from "~/features/compositions/admin/crud.server";
import { StatusBadge } from "~/features/compositions/admin/data-table";
import { formatDate, formatDateTime } from "~/features/compositions/admin/format";
import { useResultFetcher } from "~/features/compositions/admin/result";
import { requireAdmin } from "~/features/core/auth/session.server";
import {
  clientRecord,
  saveClientNote,
  saveSessionNote,
  type ClientBooking,
  type ClientRecord,
} from "~/features/people/clients/clients.server";
import { NOTE_MAX_LENGTH } from "~/features/people/clients/notes";
import { formatPrice } from "~/lib/money";
import { productOf } from "~/features/core/booking/products/booked";
import { getCloudflare } from "~/lib/context";
import { adminMessages } from "~/lib/messages.admin";
import { IntakeAnswersList } from "~/features/people/intake/answers-list";
import { AnswerNotice } from "~/features/compositions/admin/answer-notice";
import type { AdminResult } from "~/features/compositions/admin/result";
import { NEXT_STEP_MAX_LENGTH, NextStepSchema } from "~/features/people/session-mails/next-step";
import { sendNextStep } from "~/features/people/session-mails/next-step.server";
import type { Route } from "./+types/klientinnen.$id";

const m = adminMessages.clients;
const IdParam = v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(64));

/** GET only, changes nothing; the admin layout's middleware has already refused anyone else. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { env } = getCloudflare(context);
  requireAdmin(context);
  const id = v.safeParse(IdParam, params.id);
  const record = id.success ? await clientRecord(env, id.output) : null;
  return record ? { record } : data({ record: null }, { status: 404 });
}

const NoteSchema = v.object({
  note: v.pipe(v.optional(v.string(), ""), v.maxLength(NOTE_MAX_LENGTH, m.note.tooLong(NOTE_MAX_LENGTH))),
});
const SessionNoteSchema = v.object({
  booking: v.pipe(v.string(), v.trim(), v.minLength(1, m.sessionNote.notHers), v.maxLength(64, m.sessionNote.notHers)),
  note: v.pipe(v.optional(v.string(), ""), v.maxLength(NOTE_MAX_LENGTH, m.note.tooLong(NOTE_MAX_LENGTH))),
});

/** The coach's private notes: about the person, and about one of her bookings (decision 0195). */
export const action = (args: Route.ActionArgs) =>
  runAdminAction(
    args,
    { note: m.note.error, sessionNote: m.sessionNote.error, nextStep: m.nextStep.error },
    {
      note: async ({ env, id, form }) => {
        const valid = validateForm(NoteSchema, form, m.note.error);
        if (!valid.ok) return valid.result;
        if (!(await saveClientNote(env, id, valid.data.note))) return notFound(m.note.error);
        return { ok: true, toast: valid.data.note.trim() ? m.note.saved : m.note.removed };
      },
      sessionNote: async ({ env, id, form }) => {
        const valid = validateForm(SessionNoteSchema, form, m.sessionNote.error);
        if (!valid.ok) return valid.result;
        if (!(await saveSessionNote(env, id, valid.data.booking, valid.data.note))) {
          return failed(m.sessionNote.error, m.sessionNote.notHers, 404);
        }
        return { ok: true, toast: valid.data.note.trim() ? m.sessionNote.saved : m.sessionNote.removed };
      },
      // The next small step after a session (decision 0222): sent once, never changed after.
      nextStep: async ({ env, id, form }) => {
        const valid = validateForm(NextStepSchema, form, m.nextStep.error);
        if (!valid.ok) return { ...valid.result, values: { booking: form.booking ?? "", step: form.step ?? "" } };
        const outcome = await sendNextStep(env, id, valid.data.booking, valid.data.step);
        if (outcome === "sent") return { ok: true, toast: m.nextStep.sent };
        if (outcome === "not_found") return failed(m.nextStep.error, m.sessionNote.notHers, 404);
        const text =
          outcome === "not_yet"
            ? m.nextStep.notYet
            : outcome === "already_sent"
              ? m.nextStep.alreadySent
              : m.nextStep.notPossible;
        return failed(m.nextStep.error, text, 409);
      },
    },
  );

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  ...matches.flatMap((match) => match?.meta ?? []).filter((tag) => !("title" in tag)),
  { title: `${loaderData?.record?.client.names[0] ?? m.title} | ${adminMessages.panel}` },
];

const linkClass = "text-sm font-medium text-accent underline underline-offset-2";
const statusTone = { pending: "yellow", confirmed: "green", cancelled: "grey" } as const;

function Section({ title, count, children }: { title: string; count: number; children: React.ReactNode }) {
  const id = `section-${title.replace(/\W+/g, "-").toLowerCase()}`;
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-line bg-white p-4 sm:p-5">
      <h2 id={id} className="mb-3 flex items-baseline gap-2 text-xl">
        {title}
        <span className="text-sm font-normal text-muted">({count})</span>
      </h2>
      {count === 0 ? (
        <p className="text-sm text-muted">{m.empty}</p>
      ) : (
        <ul className="flex flex-col gap-3">{children}</ul>
      )}
    </section>
  );
}

function Item({ children }: { children: React.ReactNode }) {
  return <li className="border-t border-line pt-3 first:border-0 first:pt-0">{children}</li>;
}

function NoteForm({ client }: { client: ClientRecord["client"] }) {
  const fetcher = useResultFetcher();
  return (
    <fetcher.Form method="post" className="flex flex-col gap-2">
      <input type="hidden" name="intent" value="note" />
      <input type="hidden" name="id" value={client.id} />
      <label htmlFor="client-note" className="text-sm font-medium">
        {m.note.label}
      </label>
      {client.noteUnreadable ? (
        <p className="text-sm text-danger" role="status">
          {m.note.unreadable}
        </p>
      ) : null}
      <textarea
        id="client-note"
        name="note"
        rows={8}
        maxLength={NOTE_MAX_LENGTH}
        defaultValue={client.note ?? ""}
        className="block w-full rounded-xl border border-line bg-white px-3 py-2 text-sm text-ink"
      />
      {client.noteUpdatedAt ? (
        <p className="text-xs text-muted">{m.note.updated(formatDateTime(client.noteUpdatedAt))}</p>
      ) : null}
      <SubmitButton size="sm" className="self-start" busy={fetcher.state !== "idle"} busyLabel={m.note.saving}>
        {m.note.save}
      </SubmitButton>
    </fetcher.Form>
  );
}

function SessionNoteForm({ clientId, booking }: { clientId: string; booking: ClientBooking }) {
  const fetcher = useResultFetcher();
  const fieldId = `session-note-${booking.id}`;
  return (
    // Open when there is a note: she reads it before the session without a click.
    <details className="mt-2 rounded-xl bg-paper px-3 py-2" open={Boolean(booking.sessionNote)}>
      <summary className="cursor-pointer text-sm font-medium">
        {booking.sessionNote ? m.sessionNote.summaryFilled : m.sessionNote.summary}
      </summary>
      <fetcher.Form method="post" className="mt-2 flex flex-col gap-2">
        <input type="hidden" name="intent" value="sessionNote" />
        <input type="hidden" name="id" value={clientId} />
        <input type="hidden" name="booking" value={booking.id} />
        <label htmlFor={fieldId} className="sr-only">
          {m.sessionNote.label(booking.title)}
        </label>
        <textarea
          id={fieldId}
          name="note"
          rows={4}
          maxLength={NOTE_MAX_LENGTH}
          defaultValue={booking.sessionNote ?? ""}
          className="block w-full rounded-xl border border-line bg-white px-3 py-2 text-sm text-ink"
        />
        <SubmitButton size="sm" className="self-start" busy={fetcher.state !== "idle"} busyLabel={m.note.saving}>
          {m.sessionNote.save}
        </SubmitButton>
      </fetcher.Form>
    </details>
  );
}

/**
 * The next small step after a session (decision 0222): sent, it shows with its day; before, the form
 * once the session has begun. A refused post comes back with the text (also without JavaScript).
 */
function NextStepForm({
  clientId,
  booking,
  answer,
}: {
  clientId: string;
  booking: ClientBooking;
  answer: AdminResult | undefined;
}) {
  const fetcher = useResultFetcher();
  const fieldId = `next-step-${booking.id}`;
  if (booking.nextStep) {
    return (
      <div className="mt-2 rounded-xl border border-line bg-sand/40 px-3 py-2 text-sm">
        <p className="font-medium">{m.nextStep.title}</p>
        <p className="mt-1 whitespace-pre-wrap">{booking.nextStep.step}</p>
        <p className="mt-1 text-xs text-muted">{m.nextStep.sentOn(formatDateTime(booking.nextStep.sentAt))}</p>
      </div>
    );
  }
  if (booking.nextStepState !== "open") return null;
  const result = fetcher.data ?? answer;
  const refused = result && !result.ok && result.values?.booking === booking.id ? result : undefined;
  const error = refused?.fieldErrors?.step;
  return (
    <fetcher.Form method="post" className="mt-2 flex flex-col gap-2 rounded-xl border border-line px-3 py-3">
      <input type="hidden" name="intent" value="nextStep" />
      <input type="hidden" name="id" value={clientId} />
      <input type="hidden" name="booking" value={booking.id} />
      <label htmlFor={fieldId} className="text-sm font-medium">
        {m.nextStep.title}
        <span className="sr-only"> {m.nextStep.label(booking.typeName ?? booking.title)}</span>
      </label>
      <p id={`${fieldId}-hint`} className="text-xs text-muted">
        {m.nextStep.hint}
      </p>
      <textarea
        id={fieldId}
        name="step"
        rows={3}
        required
        maxLength={NEXT_STEP_MAX_LENGTH}
        defaultValue={refused?.values?.step ?? ""}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? `${fieldId}-error ${fieldId}-hint` : `${fieldId}-hint`}
        className="block w-full rounded-xl border border-line bg-white px-3 py-2 text-sm text-ink aria-[invalid=true]:border-danger"
      />
      {error ? (
        <p id={`${fieldId}-error`} className="text-sm text-danger">
          {error}
        </p>
      ) : null}
      <SubmitButton size="sm" className="self-start" busy={fetcher.state !== "idle"} busyLabel={m.nextStep.sending}>
        {m.nextStep.send}
      </SubmitButton>
    </fetcher.Form>
  );
}

function BookingItem({
  clientId,
  booking,
  answer,
}: {
  clientId: string;
  booking: ClientBooking;
  answer?: AdminResult | undefined;
}) {
  // What differs between an event seat, a session and a package, as its descriptor declares it (decision 0234).
  const product = productOf(booking);
  const when =
    product.schedule === "valid-until"
      ? formatDateTime(booking.createdAt)
      : `${formatDate(booking.day)} ${booking.startTime}`;
  const link = product.inBackOffice(booking.eventId, m);
  return (
    <Item>
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <p className="font-medium">
          <span className="mr-2 text-xs font-semibold tracking-wide text-muted uppercase">{m.kinds[booking.kind]}</span>
          {booking.typeName && booking.kind === "session" ? booking.typeName : booking.title}
        </p>
        <span className="text-sm whitespace-nowrap text-muted">{when}</span>
      </div>
      <div className="mt-1 flex flex-wrap items-center gap-2 text-sm">
        <StatusBadge tone={statusTone[booking.status as keyof typeof statusTone] ?? "grey"}>
          {m.bookingStatus[booking.status as keyof typeof m.bookingStatus] ?? booking.status}
        </StatusBadge>
        {booking.withdrawnAt ? <StatusBadge tone="red">{m.withdrawn}</StatusBadge> : null}
        {booking.attendance ? (
          <StatusBadge tone={booking.attendance === "attended" ? "green" : "yellow"}>
            {m.attendance[booking.attendance as keyof typeof m.attendance]}
          </StatusBadge>
        ) : null}
        {product.unit === "seat" ? <span className="text-muted">{m.tickets(booking.tickets)}</span> : null}
        <span className="text-muted">{formatPrice(booking.totalCents, booking.currency)}</span>
        <span className="text-muted">· {booking.fullName}</span>
        <Link to={link.to} className={linkClass}>
          {link.label}
        </Link>
      </div>
      {booking.package ? (
        <p className="mt-1 text-sm">
          {m.credits(booking.package.left, booking.package.total)} ·{" "}
          {m.validUntil(formatDate(booking.package.expiresOn))}
        </p>
      ) : null}
      {booking.visitorNote ? (
        <p className="mt-1 text-sm whitespace-pre-wrap text-muted">
          <span className="font-medium text-ink">{m.visitorNote}:</span> {booking.visitorNote}
        </p>
      ) : null}
      <IntakeAnswersList answers={booking.intake} className="mt-1" />
      {booking.kind === "session" ? <NextStepForm clientId={clientId} booking={booking} answer={answer} /> : null}
      {product.schedule === "dated" ? <SessionNoteForm clientId={clientId} booking={booking} /> : null}
    </Item>
  );
}

function Money({ record }: { record: ClientRecord }) {
  const items = [
    ...record.invoices.map((invoice) => ({
      at: invoice.issuedAt,
      key: `invoice-${invoice.number}`,
      node: (
        <>
          <a href={`/admin/rechnungen/${invoice.number}`} className={linkClass}>
            {m.invoice(invoice.number)}
          </a>{" "}
          <span className="text-sm text-muted">
            {m.invoiceKinds[invoice.kind]} · {formatPrice(invoice.grossCents, invoice.currency)} ·{" "}
            {formatDateTime(invoice.issuedAt)}
          </span>
        </>
      ),
    })),
    ...record.payments.map((payment) => ({
      at: payment.paidOn,
      key: `payment-${payment.id}`,
      node: (
        <span className="text-sm">
          {m.payment(formatPrice(payment.amountCents, payment.currency), formatDate(payment.paidOn))} ·{" "}
          {m.methods[payment.method]}
        </span>
      ),
    })),
    ...record.refunds.map((refund) => ({
      at: refund.refundedOn,
      key: `refund-${refund.id}`,
      node: (
        <span className="text-sm">
          {m.refund(formatPrice(refund.amountCents, refund.currency), formatDate(refund.refundedOn))} ·{" "}
          {m.methods[refund.method]}
        </span>
      ),
    })),
  ].sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : 0));
  return (
    <Section title={m.sections.money} count={items.length}>
      {items.map((item) => (
        <Item key={item.key}>{item.node}</Item>
      ))}
    </Section>
  );
}

function Record({ record, answer }: { record: ClientRecord; answer: AdminResult | undefined }) {
  const { client } = record;
  const [name, ...otherNames] = client.names;
  // A package has no date of its own: its own section, its sessions are in the list.
  const bookings = record.bookings.filter((booking) => productOf(booking).schedule === "dated");
  const packages = record.bookings.filter((booking) => productOf(booking).schedule === "valid-until");
  const journalEntries = record.journals.flatMap((journal) => journal.shared.map((entry) => ({ ...entry, journal })));
  return (
    <div className="flex flex-col gap-5">
      <div>
        <Link to="/admin/klientinnen" className={linkClass}>
          ← {m.back}
        </Link>
        <h1 className="mt-2 text-3xl">{name ?? m.noName}</h1>
        <p className="mt-1 text-muted">
          <BreakableEmail email={client.email} />
        </p>
        {otherNames.length ? <p className="mt-1 text-sm text-muted">{m.alsoKnownAs(otherNames.join(", "))}</p> : null}
      </div>
      <AnswerNotice answer={answer} />
      <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_20rem] 2xl:grid-cols-[minmax(0,1fr)_24rem]">
        <aside className="lg:order-2">
          <section
            aria-labelledby="note-title"
            className="rounded-2xl border border-accent/40 bg-white p-4 sm:p-5 lg:sticky lg:top-20"
          >
            <h2 id="note-title" className="text-xl">
              {m.note.title}
            </h2>
            <p className="mt-1 mb-3 text-sm text-muted">{m.note.hint}</p>
            <NoteForm client={client} />
          </section>
        </aside>
        <div className="flex min-w-0 flex-col gap-5 lg:order-1">
          <Section title={m.sections.bookings} count={bookings.length}>
            {bookings.map((booking) => (
              <BookingItem key={booking.id} clientId={client.id} booking={booking} answer={answer} />
            ))}
          </Section>
          {packages.length ? (
            <Section title={m.sections.packages} count={packages.length}>
              {packages.map((booking) => (
                <BookingItem key={booking.id} clientId={client.id} booking={booking} />
              ))}
            </Section>
          ) : null}
          <Money record={record} />
          {record.vouchers.length ? (
            <Section title={m.sections.vouchers} count={record.vouchers.length}>
              {record.vouchers.map((voucher) => (
                <Item key={voucher.id}>
                  <p className="text-sm">
                    <span className="font-medium">{formatPrice(voucher.valueCents, "EUR")}</span> ·{" "}
                    {voucher.buyerEmail.trim().toLowerCase() === client.email
                      ? `${m.voucher.bought} (${voucher.recipientName})`
                      : `${m.voucher.received} (${voucher.buyerName})`}{" "}
                    · {voucher.paidOn ? m.voucher.paid(formatDate(voucher.paidOn)) : m.voucher.unpaid} ·{" "}
                    {m.validUntil(formatDate(voucher.validUntil))}{" "}
                    <Link to="/admin/gutscheine" className={linkClass}>
                      {m.voucher.toVouchers}
                    </Link>
                  </p>
                </Item>
              ))}
            </Section>
          ) : null}
          <Section title={m.sections.journal} count={journalEntries.length}>
            {journalEntries.map((entry) => (
              <Item key={`${entry.journal.id}-${entry.id}`}>
                <p className="text-sm text-muted">
                  {formatDateTime(entry.date)}
                  {entry.prompt ? ` · ${m.journal.prompt(entry.prompt.series, entry.prompt.day)}` : ""}
                </p>
                <p className="mt-1 whitespace-pre-wrap">{entry.text}</p>
              </Item>
            ))}
          </Section>
          {record.journals.length ? (
            <p className="-mt-3 text-sm">
              <Link to={`/admin/mindset-journal?q=${encodeURIComponent(client.email)}`} className={linkClass}>
                {m.journal.toJournal}
              </Link>
            </p>
          ) : null}
          <Section title={m.sections.contacts} count={record.contacts.length}>
            {record.contacts.map((contact) => (
              <Item key={contact.id}>
                <p className="text-sm text-muted">
                  {formatDateTime(contact.createdAt)} · {contact.name}{" "}
                  {contact.isRead ? null : <StatusBadge tone="yellow">{m.contact.unread}</StatusBadge>}{" "}
                  <Link to={`/admin/contact-submissions?q=${encodeURIComponent(client.email)}`} className={linkClass}>
                    {m.contact.toContacts}
                  </Link>
                </p>
                <p className="mt-1 whitespace-pre-wrap">{contact.message}</p>
              </Item>
            ))}
          </Section>
          <section aria-labelledby="newsletter-title" className="rounded-2xl border border-line bg-white p-4 sm:p-5">
            <h2 id="newsletter-title" className="mb-2 text-xl">
              {m.sections.newsletter}
            </h2>
            <p className="text-sm">
              {record.newsletter
                ? `${m.newsletter.states[record.newsletter.status]} · ${m.newsletter.since(
                    formatDateTime(record.newsletter.confirmedAt ?? record.newsletter.createdAt),
                  )} `
                : `${m.newsletter.none} `}
              {record.newsletter ? (
                <Link
                  to={`/admin/newsletter-subscriptions?q=${encodeURIComponent(client.email)}`}
                  className={linkClass}
                >
                  {m.newsletter.toNewsletter}
                </Link>
              ) : null}
            </p>
          </section>
          <Section title={m.sections.consents} count={record.consents.length}>
            {record.consents.map((consent, index) => (
              <Item key={`${consent.kind}-${index}`}>
                <p className="text-sm text-muted">
                  {formatDateTime(consent.at)} · {m.consentKinds[consent.kind]}
                  {consent.about ? ` · ${consent.about}` : ""}
                </p>
                <p className="mt-1 text-sm whitespace-pre-wrap">
                  {consent.kind === "earlyStart" ? m.consentVersion(consent.text) : consent.text}
                </p>
              </Item>
            ))}
          </Section>
          {record.withdrawals.length ? (
            <Section title={m.sections.withdrawals} count={record.withdrawals.length}>
              {record.withdrawals.map((withdrawal) => (
                <Item key={withdrawal.id}>
                  <p className="text-sm">
                    {formatDateTime(withdrawal.receivedAt)} · {m.withdrawal(withdrawal.reference)} ·{" "}
                    {adminMessages.withdrawals.outcomes[withdrawal.outcome]}{" "}
                    <Link to={`/admin/widerrufe?q=${encodeURIComponent(withdrawal.reference)}`} className={linkClass}>
                      {m.toWithdrawals}
                    </Link>
                  </p>
                </Item>
              ))}
            </Section>
          ) : null}
          {record.waitlist.length ? (
            <Section title={m.sections.waitlist} count={record.waitlist.length}>
              {record.waitlist.map((entry) => (
                <Item key={entry.id}>
                  <p className="text-sm">
                    {entry.title} ({formatDate(entry.day)}) · {m.waitlistStates[entry.status]}{" "}
                    <Link to={`/admin/waitlist?q=${encodeURIComponent(client.email)}`} className={linkClass}>
                      {m.toWaitlist}
                    </Link>
                  </p>
                </Item>
              ))}
            </Section>
          ) : null}
        </div>
      </div>
    </div>
  );
}

export default function ClientPage({ loaderData, actionData }: Route.ComponentProps) {
  if (!loaderData.record) {
    return (
      <div className="flex flex-col gap-3">
        <h1 className="text-3xl">{m.title}</h1>
        <p>{m.notFound}</p>
        <Link to="/admin/klientinnen" className={linkClass}>
          {m.back}
        </Link>
      </div>
    );
  }
  // Without JavaScript a form posts the page: its answer shows as a notice.
  return <Record record={loaderData.record} answer={actionData as AdminResult | undefined} />;
}
