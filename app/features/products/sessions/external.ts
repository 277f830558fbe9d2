import { brand } from "~/config/brand";
import { embedSwitchUrl } from "~/lib/embed-switch";

/**
 * The coach's switch back to an external booking calendar for the intro call: the web content text
 * "contact / settings / bookingCalendarUrl" (db/content/pages.ts). Only an https address on the host
 * of `brand.external.bookingCalendar` counts, the one calendar origin the security policy lets the
 * page frame; anything else (empty, "aus", another host) keeps our own scheduler in the contact
 * page's dialog (decision 0156).
 */
export const externalBookingCalendarUrl = (setting: string): string | null =>
  embedSwitchUrl(setting, brand.external.bookingCalendar);
