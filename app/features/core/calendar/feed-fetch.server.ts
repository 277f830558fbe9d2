import { checkFeedAddress } from "./feed-address";

/** What fetches her feed: the Worker's `fetch`, or a test's stand-in. */
export type FeedFetcher = (input: string, init: RequestInit) => Promise<Response>;

/** A feed that takes longer is given up (the cron runs again in ten minutes). */
export const FEED_TIMEOUT_MS = 15_000;
/** Years of a busy calendar stay well below this; anything larger is refused before it is parsed. */
export const FEED_MAX_BYTES = 5 * 1024 * 1024;
const MAX_REDIRECTS = 3;

/** Why a fetch gave nothing usable, as stored in the feed's status and named in the back office. */
export type FetchFailure = "timeout" | "network" | "too_large" | "redirect" | `http:${number}`;

export type FetchOutcome = { ok: true; text: string } | { ok: false; failure: FetchFailure };

/** The body as text, refused as soon as it passes `maxBytes` (the Content-Length may be missing or wrong). */
async function readLimited(response: Response, maxBytes: number): Promise<string | null> {
  const declared = Number(response.headers.get("Content-Length") ?? "0");
  if (declared > maxBytes) {
    await response.body?.cancel();
    return null;
  }
  if (!response.body) return "";
  const reader = response.body.getReader();
  const decoder = new TextDecoder("utf-8");
  let size = 0;
  let text = "";
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      return null;
    }
    text += decoder.decode(value, { stream: true });
  }
  return text + decoder.decode();
}

/**
 * Fetches her feed with a time and size limit. Redirects are followed by hand (at most three), each
 * target checked like the address itself, so a redirect cannot lead the Worker somewhere the
 * address check would refuse.
 */
export async function fetchFeedText(
  address: string,
  fetcher: FeedFetcher,
  options: { allowLocal: boolean; timeoutMs?: number; maxBytes?: number },
): Promise<FetchOutcome> {
  const signal = AbortSignal.timeout(options.timeoutMs ?? FEED_TIMEOUT_MS);
  let url = address;
  try {
    for (let hop = 0; ; hop++) {
      const response = await fetcher(url, {
        method: "GET",
        redirect: "manual",
        signal,
        headers: { Accept: "text/calendar, */*;q=0.5" },
      });
      const location = response.headers.get("Location");
      if (response.status >= 300 && response.status < 400 && location) {
        await response.body?.cancel();
        const next = checkFeedAddress(new URL(location, url).toString(), options);
        if (!next.ok || hop >= MAX_REDIRECTS) return { ok: false, failure: "redirect" };
        url = next.url;
        continue;
      }
      if (!response.ok) {
        await response.body?.cancel();
        return { ok: false, failure: `http:${response.status}` };
      }
      const text = await readLimited(response, options.maxBytes ?? FEED_MAX_BYTES);
      return text === null ? { ok: false, failure: "too_large" } : { ok: true, text };
    }
  } catch (error) {
    const timedOut = signal.aborted || (error instanceof Error && error.name === "TimeoutError");
    return { ok: false, failure: timedOut ? "timeout" : "network" };
  }
}
