import { brand } from "~/config/brand";
import { embedSwitchUrl } from "~/lib/embed-switch";

/**
 * The coach's switch back to an external mindset test: the web content text "mindsettest /
 * settings / externalUrl" (db/content/mindsettest.ts). Only an https address on the host of
 * `brand.external.mindsetTest` counts, the one origin the security policy lets the page frame
 * (workers/security.ts); anything else (empty, "aus", another host) keeps our own test.
 */
export const externalMindsetTestUrl = (setting: string): string | null =>
  embedSwitchUrl(setting, brand.external.mindsetTest);
