/**
 * The cron triggers of wrangler.toml (every environment), named by what the Worker's `scheduled`
 * handler runs for them (`runCron`, app/features/compositions/cron/jobs.server.ts). tests/ops/crons.test.ts keeps
 * the two lists equal.
 */
export const CRONS = {
  /** Nightly: deletes records past the storage periods /datenschutz promises. */
  retention: "17 3 * * *",
  /** Every ten minutes: expired holds, waiting-list offers, reminders, the coach's morning digest, stranded e-mails, called-off events (0094), long newsletters (0096), her calendar's busy times (0134), the morning's prompts of prompt series (0158). */
  bookingLifecycle: "*/10 * * * *",
} as const;
