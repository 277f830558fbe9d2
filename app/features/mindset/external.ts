import { brand } from "~/config/brand";

/**
 * The coach's switch back to an external mindset test: the web content text "mindsettest /
 * settings / externalUrl" (db/content/mindsettest.ts). Only an https address on the host of
 * `brand.external.mindsetTest` counts, the one origin the security policy lets the page frame
 * (workers/security.ts); anything else (empty, "aus", another host) keeps our own test.
 */
export function externalMindsetTestUrl(setting: string): string | null {
  let url: URL;
  try {
    url = new URL(setting.trim());
  } catch {
    return null;
  }
  return url.protocol === "https:" && url.origin === new URL(brand.external.mindsetTest).origin ? url.href : null;
}
