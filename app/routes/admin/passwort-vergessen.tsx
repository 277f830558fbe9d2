import { data, Form, useNavigation } from "react-router";
import { SubmitButton } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Notice } from "~/components/ui/notice";
import { brand } from "~/config/brand";
import { adminHeaders } from "~/features/compositions/admin/crud.server";
import { AuthCard } from "~/features/core/auth/auth-card";
import { requestPasswordReset, throttleResetRequest } from "~/features/core/auth/password-reset.server";
import { ResetRequestSchema } from "~/features/core/auth/password-reset-schema";
import { getCloudflare } from "~/lib/context";
import { useSchemaCheck } from "~/lib/form-hooks";
import { formValues, parseForm, type FormResult } from "~/lib/forms";
import { logError } from "~/lib/log";
import { adminMessages } from "~/lib/messages.admin";
import { clientAddress, clientSite } from "~/lib/request.server";
import type { Route } from "./+types/passwort-vergessen";

const t = adminMessages.reset;

export const meta: Route.MetaFunction = () => [
  { title: `${t.title} | ${brand.productName}` },
  { name: "robots", content: "noindex" },
];

export function headers() {
  return adminHeaders;
}

type Answer = FormResult<"email"> & { sent?: true };

/** Same answer for every address, at once: the lookup and the e-mail run after the response. */
export async function action({ request, context }: Route.ActionArgs) {
  const { env, ctx } = getCloudflare(context);
  let values: Record<string, string>;
  try {
    values = formValues(await request.formData());
  } catch {
    values = {};
  }
  const parsed = parseForm(ResetRequestSchema, values);
  if (!parsed.success) {
    return data<Answer>({ ok: false, fieldErrors: parsed.fieldErrors }, { status: 400, headers: adminHeaders });
  }
  try {
    if (!(await throttleResetRequest(env, clientAddress(request), new Date(), clientSite(request)))) {
      return data<Answer>(
        { ok: false, message: { title: t.title, text: t.throttled } },
        { status: 429, headers: adminHeaders },
      );
    }
  } catch (error) {
    logError("password-reset-throttle-failed", error);
  }
  ctx.waitUntil(
    // The requester by its site (IPv6 /48): rotating /64s earns no fresh per-account bucket.
    requestPasswordReset(env, parsed.data.email, new Date(), clientSite(request)).catch((error: unknown) =>
      logError("password-reset-failed", error),
    ),
  );
  return data<Answer>({ ok: true, sent: true }, { headers: adminHeaders });
}

export default function ForgotPassword({ actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  const { errors: clientErrors, check } = useSchemaCheck(ResetRequestSchema);
  const errors = clientErrors ?? (actionData && !actionData.ok ? actionData.fieldErrors : undefined) ?? {};
  if (actionData?.ok) {
    return (
      <AuthCard title={t.sentTitle}>
        <p>{t.sentText}</p>
        <a href="/admin/login" className="font-medium text-accent underline-offset-2 hover:underline">
          {t.backToLogin}
        </a>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t.title} hint={t.text}>
      <Form method="post" noValidate onSubmit={check} className="flex flex-col gap-5">
        {actionData && !actionData.ok && actionData.message ? (
          <Notice tone="error" title={actionData.message.title}>
            {actionData.message.text}
          </Notice>
        ) : null}
        <Field label={t.email} error={errors.email}>
          {(props) => <input {...props} type="email" name="email" autoComplete="username" required />}
        </Field>
        <SubmitButton size="lg" busy={busy} busyLabel={t.submitting}>
          {t.submit}
        </SubmitButton>
      </Form>
      <a href="/admin/login" className="text-center text-sm font-medium text-accent underline-offset-2 hover:underline">
        {t.backToLogin}
      </a>
    </AuthCard>
  );
}
