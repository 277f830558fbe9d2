import type { Handler } from "~/features/compositions/admin/crud.server";
import { validateForm } from "~/features/compositions/admin/crud.server";
import { adminMessages } from "~/lib/messages.admin";
import { FEED_ROW_ID, feedStatus, removeFeedAddress, setFeedAddress, type FeedError } from "./busy-times.server";
import { checkFeedAddress, FeedAddressForm, isLocalSite } from "./feed-address";
import { feedPath, renewFeedToken, revokeFeedToken } from "./feed-out.server";

const t = adminMessages.calendar;

/** The back office's German words for a stored failure code. */
export function feedErrorText(error: FeedError): string {
  if (!error.startsWith("http:")) return t.errors[error as Exclude<FeedError, `http:${number}`>] ?? t.errors.network;
  const status = Number(error.slice(5));
  if (status === 404 || status === 410) return t.errors.gone(status);
  if (status === 401 || status === 403) return t.errors.refused(status);
  return t.errors.http(status);
}

/** The address as the page shows it: which service, never the secret part. */
export const maskedAddress = (address: string) => `${new URL(address).origin}/…`;

/** What /admin/kalender shows. */
export async function calendarPage(env: Env) {
  const status = await feedStatus(env);
  return {
    address: status.address ? maskedAddress(status.address) : null,
    intervals: status.intervals,
    lastSuccessAt: status.lastSuccessAt,
    lastError: status.lastError ? feedErrorText(status.lastError) : null,
    lastErrorAt: status.lastErrorAt,
    outLinkSince: status.outLinkSince,
  };
}

/** Fetches her feed now; the iCalendar library is loaded only for this (decision 0134). */
async function fetchNow(env: Env): Promise<Awaited<ReturnType<Handler>>> {
  const { refreshBusyTimes } = await import("./refresh.server");
  const outcome = await refreshBusyTimes(env, new Date());
  if (outcome.state === "loaded") {
    return { ok: true, toast: { title: t.loadedTitle, text: t.loadedText(outcome.intervals) } };
  }
  const text = outcome.state === "no-address" ? t.noAddress : feedErrorText(outcome.error);
  // The address is saved either way; the page's status says which copy applies.
  return { ok: false, status: outcome.state === "no-address" ? 409 : 200, toast: { title: t.failedTitle, text } };
}

/** Every intent acts on the one row (FEED_ROW_ID); any other id names nothing and changes nothing. */
const onTheRow =
  (title: string, handler: Handler): Handler =>
  async (input) =>
    input.id === String(FEED_ROW_ID)
      ? handler(input)
      : { ok: false, status: 404, toast: { title, text: adminMessages.form.invalidRequest } };

/** The page's intents, for runAdminAction (auth, CSRF by origin, audit, 400 for anything else). */
const handlers = {
  save: async ({ form, env }) => {
    const parsed = validateForm(FeedAddressForm, form, t.saveFailed);
    if (!parsed.ok) return { ...parsed.result, values: { address: form.address ?? "" } };
    const checked = checkFeedAddress(parsed.data.address, { allowLocal: isLocalSite(env.SITE_URL) });
    if (!checked.ok) {
      const text = t.addressProblems[checked.problem];
      return {
        ok: false,
        status: 422,
        fieldErrors: { address: text },
        toast: { title: t.saveFailed, text },
        values: { address: form.address ?? "" },
      };
    }
    await setFeedAddress(env, checked.url);
    // Saved either way; whether it loaded is the toast's text, and the page's status says which copy applies.
    const fetched = await fetchNow(env);
    return { ok: true, toast: { title: t.savedTitle, text: fetched.toast?.text ?? "" } };
  },
  refresh: ({ env }) => fetchNow(env),
  remove: async ({ env }) => {
    await removeFeedAddress(env);
    return { ok: true, toast: { title: t.removedTitle, text: t.removedText } };
  },
  renew: async ({ env }) => {
    const token = await renewFeedToken(env, new Date());
    const url = new URL(feedPath(token), env.SITE_URL).toString();
    return { ok: true, shown: { feedUrl: url } };
  },
  revoke: async ({ env }) => {
    await revokeFeedToken(env);
    return { ok: true, toast: { title: t.outRevokedTitle, text: t.outRevokedText } };
  },
} satisfies Record<string, Handler>;

export const calendarFailureTitles = {
  save: t.saveFailed,
  refresh: t.failedTitle,
  remove: t.saveFailed,
  renew: t.outFailed,
  revoke: t.outFailed,
} satisfies Record<keyof typeof handlers, string>;

export const calendarHandlers = Object.fromEntries(
  Object.entries(handlers).map(([intent, handler]) => [
    intent,
    onTheRow(calendarFailureTitles[intent as keyof typeof handlers], handler),
  ]),
) as Record<keyof typeof handlers, Handler>;
