import { ProgressBar } from "~/components/ui/progress-bar";
import type { MonthMoney } from "~/features/core/payments/months.server";
import { Link, useNavigation } from "react-router";
import { buttonClass, Spinner } from "~/components/ui/button";
import { useLoadErrorToast } from "~/features/compositions/admin/result";
import { failureText } from "~/features/compositions/admin/crud.server";
import { formatDate } from "~/features/compositions/admin/format";
import { formatPrice } from "~/lib/money";
import { dashboardStats } from "~/features/compositions/dashboard/figures.server";
import { dayAtAGlance } from "~/features/compositions/dashboard/today.server";
import { businessSettings, type YearTurnover } from "~/features/core/business/settings.server";
import { requireAdmin } from "~/features/core/auth/session.server";
import { getCloudflare } from "~/lib/context";
import { messages } from "~/lib/messages";
import { adminMessages } from "~/lib/messages.admin";
import type { Route } from "./+types/dashboard";

const d = adminMessages.dashboard;
const pm = messages.payment.admin;

export async function loader({ context }: Route.LoaderArgs) {
  const { env } = getCloudflare(context);
  requireAdmin(context);
  try {
    const [stats, settings, day] = await Promise.all([dashboardStats(env), businessSettings(env), dayAtAGlance(env)]);
    return { stats, smallBusiness: settings.smallBusiness, day, error: null };
  } catch (error) {
    return { stats: null, smallBusiness: false, day: null, error: failureText(error) };
  }
}

type Day = NonNullable<Route.ComponentProps["loaderData"]["day"]>;

