import * as v from "valibot";

/** Longer than any calendar service's secret address (Google's is about 150 characters). */
export const FEED_ADDRESS_MAX_LENGTH = 2048;

export type AddressProblem = "invalid" | "not_https" | "private_host";
export type AddressCheck = { ok: true; url: string } | { ok: false; problem: AddressProblem };

const LOCAL_NAME = /(^|\.)(localhost|local|internal|lan|home\.arpa)$/i;
const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/;
const LOOPBACK = new Set(["127.0.0.1", "localhost", "[::1]"]);

/**
 * Is this site itself running on this machine (npm start, the tests)? Then a feed on 127.0.0.1 may be
 * read over http, as the end-to-end test's stand-in serves it; a deployed site (SITE_URL https on its
 * own name) accepts only https addresses on public names.
 */
export const isLocalSite = (siteUrl: string) => LOOPBACK.has(new URL(siteUrl).hostname);

/**
 * The coach's private iCal address as the Worker will fetch it: `webcal://` (what Apple and Outlook
 * hand out) becomes https; only https, no user name or password in it, and no IP address or local
 * name: Workers fetch only the public internet anyway, and the address must never point the Worker
 * at something else (docs/decisions/0134-busy-times-from-her-calendar.md).
 */
export function checkFeedAddress(raw: string, options: { allowLocal: boolean }): AddressCheck {
  const typed = raw.trim().replace(/^webcals?:\/\//i, "https://");
  if (!typed || typed.length > FEED_ADDRESS_MAX_LENGTH || !URL.canParse(typed))
    return { ok: false, problem: "invalid" };
  const url = new URL(typed);
  const loopback = LOOPBACK.has(url.hostname);
  if (options.allowLocal && loopback && (url.protocol === "http:" || url.protocol === "https:")) {
    return { ok: true, url: url.toString() };
  }
  if (url.protocol !== "https:") return { ok: false, problem: "not_https" };
  if (url.username || url.password) return { ok: false, problem: "invalid" };
  // Only the default port: a calendar service answers on 443, nothing else is any of its business.
  if (url.port) return { ok: false, problem: "private_host" };
  // A name's trailing dots ("localhost.", "intranet.local..") are the same name to a resolver.
  const host = url.hostname.replace(/\.+$/, "");
  if (IPV4.test(host) || host.startsWith("[") || LOCAL_NAME.test(host) || !host.includes(".")) {
    return { ok: false, problem: "private_host" };
  }
  return { ok: true, url: url.toString() };
}

/** The back office form: one address (checked further by {@link checkFeedAddress}). */
export const FeedAddressForm = v.object({
  address: v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(FEED_ADDRESS_MAX_LENGTH)),
});
