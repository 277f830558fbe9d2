import { data, Form, useNavigation } from "react-router";
import { SubmitButton } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { brand } from "~/config/brand";
import { adminHeaders } from "~/features/compositions/admin/crud.server";
import { AuthCard } from "~/features/core/auth/auth-card";
import { completePasswordReset, isResetTokenUsable } from "~/features/core/auth/password-reset.server";
import { NewPasswordSchema } from "~/features/core/auth/password-reset-schema";
import { MAX_PASSWORD_LENGTH, MIN_NEW_PASSWORD_LENGTH } from "~/features/core/auth/password-policy";
import { getCloudflare } from "~/lib/context";
import { useSchemaCheck } from "~/lib/form-hooks";
import { formValues, parseForm, type FormResult } from "~/lib/forms";
import { logError } from "~/lib/log";
import { adminMessages } from "~/lib/messages.admin";
import type { Route } from "./+types/passwort-neu.$token";

const t = adminMessages.reset;

export const meta: Route.MetaFunction = () => [
  { title: `${t.newTitle} | ${brand.productName}` },
  { name: "robots", content: "noindex" },
];

export function headers() {
  return adminHeaders;
}

/** Opening the link only checks it (mail scanners open links); the form's POST uses it up. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const usable = await isResetTokenUsable(getCloudflare(context).env, params.token).catch((error: unknown) => {
    logError("password-reset-check-failed", error);
    return false;
  });
  return data({ usable }, { status: usable ? 200 : 410, headers: adminHeaders });
}

type Answer = FormResult<"password" | "confirm"> & { done?: true; invalid?: true };

export async function action({ request, params, context }: Route.ActionArgs) {
  let values: Record<string, string>;
  try {
    values = formValues(await request.formData());
  } catch {
    values = {};
  }
  const parsed = parseForm(NewPasswordSchema, values);
  if (!parsed.success) {
    return data<Answer>({ ok: false, fieldErrors: parsed.fieldErrors }, { status: 400, headers: adminHeaders });
  }
  try {
    const outcome = await completePasswordReset(getCloudflare(context).env, params.token, parsed.data.password);
    if (!outcome.ok) return data<Answer>({ ok: false, invalid: true }, { status: 410, headers: adminHeaders });
    // An explicit 200: the document's status would otherwise come from the loader, which now finds the link used (410).
    return data<Answer>({ ok: true, done: true }, { status: 200, headers: adminHeaders });
  } catch (error) {
    logError("password-reset-complete-failed", error);
    return data<Answer>(
      { ok: false, message: { title: t.newTitle, text: adminMessages.form.unexpected } },
      { status: 503, headers: adminHeaders },
    );
  }
}

export default function NewPassword({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  const { errors: clientErrors, check } = useSchemaCheck(NewPasswordSchema);
  if (actionData?.ok) {
    return (
      <AuthCard title={t.doneTitle}>
        <p>{t.doneText}</p>
        <a href="/admin/login" className="font-medium text-accent underline-offset-2 hover:underline">
          {t.backToLogin}
        </a>
      </AuthCard>
    );
  }
  if (!loaderData.usable || (actionData && !actionData.ok && actionData.invalid)) {
    return (
      <AuthCard title={t.invalidTitle}>
        <p>{t.invalidText}</p>
        <a href="/admin/passwort-vergessen" className="font-medium text-accent underline-offset-2 hover:underline">
          {t.requestNew}
        </a>
      </AuthCard>
    );
  }
  const errors = clientErrors ?? (actionData && !actionData.ok ? actionData.fieldErrors : undefined) ?? {};
  return (
    <AuthCard title={t.newTitle} hint={t.newText}>
      <Form method="post" noValidate onSubmit={check} className="flex flex-col gap-5">
        <Field label={t.password} error={errors.password}>
          {(props) => (
            <input
              {...props}
              type="password"
              name="password"
              autoComplete="new-password"
              required
              minLength={MIN_NEW_PASSWORD_LENGTH}
              maxLength={MAX_PASSWORD_LENGTH}
            />
          )}
        </Field>
        <Field label={t.confirm} error={errors.confirm}>
          {(props) => <input {...props} type="password" name="confirm" autoComplete="new-password" required />}
        </Field>
        <SubmitButton size="lg" busy={busy} busyLabel={t.saving}>
          {t.save}
        </SubmitButton>
      </Form>
    </AuthCard>
  );
}