/** "Ihr Tag": her sessions today and tomorrow, and what waits for her, each a link to where she acts. */
function YourDay({ day }: { day: Day }) {
  const waiting = [
    { label: d.day.waiting, value: day.waiting, to: "/admin/bookings?status=wartet" },
    { label: d.day.unread, value: day.unread, to: "/admin/contact-submissions" },
    { label: d.day.shared, value: day.shared, to: "/admin/mindset-journal" },
    { label: d.day.unpaidVouchers, value: day.unpaidVouchers, to: "/admin/gutscheine" },
    { label: d.day.withdrawals, value: day.withdrawalsToCheck, to: "/admin/widerrufe" },
  ];
  return (
    <section aria-labelledby="day-title" className="rounded-2xl border border-accent/30 bg-white p-5 shadow-sm">
      <h2 id="day-title" className="text-2xl">
        {d.day.title}
      </h2>
      <div className="mt-3 grid gap-5 lg:grid-cols-2">
        <div className="flex flex-col gap-3">
          {[
            [d.day.today, day.today],
            [d.day.tomorrow, day.tomorrow],
          ].map(([label, date]) => {
            const sessions = day.sessions.filter((session) => session.day === date);
            return (
              <div key={date}>
                <h3 className="font-sans text-sm font-medium text-muted">
                  {label}, {formatDate(date)}
                </h3>
                {sessions.length ? (
                  <ul className="mt-1 flex flex-col gap-1">
                    {sessions.map((session) => (
                      <li key={session.id} className="text-sm">
                        <span className="font-medium">{session.start}</span> · {session.name}
                        {session.type ? ` · ${session.type}` : ""}
                      </li>
                    ))}
                  </ul>
                ) : (
                  <p className="mt-1 text-sm">{d.day.noSessions}</p>
                )}
              </div>
            );
          })}
          <Link to="/admin/termine" className="text-sm text-accent underline underline-offset-4">
            {d.day.toSessions}
          </Link>
        </div>
        <ul className="flex flex-col divide-y divide-line">
          {waiting.map((item) => (
            <li key={item.to} className="py-2">
              <Link to={item.to} className="flex items-baseline justify-between gap-3 hover:text-accent">
                <span className="text-sm">{item.label}</span>
                <span className={`font-serif text-2xl ${item.value ? "text-accent-strong" : "text-muted"}`}>
                  {item.value.toLocaleString("de-DE")}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const { stats, smallBusiness, day, error } = loaderData;
  const loading = useNavigation().state === "loading";
  useLoadErrorToast(d.loadError, error);
  const tiles = stats
    ? [
        { label: d.profiles, value: stats.profiles, to: "/admin/profiles" },
        { label: d.events, value: stats.events, to: "/admin/events" },
        { label: d.contacts, value: stats.contacts, to: "/admin/contact-submissions" },
        { label: d.subscribers, value: stats.subscribers, to: "/admin/newsletter-subscriptions" },
      ]
    : [];
  return (
    <section aria-labelledby="dashboard-title" className="flex flex-col gap-6">
      <div className="flex items-center gap-3">
        <h1 id="dashboard-title" className="text-3xl">
          {d.title}
        </h1>
        {loading ? <Spinner className="size-5 text-accent" /> : null}
      </div>
      {day ? <YourDay day={day} /> : null}
      {stats ? (
        <dl className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
          {tiles.map((tile) => (
            // The whole tile leads to its list: the link's box covers the tile (relative + after:inset-0).
            <div
              key={tile.label}
              className="relative rounded-2xl border border-line bg-white p-5 shadow-sm focus-within:ring-2 focus-within:ring-accent hover:border-accent/50"
            >
              <dt className="text-sm font-medium text-muted">{tile.label}</dt>
              <dd className="mt-2 font-serif text-4xl">
                <Link
                  to={tile.to}
                  aria-label={`${tile.value.toLocaleString("de-DE")} ${tile.label}`}
                  className="after:absolute after:inset-0 focus:outline-none"
                >
                  {tile.value.toLocaleString("de-DE")}
                </Link>
              </dd>
            </div>
          ))}
          <div className="rounded-2xl border border-accent/30 bg-accent-soft p-5 shadow-sm sm:col-span-2 xl:col-span-4">
            <dt className="text-sm font-medium text-accent-strong">{d.bookings}</dt>
            <dd className="mt-2 flex flex-wrap items-baseline gap-x-3 gap-y-1">
              <span className="font-serif text-4xl">{stats.booked.toLocaleString("de-DE")}</span>
              <span className="text-sm text-ink">{d.bookingsHint(stats.capacity)}</span>
              <Link
                to="/admin/bookings?status=wartet"
                className="text-sm font-semibold text-accent-strong underline underline-offset-4"
              >
                {d.waitingForMe(stats.pending)}
              </Link>
            </dd>
            {stats.capacity > 0 ? (
              <dd className="mt-3" aria-hidden="true">
                <ProgressBar value={stats.booked} max={stats.capacity} className="h-2 bg-white" />
              </dd>
            ) : null}
          </div>
          <div className="rounded-2xl border border-line bg-white p-5 shadow-sm sm:col-span-2 xl:col-span-4">
            <dt className="text-sm font-medium text-muted">{pm.openAmounts}</dt>
            <dd className="mt-2 flex flex-wrap items-baseline gap-x-6 gap-y-1" data-testid="open-amounts">
              {stats.openAmounts.length ? (
                stats.openAmounts.map((amount) => (
                  <span key={amount} className="font-serif text-3xl whitespace-nowrap">
                    {amount}
                  </span>
                ))
              ) : (
                <span className="text-ink">{pm.nothingOpenDashboard}</span>
              )}
            </dd>
            <dd className="mt-1 text-sm text-muted">{pm.openAmountsHint}</dd>
          </div>
        </dl>
      ) : null}
      {stats ? (
        <section aria-labelledby="next-events-title" className="rounded-2xl border border-line bg-white p-5 shadow-sm">
          <h2 id="next-events-title" className="font-sans text-sm font-medium text-muted">
            {d.nextEvents}
          </h2>
          {stats.nextEvents.length ? (
            <ul className="mt-3 flex flex-col divide-y divide-line">
              {stats.nextEvents.map((event) => (
                <li key={event.id} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-3">
                  <span className="flex flex-col">
                    <span className="text-sm text-muted">
                      {formatDate(event.event_date)}, {event.start_time}
                    </span>
                    <span className="font-medium">{event.title}</span>
                  </span>
                  <span className="flex items-baseline gap-4">
                    <span className="text-sm text-ink">{d.nextSeats(event.taken, event.capacity)}</span>
                    <Link
                      to={`/admin/events/${event.id}/teilnehmer`}
                      aria-label={`${adminMessages.participants.title}: ${event.title}`}
                      className="text-sm text-accent underline underline-offset-4"
                    >
                      {adminMessages.participants.title}
                    </Link>
                  </span>
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-2 text-ink">{d.noNextEvents}</p>
          )}
        </section>
      ) : null}
      {stats ? <Turnover {...stats.turnover} smallBusiness={smallBusiness} /> : null}
      {stats ? <MoneyByMonth rows={stats.money} /> : null}
      <DatevExport />
    </section>
  );
}

/** A month's invoices as a DATEV Buchungsstapel: a plain GET form, works without JavaScript. */
function DatevExport() {
  const t = d.datev;
  const field = "rounded-lg border border-line bg-white px-3 py-2 text-sm";
  return (
    <section aria-labelledby="datev-title" className="rounded-2xl border border-line bg-white p-5 shadow-sm">
      <h2 id="datev-title" className="font-sans text-sm font-medium text-muted">
        {t.title}
      </h2>
      <p className="mt-1 text-sm text-muted">{t.hint}</p>
      <form method="get" action="/admin/rechnungen/datev" className="mt-4 flex flex-wrap items-end gap-3">
        <label className="flex flex-col gap-1 text-sm font-medium">
          {t.month}
          <input type="month" name="monat" required className={field} />
        </label>
        <label className="flex flex-col gap-1 text-sm font-medium">
          {t.adviser}
          <input name="berater" inputMode="numeric" pattern="[0-9]{4,7}" defaultValue="1001" className={field} />
        </label>
        <label className="flex flex-col gap-1 text-sm font-medium">
          {t.client}
          <input name="mandant" inputMode="numeric" pattern="[0-9]{1,5}" defaultValue="1" className={field} />
        </label>
        <button type="submit" className={buttonClass("secondary", "md")}>
          {t.submit}
        </button>
      </form>
      {/* The list of every invoice and the form for one without a booking (decision 0223). */}
      <p className="mt-4 flex flex-wrap gap-x-6 gap-y-2 text-sm">
        <Link to="/admin/rechnungen" className="font-medium text-accent-strong underline underline-offset-2">
          {t.allInvoices}
        </Link>
        <Link to="/admin/rechnungen/neu" className="font-medium text-accent-strong underline underline-offset-2">
          {adminMessages.invoices.newLink}
        </Link>
      </p>
    </section>
  );
}

/** The turnover of this and last year against the § 19 UStG limits (SMALL_BUSINESS_LIMITS_CENTS). */
function Turnover({
  current,
  previous,
  smallBusiness,
}: {
  current: YearTurnover;
  previous: YearTurnover;
  smallBusiness: boolean;
}) {
  const t = d.turnover;
  return (
    <section aria-labelledby="turnover-title" className="rounded-2xl border border-line bg-white p-5 shadow-sm">
      <h2 id="turnover-title" className="font-sans text-sm font-medium text-muted">
        {t.title}
      </h2>
      <p className="mt-1 text-sm text-muted">{t.hint}</p>
      <dl className="mt-4 grid gap-5 sm:grid-cols-2">
        {[current, previous].map((year) => {
          const over = year.netCents > year.limitCents;
          return (
            <div key={year.year} className="flex flex-col gap-1.5" data-testid={`turnover-${year.year}`}>
              <dt className="text-sm font-medium text-ink">{t.year(year.year, year === current)}</dt>
              <dd className="flex flex-wrap items-baseline gap-x-2">
                <span className="font-serif text-3xl whitespace-nowrap">{formatPrice(year.netCents, "EUR")}</span>
                <span className="text-sm text-muted">{t.ofLimit(formatPrice(year.limitCents, "EUR"))}</span>
              </dd>
              <dd aria-hidden="true">
                <ProgressBar
                  value={Math.max(0, Math.min(year.netCents, year.limitCents))}
                  max={year.limitCents}
                  className="h-2 bg-paper"
                />
              </dd>
              {over ? <dd className="text-sm font-medium text-danger">{t.over}</dd> : null}
              {year.otherCurrencies ? (
                <dd className="text-sm text-muted">{t.otherCurrencies(year.otherCurrencies)}</dd>
              ) : null}
            </div>
          );
        })}
      </dl>
      <p className="mt-4 text-sm">
        {t.mode(smallBusiness)} ·{" "}
        <Link to="/admin/einstellungen" className="text-accent underline underline-offset-4">
          {t.change}
        </Link>
      </p>
    </section>
  );
}

const monthName = (month: string) =>
  new Date(`${month}-01T12:00:00Z`).toLocaleDateString("de-DE", { month: "long", year: "numeric", timeZone: "UTC" });

/** Invoiced, paid, refunded and still open per Berlin month (app/features/core/payments/months.server.ts). */
function MoneyByMonth({ rows }: { rows: MonthMoney[] }) {
  const t = adminMessages.dashboard.money;
  const amount = (cents: number, currency: string) => formatPrice(cents, currency);
  return (
    <section aria-labelledby="money-title" className="rounded-2xl border border-line bg-white p-5 shadow-sm">
      <h2 id="money-title" className="font-sans text-sm font-medium text-muted">
        {t.title}
      </h2>
      <p className="mt-1 text-sm text-muted">{t.hint}</p>
      {rows.length ? (
        // Scrolls sideways on a phone (Chromium lets the keyboard focus a scroller without tabIndex).
        <div className="mt-3 overflow-x-auto">
          <table className="w-full text-sm">
            <thead>
              <tr className="text-left text-muted">
                <th scope="col" className="py-2 pr-4 font-medium">
                  {t.month}
                </th>
                {[t.invoiced, t.online, t.transfer, t.refunded, t.open].map((label) => (
                  <th key={label} scope="col" className="py-2 pl-4 text-right font-medium whitespace-nowrap">
                    {label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {rows.map((row) => (
                <tr key={`${row.month} ${row.currency}`}>
                  <th scope="row" className="py-2 pr-4 text-left font-medium whitespace-nowrap">
                    {monthName(row.month)}
                  </th>
                  {[row.invoicedCents, row.onlineCents, row.transferCents, row.refundedCents, row.openCents].map(
                    (cents, index) => (
                      <td key={index} className="py-2 pl-4 text-right whitespace-nowrap tabular-nums">
                        {amount(cents, row.currency)}
                      </td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p className="mt-2 text-ink">{t.none}</p>
      )}
    </section>
  );
}
