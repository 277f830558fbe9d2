/**
 * The key rate limits count a visitor under. Only Cloudflare's `CF-Connecting-IP` is trusted
 * (X-Forwarded-For is whatever the client sends). An IPv6 address is keyed by its /64, because one
 * host usually owns a whole /64 and could otherwise rotate into endless fresh buckets. Locally
 * Miniflare sets the header itself; tests may set it to play several visitors.
 */
export function clientAddress(request: Request): string {
  const ip = request.headers.get("CF-Connecting-IP")?.trim();
  if (!ip) return "unknown";
  return ip.includes(":") ? ipv6Prefix64(ip) : ip;
}

/** The first four 16-bit groups of an IPv6 address, normalised ("2001:db8:0:1::/64"-style key). */
export function ipv6Prefix64(address: string): string {
  return ipv6Prefix(address, 4);
}

/**
 * The IPv6 /48 a client's /64 belongs to (a provider hands one customer site a /48 or a /56, so a
 * single household or server can rotate through its /64s), or the IPv4 address itself: whose
 * holds of unconfirmed seats count together (docs/decisions/0115-holds-that-fill-events.md).
 */
export function clientSite(request: Request): string {
  const ip = request.headers.get("CF-Connecting-IP")?.trim();
  if (!ip) return "unknown";
  return ip.includes(":") ? ipv6Prefix(ip, 3) : ip;
}

function ipv6Prefix(address: string, groupCount: 3 | 4): string {
  const bare = address
    .replace(/^\[|\]$/g, "")
    .split("%")[0]!
    .toLowerCase();
  const [head = "", tail] = bare.split("::");
  const headGroups = head ? head.split(":") : [];
  const tailGroups = tail ? tail.split(":") : [];
  // An embedded IPv4 tail (::ffff:1.2.3.4) counts as two groups; it never reaches the first four.
  const width = (groups: string[]) => groups.reduce((n, g) => n + (g.includes(".") ? 2 : 1), 0);
  const groups =
    tail === undefined
      ? headGroups
      : [
          ...headGroups,
          ...Array<string>(Math.max(0, 8 - width(headGroups) - width(tailGroups))).fill("0"),
          ...tailGroups,
        ];
  const prefix = groups.slice(0, groupCount).map((g) => (g.includes(".") ? g : (parseInt(g, 16) || 0).toString(16)));
  while (prefix.length < groupCount) prefix.push("0");
  return `${prefix.join(":")}::/${groupCount * 16}`;
}

/**
 * A path on this site to send the visitor back to, taken from an untrusted URL (e.g. Referer).
 * Anything from another origin, and any path a browser could read as another host (`//evil`,
 * `/\evil`), becomes "/". Returns pathname + search only.
 */
export function sameSitePath(untrusted: string | null, siteOrigin: string): URL {
  const fallback = new URL("/", siteOrigin);
  if (!untrusted) return fallback;
  let candidate: URL;
  try {
    candidate = new URL(untrusted, siteOrigin);
  } catch {
    return fallback;
  }
  if (candidate.origin !== new URL(siteOrigin).origin) return fallback;
  // Collapse leading slashes/backslashes so the Location header can only be a path on this site.
  const path = `/${candidate.pathname.replace(/^[/\\]+/, "")}`;
  const target = new URL(siteOrigin);
  target.pathname = path;
  target.search = candidate.search;
  if (!target.pathname.startsWith("/") || target.pathname.startsWith("//")) return fallback;
  return target;
}

/**
 * The site's public origin from the SITE_URL variable: every absolute link (e-mails) is built from
 * it, never from the request's Host, which a client can spoof to send valid tokens elsewhere.
 */
export function siteOrigin(env: Pick<Env, "SITE_URL">): string {
  return new URL(env.SITE_URL).origin;
}
