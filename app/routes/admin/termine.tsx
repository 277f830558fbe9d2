import { useState } from "react";
import { data, Link } from "react-router";
import * as v from "valibot";
import {
  adminHeaders,
  failed,
  listQuery,
  notFound,
  runAdminAction,
  validateForm,
  withSentValues,
} from "~/features/compositions/admin/crud.server";
import { AnswerNotice } from "~/features/compositions/admin/answer-notice";
import { AdminPageHeading } from "~/features/compositions/admin/page-parts";
import type { AdminResult } from "~/features/compositions/admin/result";
import {
  AddCreditsForm,
  EnterSession,
  GivePackage,
  MoveSession,
  refusedFor,
} from "~/features/compositions/coach-entry/desk";
import {
  AddCreditsSchema,
  addCredits,
  type DeskResult,
  deskView,
  enterSession,
  EnterSessionSchema,
  givePackage,
  GivePackageSchema,
  moveForClient,
  MoveSessionSchema,
} from "~/features/compositions/coach-entry/entry.server";
import { ConfirmAction } from "~/features/compositions/admin/confirm-action";
import { Pagination, PlainTable, SearchBox, StatusBadge } from "~/features/compositions/admin/data-table";
import { SelectFilter } from "~/features/compositions/admin/event-filter";
import { useResultFetcher } from "~/features/compositions/admin/result";
import { RowButton } from "~/features/compositions/admin/row-button";
import { requireAdmin } from "~/features/core/auth/session.server";
import { formatLongDate } from "~/features/products/events/format";
import { formatPrice } from "~/lib/money";
import {
  listSessions,
  recordSessionAttendance,
  SESSION_PERIODS,
  type SessionList,
  type SessionState,
} from "~/features/products/sessions/admin-list.server";
import { addDays } from "~/lib/today";
import { type ClientPackage, listClientPackages } from "~/features/products/packages/credits.server";
import {
  type OpenSessionWish,
  openSessionWaitlist,
  removeSessionWaitlistEntry,
} from "~/features/products/sessions/waitlist.server";
import { formatBerlinDateTime } from "~/lib/today";
import { getCloudflare } from "~/lib/context";
import { messages } from "~/lib/messages";
import { adminMessages } from "~/lib/messages.admin";
import { IntakeAnswersList } from "~/features/people/intake/answers-list";
import type { Route } from "./+types/termine";

const m = adminMessages.sessions;
const w = adminMessages.sessionWaitlist;
const pm = messages.payment.admin;
const d = adminMessages.coachDesk;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { env } = getCloudflare(context);
  requireAdmin(context);
  const { page, q } = listQuery(request);
  const asked = new URL(request.url).searchParams.get("zeitraum");
  const period = v.is(v.picklist(SESSION_PERIODS), asked) ? asked : "kommend";
  const [sessions, packages, desk, wishes] = await Promise.all([
    listSessions(env, { period, q, page }),
    listClientPackages(env),
    deskView(env, new URL(request.url)),
    openSessionWaitlist(env),
  ]);
  return data({ period, q, packages, desk, wishes, ...sessions }, { headers: adminHeaders });
}

