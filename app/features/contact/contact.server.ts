import type { ActionFunctionArgs } from "react-router";
import type { FormResult } from "~/lib/forms";

// Placeholder: the contact & newsletter issue implements validation, storage and the notification.
// Routes that show the contact form (home, /contact) export this as their `action`.
export async function contactAction(_args: ActionFunctionArgs): Promise<FormResult> {
  return { ok: false };
}
