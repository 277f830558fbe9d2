import {
  createTestimonial,
  deleteTestimonial,
  testimonialsPage,
  updateTestimonial,
} from "~/features/extras/content/testimonials.server";
import { adminMessages } from "~/lib/messages.admin";
import { berlinToday } from "~/lib/today";
import { deleteHandler, type Handler, loadListPage, notFound, validateForm } from "./crud.server";
import { TestimonialSchema } from "./resources";

const m = adminMessages.testimonials;

/** The back office's list of testimonials (hidden ones included), in her order. */
export function listTestimonials(request: Request, env: Pick<Env, "DB">) {
  return loadListPage(request, (page) => testimonialsPage(env, page));
}

/** Each action's own failure title, also for a malformed request or an unexpected error. */
export const testimonialFailureTitles = { create: m.saveError, update: m.saveError, delete: m.deleteError };

/** The dialog's fields, checked; a consent dated after today (Berlin) is a typing slip. */
function parseTestimonial(form: Record<string, string>) {
  const parsed = validateForm(TestimonialSchema, form, m.saveError);
  if (!parsed.ok) return parsed;
  if (parsed.data.consent_on > berlinToday()) {
    return {
      ok: false as const,
      result: {
        ok: false as const,
        status: 422,
        fieldErrors: { consent_on: m.consentInFuture },
        toast: { title: m.saveError, text: m.consentInFuture },
      },
    };
  }
  return parsed;
}

export const testimonialHandlers: Record<keyof typeof testimonialFailureTitles, Handler> = {
  create: async ({ form, env }) => {
    const parsed = parseTestimonial(form);
    if (!parsed.ok) return parsed.result;
    await createTestimonial(env, parsed.data);
    return { ok: true, toast: m.created };
  },
  update: async ({ form, env, id }) => {
    const parsed = parseTestimonial(form);
    if (!parsed.ok) return parsed.result;
    return (await updateTestimonial(env, id, parsed.data)) ? { ok: true, toast: m.updated } : notFound(m.saveError);
  },
  delete: deleteHandler(m, deleteTestimonial),
};
