/**
 * A coach's switch back to an external embed, kept as a web content text: the setting counts only as
 * an https address on the origin of `allowed`, the one origin for it that the security policy lets the
 * page frame (`embedOrigins`, workers/security.ts). Anything else (empty, "aus", another host, http)
 * is null: the site's own feature stays. Used for the mindset test (decision 0137) and the intro
 * call's booking calendar (decision 0156).
 */
export function embedSwitchUrl(setting: string, allowed: string): string | null {
  let url: URL;
  try {
    url = new URL(setting.trim());
  } catch {
    return null;
  }
  return url.protocol === "https:" && url.origin === new URL(allowed).origin ? url.href : null;
}
