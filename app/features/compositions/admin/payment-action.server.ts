import { formatPrice } from "~/lib/money";
import { RecordPaymentSchema, recordPayment } from "~/features/core/payments/payments.server";
import { messages } from "~/lib/messages";
import { failed, notFound, validateForm, type Handler } from "./crud.server";

const pm = messages.payment.admin;

/**
 * The admin action "pay" (intent `pay`, the booking's id): records a payment the coach received,
 * from the bookings list's form or the participant list's "Bar erhalten" at the door.
 */
export const recordPaymentAction: Handler = async ({ form, id, env }) => {
  const parsed = validateForm(RecordPaymentSchema, form, pm.error);
  if (!parsed.ok) return parsed.result;
  const result = await recordPayment(env, id, parsed.data);
  if (result.ok) return { ok: true as const, toast: pm.recorded(formatPrice(result.amountCents, result.currency)) };
  if (result.reason === "not_found") return notFound(pm.error);
  return failed(pm.error, result.reason === "too_much" ? pm.tooMuch : pm.nothingOpen, 409);
};