export async function action(args: Route.ActionArgs) {
  const mark =
    (attendance: "attended" | "no_show") =>
    async ({ env, id }: { env: Env; id: string }) => {
      const outcome = await recordSessionAttendance(env, id, attendance);
      if (outcome === "not_found") return notFound(m.markError);
      if (outcome === "not_possible") return failed(m.markError, m.markNotPossible);
      return { ok: true as const, toast: attendance === "attended" ? m.markedAttended : m.markedNoShow };
    };
  /** The coach's forms (decision 0190): her answer, or the refusal beside its field with what she sent. */
  const answer = (
    result: DeskResult,
    form: Record<string, string>,
    fields: readonly string[],
    title: string,
    done: { title: string; text: string },
  ) =>
    result.ok
      ? { ok: true as const, toast: done }
      : withSentValues(
          {
            ok: false as const,
            status: result.status,
            toast: { title, text: result.text },
            ...(result.field ? { fieldErrors: { [result.field]: result.text } } : {}),
          },
          form,
          ["intent", "id", ...fields],
        );
  const refused = (
    result: { result: AdminResult & { status: number } },
    form: Record<string, string>,
    fields: readonly string[],
  ) => withSentValues(result.result, form, ["intent", "id", ...fields]);
  return runAdminAction(
    args,
    {
      attended: m.markError,
      noShow: m.markError,
      enter: d.enterError,
      move: d.moveError,
      give: d.giveError,
      credits: d.creditsError,
      removeWish: w.removeError,
    },
    {
      attended: mark("attended"),
      noShow: mark("no_show"),
      enter: async ({ env, form }) => {
        const parsed = validateForm(EnterSessionSchema, form, d.enterError);
        if (!parsed.ok) return refused(parsed, form, ENTRY_FIELDS);
        return answer(await enterSession(env, parsed.data), form, ENTRY_FIELDS, d.enterError, d.entered);
      },
      move: async ({ env, form, id }) => {
        const parsed = validateForm(MoveSessionSchema, form, d.moveError);
        if (!parsed.ok) return refused(parsed, form, ["slot"]);
        return answer(await moveForClient(env, id, parsed.data), form, ["slot"], d.moveError, d.moved);
      },
      give: async ({ env, form }) => {
        const parsed = validateForm(GivePackageSchema, form, d.giveError);
        if (!parsed.ok) return refused(parsed, form, PACKAGE_FIELDS);
        return answer(await givePackage(env, parsed.data), form, PACKAGE_FIELDS, d.giveError, d.given);
      },
      credits: async ({ env, form, id }) => {
        const parsed = validateForm(AddCreditsSchema, form, d.creditsError);
        if (!parsed.ok) return refused(parsed, form, ["credits"]);
        return answer(
          await addCredits(env, id, parsed.data.credits),
          form,
          ["credits"],
          d.creditsError,
          d.creditsAdded(parsed.data.credits),
        );
      },
      // The coach takes an entry off the 1:1 waiting list (decision 0220): a running offer goes to the next.
      removeWish: async ({ env, id }) => {
        const removed = await removeSessionWaitlistEntry(env, id);
        if (removed === "gone") return failed(w.removeError, w.notRemovable, 409);
        return { ok: true as const, toast: removed === "released" ? w.removedOffer : w.removed };
      },
    },
    { withoutId: ["enter", "give"] },
  );
}

const PERSON_FIELDS = ["full_name", "email", "phone", "billing_street", "billing_postcode", "billing_city"] as const;
const ENTRY_FIELDS = ["type", "slot", "note", "early_start", ...PERSON_FIELDS];
const PACKAGE_FIELDS = ["package", ...PERSON_FIELDS];

type Session = SessionList["days"][number]["sessions"][number];

const stateTone: Record<SessionState, "green" | "yellow" | "red" | "grey"> = {
  held: "grey",
  waiting: "yellow",
  confirmed: "green",
  cancelled: "red",
  attended: "green",
  no_show: "red",
};
const paymentTone = { open: "yellow", partial: "yellow", paid: "green", none: "grey" } as const;

function dayHeading(day: string, today: string) {
  const long = formatLongDate(day);
  if (day === today) return `${m.today} · ${long}`;
  if (day === addDays(today, 1)) return `${m.tomorrow} · ${long}`;
  return long;
}

