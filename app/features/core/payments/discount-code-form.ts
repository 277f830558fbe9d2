import * as v from "valibot";
import { EVENT_CATEGORIES } from "~db/enums";
import { adminMessages } from "~/lib/messages.admin";
import { isCalendarDay } from "~/lib/today";
import { DISCOUNT_CODE_PATTERN, MAX_DISCOUNT_CODE_LENGTH, normalizeDiscountCode } from "./discount";
import type { NewDiscountCode } from "./discount-codes.server";

const m = adminMessages.discountCodes.invalid;

/** The highest amount code (cents): a typo with zeros too many cannot go out. */
export const MAX_DISCOUNT_AMOUNT_CENTS = 1_000_000;
const MAX_USES = 100_000;

/** The checkboxes of the targets: one field per event (`event:<id>`) and category (`category:<name>`). */
export const EVENT_TARGET_PREFIX = "event:";
export const CATEGORY_TARGET_PREFIX = "category:";

const optionalDay = v.pipe(
  v.optional(v.string(), ""),
  v.trim(),
  v.check((day) => day === "" || isCalendarDay(day), m.date),
  v.transform((day) => (day === "" ? null : day)),
);

const Fields = v.pipe(
  v.object({
    code: v.pipe(
      v.optional(v.string(), ""),
      v.transform(normalizeDiscountCode),
      v.check((code) => code.length <= MAX_DISCOUNT_CODE_LENGTH && DISCOUNT_CODE_PATTERN.test(code), m.code),
    ),
    kind: v.picklist(["percent", "amount"], m.kind),
    value: v.pipe(v.optional(v.string(), ""), v.trim()),
    valid_from: optionalDay,
    valid_until: optionalDay,
    max_uses: v.pipe(
      v.optional(v.string(), ""),
      v.trim(),
      v.check(
        (uses) => uses === "" || (/^\d{1,6}$/.test(uses) && Number(uses) >= 1 && Number(uses) <= MAX_USES),
        m.maxUses,
      ),
      v.transform((uses) => (uses === "" ? null : Number(uses))),
    ),
  }),
  v.forward(
    v.check((form) => !form.valid_from || !form.valid_until || form.valid_from <= form.valid_until, m.window),
    ["valid_until"],
  ),
);

/** "10", "10,5", "12,50" or "12.50" euros as cents; null when it is no such amount. */
export function euroCents(text: string): number | null {
  const match = /^(\d{1,5})(?:[.,](\d{1,2}))?$/.exec(text);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
}

/**
 * The back office's "Code anlegen" form as a new code, or the message beside each field that is
 * wrong. The value is a whole percent (1–100) or euros, stored as cents (decision 0140).
 */
export function parseNewDiscountCode(
  form: Record<string, string>,
): { ok: true; code: NewDiscountCode } | { ok: false; fieldErrors: Record<string, string> } {
  const parsed = v.safeParse(Fields, form);
  const fieldErrors: Record<string, string> = {};
  if (!parsed.success) {
    for (const issue of parsed.issues) fieldErrors[v.getDotPath(issue) ?? "code"] ??= issue.message;
  }
  const kind = form.kind === "amount" ? "amount" : "percent";
  const text = (form.value ?? "").trim();
  const value =
    kind === "percent"
      ? /^\d{1,3}$/.test(text) && Number(text) >= 1 && Number(text) <= 100
        ? Number(text)
        : null
      : euroCents(text);
  if (value === null || value <= 0 || value > MAX_DISCOUNT_AMOUNT_CENTS) fieldErrors.value = m[kind];
  const categories: string[] = [];
  const eventIds: string[] = [];
  for (const [name, ticked] of Object.entries(form)) {
    if (ticked !== "on") continue;
    if (name.startsWith(CATEGORY_TARGET_PREFIX)) categories.push(name.slice(CATEGORY_TARGET_PREFIX.length));
    else if (name.startsWith(EVENT_TARGET_PREFIX)) eventIds.push(name.slice(EVENT_TARGET_PREFIX.length));
  }
  if (
    categories.some((category) => !(EVENT_CATEGORIES as readonly string[]).includes(category)) ||
    eventIds.some((id) => !/^[0-9a-f-]{36}$/i.test(id))
  ) {
    fieldErrors.scope = m.target;
  }
  if (!parsed.success || Object.keys(fieldErrors).length || value === null) return { ok: false, fieldErrors };
  return { ok: true, code: { ...parsed.output, value, eventIds, categories } };
}
