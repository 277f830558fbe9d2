import { deliverDueVouchers } from "~/features/products/vouchers/vouchers.server";
import { finishEventCancellations } from "~/features/core/booking/event-changes.server";
import { purgeAuditLog } from "~/features/core/auth/audit.server";
import { runBookingLifecycle } from "~/features/core/booking/lifecycle.server";
import { queueSessionMails } from "~/features/people/session-mails/mails.server";
import { finishCampaigns } from "~/features/people/newsletter/campaigns.server";
import { purgeExpiredRecords } from "~/features/core/privacy/retention.server";
import { offerFreeSessionTimes } from "~/features/products/sessions/waitlist.server";
import { CRONS } from "~/config/crons";
import { logError, logEvent } from "~/lib/log";

/**
 * What the Worker's `scheduled` handler runs for each cron trigger of wrangler.toml
 * (`app/config/crons.ts`). The jobs of one trigger run one after the other and share the
 * invocation's D1 queries; one that fails is logged and the next still runs.
 */
export async function runCron(cron: string, env: Env, scheduledTime: number): Promise<void> {
  const now = new Date(scheduledTime);
  const job = async (name: string, run: () => Promise<unknown>) => {
    try {
      await run();
    } catch (error) {
      logError(`cron-${name}-failed`, error);
    }
  };
  if (cron === CRONS.retention) {
    await job("retention", async () => {
      const report = await purgeExpiredRecords(env, scheduledTime);
      const auditRows = await purgeAuditLog(env, now);
      logEvent("retention-purge", { ...report, auditRows });
    });
    return;
  }
  await job("booking-lifecycle", () => runBookingLifecycle(env, now));
  // The 1:1 waiting list (decision 0207): lapsed offers expire, free times go to the next in line.
  await job("session-waitlist", () => offerFreeSessionTimes(env, now));
  // Before and after a 1:1 session: the check-in and the follow-up, each once per booking (decision 0212).
  await job("session-mails", async () => logEvent("session-mails", await queueSessionMails(env, now)));
  // Events the coach called off with more bookings than one request cancels (decision 0094).
  await job("event-cancellations", () => finishEventCancellations(env, now));
  // Paid vouchers whose delivery day has come (decision 0152); each e-mail once (its dedupe key).
  await job("vouchers", () => deliverDueVouchers(env, now));
  // Newsletters longer than one request writes, or whose request died halfway (decision 0096).
  await job("campaigns", () => finishCampaigns(env, now));
  // Prompt series: each running subscription's prompt of the day, in the Berlin morning (decision 0158).
  await job("prompts", async () => {
    const { sendDailyPrompts } = await import("~/features/people/mindset/prompts.server");
    await sendDailyPrompts(env, now);
  });
  // Her own calendar's busy times for the slot computation (decision 0134); a failure keeps the last good copy.
  // Loaded here only: the iCalendar library stays out of the Worker's start-up (docs/performance.md).
  await job("calendar-feed", async () => {
    const { refreshBusyTimes } = await import("~/features/core/calendar/refresh.server");
    await refreshBusyTimes(env, now);
  });
}