/** "Wahrgenommen" at once; "Nicht erschienen" asks first with JavaScript (without it, the form posts directly). */
function AttendanceActions({ session, onNoShow }: { session: Session; onNoShow: (session: Session) => void }) {
  const fetcher = useResultFetcher();
  const busy = fetcher.state !== "idle";
  if (!session.canRecordAttendance) return null;
  return (
    <fetcher.Form method="post" className="flex flex-wrap gap-2">
      <input type="hidden" name="id" value={session.id} />
      {session.attendance !== "attended" ? (
        <RowButton intent="attended" label={m.attended} rowName={session.full_name} busy={busy} icon="check" />
      ) : null}
      {session.attendance !== "no_show" ? (
        <RowButton
          intent="noShow"
          label={m.noShow}
          rowName={session.full_name}
          busy={busy}
          icon="cancel"
          variant="ghost"
          ask={() => onNoShow(session)}
        />
      ) : null}
    </fetcher.Form>
  );
}

function SessionCard({ session, onNoShow }: { session: Session; onNoShow: (session: Session) => void }) {
  const c = m.columns;
  return (
    <li className="flex flex-col gap-3 rounded-2xl border border-line bg-white p-4 sm:flex-row sm:items-start sm:gap-6">
      <p className="shrink-0 text-lg font-semibold tabular-nums sm:w-32">
        <span className="sr-only">{c.time}: </span>
        {session.start_time}–{session.end_time}
      </p>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <p className="font-semibold">{session.full_name}</p>
        <p className="text-sm break-all">
          <a href={`mailto:${session.email}`} className="text-accent-strong underline underline-offset-4">
            {session.email}
          </a>
          {session.phone ? <span className="text-muted"> · {session.phone}</span> : null}
        </p>
        <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          <dt className="text-muted">{c.kind}</dt>
          <dd>
            {session.kind}
            {session.total_cents > 0 ? (
              <span className="text-muted"> · {formatPrice(session.total_cents, session.currency)}</span>
            ) : null}
          </dd>
          <dt className="text-muted">{c.place}</dt>
          <dd>{session.place ? m.places[session.place] : "-"}</dd>
        </dl>
        {session.note ? (
          <details className="mt-1 text-sm">
            <summary className="cursor-pointer text-accent-strong">
              {m.note}
              <span className="sr-only"> {session.full_name}</span>
            </summary>
            <p className="mt-1 whitespace-pre-line">{session.note}</p>
          </details>
        ) : null}
        <IntakeAnswersList answers={session.intake} className="mt-1" />
      </div>
      <div className="flex flex-col items-start gap-2 sm:w-56">
        <span className="flex flex-wrap gap-2">
          <StatusBadge tone={stateTone[session.state]}>
            <span className="sr-only">{c.state}: </span>
            {m.states[session.state]}
          </StatusBadge>
          <StatusBadge tone={paymentTone[session.payment]}>
            <span className="sr-only">{c.payment}: </span>
            {pm.states[session.payment]}
          </StatusBadge>
        </span>
        <AttendanceActions session={session} onNoShow={onNoShow} />
        {session.canMove ? (
          <Link
            to={`?verschieben=${session.id}#verschieben`}
            className="text-sm text-accent-strong underline underline-offset-4"
          >
            {d.move}
            <span className="sr-only"> {session.full_name}</span>
          </Link>
        ) : null}
        {session.state === "waiting" || session.state === "held" ? (
          <a
            href={`/admin/bookings?q=${encodeURIComponent(session.email)}`}
            className="text-sm text-accent-strong underline underline-offset-4"
          >
            {m.toBookings}
          </a>
        ) : null}
      </div>
    </li>
  );
}

