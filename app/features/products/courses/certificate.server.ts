import { brand } from "~/config/brand";
import { courseDatesOf, dateLine, dateOver, type CourseDate } from "~/features/products/events/course-dates";
import { eventTextsIn } from "~/features/products/events/localize";
import { formatLongDate } from "~/features/products/events/format";
import { bookingWithEvent } from "~/features/core/invoices/invoices.server";
import { getMessages } from "~/lib/i18n";
import type { Locale } from "~/lib/locale";
import { A4, pdfDocument, type PdfRule, type PdfText, textWidth, wrapText } from "~/lib/pdf";
import { loadByToken } from "~/lib/signed-token.server";
import { berlinNow } from "~/lib/today";
import { attendanceOf } from "./booking-view.server";
import { makeupsOfBooking } from "./makeups.server";

const LEFT = 72;
const RIGHT = A4.width - 72;

export interface CertificateData {
  name: string;
  title: string;
  description: string;
  /** The dates she was recorded present at (her own run's, or the make-up date she took instead). */
  attended: CourseDate[];
  total: number;
  /** The Berlin day of the last date: the certificate's date. */
  issuedOn: string;
  locale: Locale;
}

/**
 * The dates a participant attended, as recorded (issue 55): present on her own run's date, or on the
 * make-up date she took for it. A date without a record, or recorded absent, is not on it.
 */
export async function attendedDates(env: Pick<Env, "DB">, bookingId: string, dates: readonly CourseDate[]) {
  const [attendance, makeups] = await Promise.all([attendanceOf(env, bookingId), makeupsOfBooking(env, bookingId)]);
  return dates.flatMap((date, position) => {
    if (attendance.get(date.id) === "present") return [date];
    const makeup = makeups.get(position)?.targetDate;
    return makeup && attendance.get(makeup.id) === "present" ? [makeup] : [];
  });
}

/**
 * The certificate for the booking a "Meine Buchung" link names: only for a confirmed course booking
 * whose last date is over and with at least one date recorded present; null otherwise.
 */
export async function certificateOfToken(
  env: Pick<Env, "DB" | "TOKEN_SECRET" | "TOKEN_SECRET_PREVIOUS">,
  token: string | undefined,
  locale: Locale,
  now = new Date(),
): Promise<CertificateData | null> {
  const row = await loadByToken(env, token, "booking", (id) => bookingWithEvent(env, id));
  const dates = row ? courseDatesOf(row.event) : null;
  if (!row || !dates || row.booking.status !== "confirmed") return null;
  if (!dateOver(dates.at(-1)!, berlinNow(now))) return null;
  const attended = await attendedDates(env, row.booking.id, dates);
  if (!attended.length) return null;
  const { title, description } = eventTextsIn(row.event, locale);
  return {
    name: row.booking.full_name,
    title,
    description,
    attended,
    total: dates.length,
    issuedOn: dates.at(-1)!.event_date,
    locale,
  };
}

/**
 * The Teilnahmebescheinigung as a one-page PDF with the project's own writer (app/lib/pdf.ts):
 * the brand, the title, who took part in which course, every date attended, the content, and the
 * coach's name under a signature line, in the booking page's language.
 */
export function certificatePdf(data: CertificateData): Uint8Array<ArrayBuffer> {
  const t = getMessages(data.locale).course.pdf;
  const texts: PdfText[] = [];
  const rules: PdfRule[] = [];
  let y = A4.height - 90;
  texts.push({ x: LEFT, y, text: brand.productName.toUpperCase(), size: 11, grey: 0.35 });
  y -= 60;
  texts.push({ x: LEFT, y, text: t.title, size: 28, bold: true });
  y -= 14;
  rules.push({ x1: LEFT, y1: y, x2: RIGHT, y2: y, width: 1 });
  y -= 36;
  for (const line of wrapText(t.confirms(data.name, data.title), 13, RIGHT - LEFT)) {
    texts.push({ x: LEFT, y, text: line, size: 13 });
    y -= 19;
  }
  y -= 14;
  texts.push({ x: LEFT, y, text: t.attended(data.attended.length, data.total), size: 12, bold: true });
  y -= 20;
  for (const date of data.attended) {
    texts.push({ x: LEFT + 12, y, text: `–  ${dateLine(date, data.locale)}`, size: 11 });
    y -= 16;
  }
  y -= 18;
  texts.push({ x: LEFT, y, text: t.content, size: 12, bold: true });
  y -= 18;
  const content = data.description.replace(/\s*\n+\s*/g, " ").slice(0, 1400);
  for (const line of wrapText(content, 10.5, RIGHT - LEFT).slice(0, 20)) {
    texts.push({ x: LEFT, y, text: line, size: 10.5, grey: 0.2 });
    y -= 14.5;
  }
  // The signature block at the foot of the page.
  const foot = 150;
  texts.push({
    x: LEFT,
    y: foot + 28,
    text: t.signature(brand.address.city, formatLongDate(data.issuedOn, data.locale)),
    size: 11,
  });
  rules.push({ x1: RIGHT - 220, y1: foot, x2: RIGHT, y2: foot, width: 0.6 });
  texts.push({ x: RIGHT - 220, y: foot - 16, text: brand.coach.name, size: 12, bold: true });
  texts.push({ x: RIGHT - 220, y: foot - 31, text: t.role, size: 10, grey: 0.35 });
  texts.push({
    x: RIGHT - textWidth(brand.siteUrl.replace(/^https?:\/\//, ""), 9),
    y: 60,
    text: brand.siteUrl.replace(/^https?:\/\//, ""),
    size: 9,
    grey: 0.45,
  });
  return pdfDocument({
    title: `${t.title}: ${data.title}`,
    author: brand.coach.name,
    created: new Date(`${data.issuedOn}T12:00:00Z`),
    pages: [{ texts, rules }],
  });
}
