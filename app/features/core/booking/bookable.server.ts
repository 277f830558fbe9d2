/*
 * What a booking takes from its event (`BookableEvent`), the isolate's short memory of events
 * booked lately (decision 0065), and the judgement of the form's one code field (a discount code or
 * a value voucher, decisions 0140, 0152). Read by the hold (hold.server.ts) before its batch.
 */
import type { PublicEvent } from "~/features/products/events/cache.server";
import {
  type DiscountProblem,
  judgeDiscountCode,
  readDiscountCode,
} from "~/features/core/payments/discount-codes.server";
import { forgetOnIsolateReset } from "~/lib/isolate-memo";
import { judgeVoucher, readVoucher, type VoucherProblem } from "~/features/products/vouchers/vouchers.server";
import { normalizeVoucherCode } from "~/features/products/vouchers/code";
import { productOf } from "./products/booked";

/**
 * Why the one code field refused a code: a discount code's or a voucher's own reason, or a discount
 * code typed for a product that takes none (a 1:1 session, a package: docs/glossary.md).
 */
export type CodeProblem = DiscountProblem | VoucherProblem | "not_for_product";

/**
 * What a booking takes from its event without reading it: the fields its e-mail shows and its price.
 * The insert checks each of them in its WHERE clause, so a copy that went stale books nothing.
 */
export type BookableEvent = Pick<
  PublicEvent,
  | "id"
  | "title"
  | "description"
  | "title_en"
  | "description_en"
  | "event_date"
  | "start_time"
  | "end_time"
  | "location"
  | "price_cents"
  | "currency"
  | "category"
  // Its e-mails link the event's page (decision 0168); kept once given, so not compared by the insert.
  | "slug"
> &
  /** What the row is; its e-mails name a package's last day instead of a date and time (decision 0150). */
  /** A course's dates (issue 55): its e-mails and calendar file name every one; not compared by the insert. */
  Partial<Pick<PublicEvent, "kind" | "course_dates">>;

/** What `bookingWrites` books: the event, and whether it is free here but paid with a package. */
export type BookingTarget = BookableEvent & {
  /** Free here, paid with a package: its withdrawal right is the package's (the early-start request, 0105). */
  paidElsewhere?: boolean;
};
export const bookableFields = [
  "title",
  "description",
  "title_en",
  "description_en",
  "event_date",
  "start_time",
  "end_time",
  "location",
  "price_cents",
  "currency",
  // Which codes hold for the event (its category) is part of the booking's price (decision 0140).
  "category",
] as const satisfies readonly (keyof BookableEvent)[];

/**
 * The events this isolate booked lately (docs/decisions/0065-booking-request-path.md): a booking
 * of a remembered event skips the read before its batch. Bounded in size and age; correctness
 * never depends on it (the insert's WHERE compares every field, a refused insert reads again).
 */
const REMEMBER_EVENT_MS = 60_000;
const REMEMBERED_EVENTS = 32;
const rememberedEvents = new Map<string, { event: BookableEvent; readAt: number }>();
forgetOnIsolateReset(() => rememberedEvents.clear());

export function rememberEvent(event: PublicEvent, now: Date) {
  rememberedEvents.delete(event.id);
  if (rememberedEvents.size >= REMEMBERED_EVENTS) rememberedEvents.delete(rememberedEvents.keys().next().value!);
  const { id, slug, course_dates } = event;
  rememberedEvents.set(id, {
    // Only what a booking takes from its event: the copy holds no seat count that would go stale.
    event: {
      id,
      slug,
      course_dates,
      ...(Object.fromEntries(bookableFields.map((field) => [field, event[field]])) as Omit<
        BookableEvent,
        "id" | "slug"
      >),
    },
    readAt: now.getTime(),
  });
}

export function rememberedEvent(eventId: string, now: Date): BookableEvent | null {
  const entry = rememberedEvents.get(eventId);
  if (!entry) return null;
  if (Math.abs(now.getTime() - entry.readAt) > REMEMBER_EVENT_MS) {
    rememberedEvents.delete(eventId);
    return null;
  }
  return entry.event;
}

export const sameBookable = (a: BookableEvent, other: BookableEvent) => bookableFields.every((f) => a[f] === other[f]);

/**
 * The booking form's one code field (decision 0152): a discount code by its name, else a value
 * voucher by its code (twelve characters without 0/O/1/I). The voucher's share is judged against
 * `chargeCents`; its guard and the discount's check everything again in the insert.
 */
export async function judgeCode(
  env: Pick<Env, "DB">,
  typed: string,
  event: { id: string; category: string; currency: string; kind?: string | null },
  chargeCents: number,
  now: Date,
): Promise<
  | { ok: true; kind: "discount"; verdict: Extract<ReturnType<typeof judgeDiscountCode>, { ok: true }> }
  | { ok: true; kind: "voucher"; verdict: Extract<ReturnType<typeof judgeVoucher>, { ok: true }> }
  | { ok: false; problem: CodeProblem; validFrom?: string }
> {
  const discountCode = await readDiscountCode(env, typed, now);
  // A code "für alle Veranstaltungen" is for Veranstaltungen: the product says whether it takes one.
  if (discountCode && !productOf(event).payment.discountCode) return { ok: false, problem: "not_for_product" };
  if (discountCode || !normalizeVoucherCode(typed)) {
    const verdict = judgeDiscountCode(discountCode, event, now);
    return verdict.ok ? { ok: true, kind: "discount", verdict } : verdict;
  }
  const verdict = judgeVoucher(await readVoucher(env, typed, now), event, chargeCents, now);
  return verdict.ok ? { ok: true, kind: "voucher", verdict } : verdict;
}

/** Forgets an event read again and found gone (the hold's second try). */
export const forgetEvent = (eventId: string) => rememberedEvents.delete(eventId);