export default function Sessions({ loaderData, actionData }: Route.ComponentProps) {
  const [noShow, setNoShow] = useState<Session | null>(null);
  const [toRemove, setToRemove] = useState<OpenSessionWish | null>(null);
  const { days, today, period, q, packages, desk } = loaderData;
  // The coach's forms post without JavaScript too: their answer as the page's notice (decision 0190).
  const answer = actionData as AdminResult | undefined;
  return (
    <section aria-labelledby="termine" className="flex max-w-5xl flex-col gap-6">
      <AdminPageHeading id="termine" title={m.title} intro={m.intro} />
      <AnswerNotice answer={answer} />
      <MoveSession desk={desk} answer={refusedFor(answer, "move", desk.move?.bookingId ?? "")} />
      <EnterSession desk={desk} answer={refusedFor(answer, "enter")} />
      <div className="flex flex-wrap items-end gap-3">
        <SelectFilter
          name="zeitraum"
          label={m.filterLabel}
          allLabel={m.upcoming}
          options={[{ value: "vergangen", label: m.past }]}
          keep={["q"]}
        />
        <SearchBox label={m.searchLabel} />
      </div>
      <p className="text-sm text-muted">{m.berlinTime}</p>
      {days.length === 0 ? (
        <p className="rounded-2xl border border-line bg-white p-6 text-muted">
          {period === "kommend" && !q ? m.noneUpcoming : m.none}
        </p>
      ) : (
        days.map((group) => (
          <section key={group.day} aria-labelledby={`tag-${group.day}`} className="flex flex-col gap-3">
            <h2 id={`tag-${group.day}`} className="text-xl">
              {dayHeading(group.day, today)}
            </h2>
            <ul className="flex flex-col gap-3">
              {group.sessions.map((session) => (
                <SessionCard key={session.id} session={session} onNoShow={setNoShow} />
              ))}
            </ul>
          </section>
        ))
      )}
      <Pagination page={{ page: loaderData.page, pageCount: loaderData.pageCount, total: loaderData.total }} />
      <ClientPackages packages={packages} answer={answer} />
      <SessionWaitlist wishes={loaderData.wishes} onRemove={setToRemove} />
      <GivePackage desk={desk} answer={refusedFor(answer, "give")} />
      <ConfirmAction
        id={noShow?.id ?? null}
        intent="noShow"
        texts={{
          ...m.confirmNoShow,
          text: noShow
            ? m.confirmNoShow.text(noShow.full_name, `${formatLongDate(noShow.day)}, ${noShow.start_time}`)
            : "",
        }}
        onClose={() => setNoShow(null)}
      />
      <ConfirmAction
        id={toRemove?.id ?? null}
        intent="removeWish"
        texts={{ ...w.confirmRemove, text: toRemove ? w.confirmRemove.text(toRemove.fullName) : "" }}
        onClose={() => setToRemove(null)}
      />
    </section>
  );
}

const packageTone: Record<ClientPackage["state"], "green" | "yellow" | "red" | "grey"> = {
  waiting: "yellow",
  usable: "green",
  used_up: "grey",
  expired: "grey",
  cancelled: "red",
};

/** Her clients' packages: who has which, how many sessions are left, until when (decision 0150). */
function ClientPackages({ packages, answer }: { packages: ClientPackage[]; answer: AdminResult | undefined }) {
  const t = adminMessages.clientPackages;
  return (
    <section aria-labelledby="pakete" className="flex flex-col gap-3">
      <h2 id="pakete" className="text-xl">
        {t.title}
      </h2>
      <p className="max-w-3xl text-sm text-muted">{t.intro}</p>
      {packages.length ? (
        <PlainTable columns={[t.client, t.package, t.credits, t.validUntil, t.state, d.addCredits]}>
          {packages.map((held) => (
            <tr key={held.bookingId} className="border-t border-line align-top">
              <th scope="row" className="px-3 py-2 text-left font-medium">
                <span className="block">{held.fullName}</span>
                <span className="block font-normal break-all text-muted">{held.email}</span>
              </th>
              <td className="px-3 py-2">{held.name}</td>
              <td className="px-3 py-2 whitespace-nowrap">{t.left(held.left, held.total)}</td>
              <td className="px-3 py-2 whitespace-nowrap">{formatLongDate(held.expiresOn)}</td>
              <td className="px-3 py-2">
                <StatusBadge tone={packageTone[held.state]}>{t.states[held.state]}</StatusBadge>
              </td>
              <td className="px-3 py-2">
                {held.state === "usable" || held.state === "used_up" ? (
                  <AddCreditsForm
                    bookingId={held.bookingId}
                    fullName={held.fullName}
                    answer={refusedFor(answer, "credits", held.bookingId)}
                  />
                ) : null}
              </td>
            </tr>
          ))}
        </PlainTable>
      ) : (
        <p className="rounded-2xl border border-line bg-white p-6 text-muted">{t.none}</p>
      )}
    </section>
  );
}

