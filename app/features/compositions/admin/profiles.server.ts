import {
  createProfile,
  deleteProfile,
  type ProfileChange,
  type ProfileRefusal,
  resetSecondFactor,
  updateProfile,
} from "~/features/core/auth/profiles.server";
import { adminMessages } from "~/lib/messages.admin";
import { failed, type Handler, notFound, validateForm } from "./crud.server";
import { ProfileSchema } from "./resources";

const m = adminMessages.profiles;
const r = adminMessages.reauth;

/** Each action's own failure title, also for a malformed request or an unexpected error. */
export const profileFailureTitles = {
  create: m.saveError,
  update: m.saveError,
  delete: m.deleteError,
  "reset-2fa": m.saveError,
};

/** A refused account change as the dialog shows it: the message beside its field where it has one. */
function answer(change: ProfileChange, title: string, success: { title: string; text: string }) {
  if (change.ok) return { ok: true as const, toast: success };
  const refusals: Record<Exclude<ProfileRefusal, "not_found">, { text: string; status?: number; field?: string }> = {
    reauth_missing: { text: r.required, status: 403, field: "current_password" },
    reauth_wrong: { text: r.wrong, status: 403, field: "current_password" },
    reauth_throttled: { text: r.throttled, status: 429, field: "current_password" },
    email_taken: { text: m.emailTaken, field: "email" },
    not_self: { text: m.notSelf },
    last_admin: { text: m.lastAdmin },
  };
  if (change.reason === "not_found") return notFound(title);
  const { text, status, field } = refusals[change.reason];
  return { ...failed(title, text, status), ...(field ? { fieldErrors: { [field]: text } } : {}) };
}

/** Accounts (features/core/auth/profiles.server.ts): create, change, reset a second factor, delete. */
export const profileHandlers: Record<keyof typeof profileFailureTitles, Handler> = {
  create: async ({ form, env, user }) => {
    const parsed = validateForm(ProfileSchema, form, m.saveError);
    if (!parsed.ok) return parsed.result;
    const { password, current_password, ...profile } = parsed.data;
    const change = await createProfile(env, profile, password, { actorId: user.id, currentPassword: current_password });
    return answer(change, m.saveError, m.created);
  },
  update: async ({ form, env, id, user }) => {
    const parsed = validateForm(ProfileSchema, form, m.saveError);
    if (!parsed.ok) return parsed.result;
    const { password, current_password, ...profile } = parsed.data;
    const change = await updateProfile(env, id, profile, password, {
      actorId: user.id,
      currentPassword: current_password,
    });
    return answer(change, m.saveError, m.updated);
  },
  "reset-2fa": async ({ form, env, id, user }) => {
    const change = await resetSecondFactor(env, id, { actorId: user.id, currentPassword: form.current_password });
    return answer(change, m.saveError, m.secondFactorReset);
  },
  delete: async ({ env, id, user }) => answer(await deleteProfile(env, id, user.id), m.deleteError, m.deleted),
};