/**
 * The 1:1 waiting list (decision 0207): who waits for which days, and the offer that runs. Each entry
 * has "Entfernen" (decision 0220): with JavaScript it asks first, without it the form posts directly.
 */
function SessionWaitlist({
  wishes,
  onRemove,
}: {
  wishes: OpenSessionWish[];
  onRemove: (wish: OpenSessionWish) => void;
}) {
  const t = adminMessages.sessionWaitlist;
  const days = (wish: OpenSessionWish) =>
    wish.fromDay === wish.toDay
      ? formatLongDate(wish.toDay)
      : `${formatLongDate(wish.fromDay)} – ${formatLongDate(wish.toDay)}`;
  return (
    <section aria-labelledby="warteliste" className="flex flex-col gap-3">
      <h2 id="warteliste" className="text-xl">
        {t.title}
      </h2>
      <p className="max-w-3xl text-sm text-muted">{t.intro}</p>
      {wishes.length ? (
        <div className="overflow-x-auto rounded-2xl border border-line bg-white">
          <table className="w-full text-left text-sm max-md:block">
            <thead className="text-muted max-md:sr-only">
              <tr>
                {[t.client, t.type, t.days, t.state, t.actions].map((label) => (
                  <th key={label} scope="col" className="px-4 py-3 font-medium whitespace-nowrap">
                    {label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-line max-md:block">
              {wishes.map((wish) => (
                <tr key={wish.id} className="max-md:flex max-md:flex-col max-md:gap-1 max-md:py-3">
                  <th scope="row" className="px-4 py-3 text-left font-medium max-md:py-0">
                    <span className="block">{wish.fullName}</span>
                    <span className="block font-normal break-all text-muted">{wish.email}</span>
                  </th>
                  <td className="px-4 py-3 max-md:py-0">{wish.typeName}</td>
                  <td className="px-4 py-3 max-md:py-0">{days(wish)}</td>
                  <td className="px-4 py-3 max-md:py-1">
                    <StatusBadge tone={wish.status === "offered" ? "yellow" : "grey"}>
                      {wish.status === "offered" ? t.states.offered : t.states.waiting}
                    </StatusBadge>
                    {wish.status === "offered" && wish.offerStartsAt && wish.offerExpiresAt ? (
                      <span className="mt-1 block text-muted">
                        {t.offer(
                          formatBerlinDateTime(new Date(wish.offerStartsAt)),
                          formatBerlinDateTime(new Date(wish.offerExpiresAt)),
                        )}
                      </span>
                    ) : null}
                  </td>
                  <td className="px-4 py-3 max-md:py-1">
                    <RemoveWish wish={wish} onRemove={onRemove} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p className="rounded-2xl border border-line bg-white p-6 text-muted">{t.none}</p>
      )}
    </section>
  );
}

/** One entry's "Entfernen": a form of its own posting the entry's id (works before JavaScript). */
function RemoveWish({ wish, onRemove }: { wish: OpenSessionWish; onRemove: (wish: OpenSessionWish) => void }) {
  const fetcher = useResultFetcher();
  return (
    <fetcher.Form method="post">
      <input type="hidden" name="id" value={wish.id} />
      <RowButton
        intent="removeWish"
        label={adminMessages.sessionWaitlist.remove}
        rowName={wish.fullName}
        busy={fetcher.state !== "idle"}
        icon="delete"
        variant="ghost"
        ask={() => onRemove(wish)}
      />
    </fetcher.Form>
  );
}
