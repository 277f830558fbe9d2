import { useEffect, useSyncExternalStore } from "react";
import { data, Form, redirect, useNavigation } from "react-router";
import { brand } from "~/config/brand";
import { SubmitButton } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { toast } from "~/components/ui/toast";
import { adminHeaders } from "~/features/compositions/admin/crud.server";
import { audit } from "~/features/core/auth/audit.server";
import { AuthCard } from "~/features/core/auth/auth-card";
import { LoginSchema } from "~/features/core/auth/login-schema";
import { completeSecondFactor, signIn } from "~/features/core/auth/login.server";
import { requestPasswordReset } from "~/features/core/auth/password-reset.server";
import { authenticate, SECOND_FACTOR_SETUP } from "~/features/core/auth/session.server";
import { getCloudflare } from "~/lib/context";
import { useSchemaCheck } from "~/lib/form-hooks";
import { formValues, parseForm, type FormResult } from "~/lib/forms";
import { logError } from "~/lib/log";
import { messages } from "~/lib/messages";
import { adminMessages } from "~/lib/messages.admin";
import { clientAddress, clientSite } from "~/lib/request.server";
import type { Route } from "./+types/login";
import { Notice } from "~/components/ui/notice";

const t = messages.login;
type LoginResult = FormResult<"email" | "password" | "code"> & {
  /** The password was right and a second factor is set up: the page asks for the code. */
  step?: "code";
  challenge?: string;
};

export const meta: Route.MetaFunction = () => [
  { title: `${t.title} | ${brand.name}` },
  { name: "robots", content: "noindex, nofollow" },
];

export function headers() {
  return adminHeaders;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const state = await authenticate(request, getCloudflare(context).env);
  if (state.status === "admin") throw redirect("/admin/dashboard", { headers: adminHeaders });
  return data(null, { headers: adminHeaders });
}

export async function action({ request, context }: Route.ActionArgs) {
  const { env, ctx } = getCloudflare(context);
  const values = formValues(await request.formData());
  if (values.intent === "second-factor") return secondStep(request, env, values);
  const parsed = parseForm(LoginSchema, values);
  if (!parsed.success) {
    return data<LoginResult>(
      { ok: false, fieldErrors: parsed.fieldErrors, values: { email: values.email ?? "" } },
      { status: 400, headers: adminHeaders },
    );
  }
  let outcome;
  try {
    outcome = await signIn(request, env, parsed.data, clientAddress(request));
  } catch (error) {
    // An unexpected failure (e.g. D1 unavailable) gets the sign-in failure toast, not the error screen.
    logError("admin-login-failed", error);
    return data<LoginResult>(
      {
        ok: false,
        values: { email: parsed.data.email },
        message: { title: t.failedTitle, text: adminMessages.form.unexpected },
      },
      { status: 503, headers: adminHeaders },
    );
  }
  if (!outcome.ok && outcome.reason === "second-factor") {
    return data<LoginResult>({ ok: false, step: "code", challenge: outcome.challenge }, { headers: adminHeaders });
  }
  if (!outcome.ok && outcome.reason === "weak-password") {
    await audit(env, {
      actorId: outcome.profileId,
      action: "sign-in",
      outcome: "denied",
      ...failedSignIn(request, outcome.profileId),
    });
    // The way on: a reset link to her mailbox (throttled there like "Passwort vergessen").
    ctx.waitUntil(
      requestPasswordReset(env, parsed.data.email, new Date(), clientSite(request)).catch((error: unknown) =>
        logError("admin-weak-password-reset-failed", error),
      ),
    );
    return data<LoginResult>(
      { ok: false, values: { email: parsed.data.email }, message: t.weakPassword },
      { status: 403, headers: adminHeaders },
    );
  }
  await audit(env, {
    actorId: outcome.ok ? outcome.profileId : null,
    action: "sign-in",
    outcome: outcome.ok ? "ok" : outcome.reason === "throttled" ? "throttled" : "failed",
    ...(outcome.ok ? {} : failedSignIn(request, outcome.profileId)),
  });
  if (outcome.ok) {
    const headers = new Headers(adminHeaders);
    for (const cookie of outcome.cookies) headers.append("Set-Cookie", cookie);
    // No second factor yet: the back office opens only its setup (decision 0225).
    throw redirect(SECOND_FACTOR_SETUP, { headers });
  }
  const text =
    outcome.reason === "throttled"
      ? adminMessages.auth.throttled(Math.max(1, Math.ceil(outcome.retryAfterSeconds / 60)))
      : t.failedText;
  return data<LoginResult>(
    { ok: false, values: { email: parsed.data.email }, message: { title: t.failedTitle, text } },
    {
      status: outcome.reason === "throttled" ? 429 : 401,
      headers:
        outcome.reason === "throttled"
          ? { ...adminHeaders, "Retry-After": String(outcome.retryAfterSeconds) }
          : adminHeaders,
    },
  );
}

/** What the trail keeps of a failed or throttled sign-in: the account tried (when it exists) and the client's address. */
const failedSignIn = (request: Request, profileId: string | undefined) => ({
  targetTable: "profiles",
  targetId: profileId ?? null,
  clientAddress: clientAddress(request),
});

/** The sign-in's second step: the authenticator app's code or a recovery code. */
async function secondStep(request: Request, env: Env, values: Record<string, string>) {
  const challenge = (values.challenge ?? "").slice(0, 100);
  const code = (values.code ?? "").slice(0, 20);
  const outcome = await completeSecondFactor(request, env, challenge, code);
  await audit(env, {
    actorId: outcome.profileId ?? null,
    action: "sign-in",
    outcome: outcome.ok ? "ok" : outcome.reason === "throttled" ? "throttled" : "failed",
    ...(outcome.ok ? {} : failedSignIn(request, outcome.profileId)),
  });
  if (outcome.ok) {
    const headers = new Headers(adminHeaders);
    for (const cookie of outcome.cookies) headers.append("Set-Cookie", cookie);
    throw redirect("/admin/dashboard", { headers });
  }
  if (outcome.reason === "expired") {
    return data<LoginResult>(
      { ok: false, message: { title: t.failedTitle, text: t.secondFactor.expired } },
      { status: 410, headers: adminHeaders },
    );
  }
  const text = outcome.reason === "throttled" ? t.secondFactor.throttled : t.secondFactor.wrong;
  return data<LoginResult>(
    { ok: false, step: "code", challenge, fieldErrors: { code: text }, message: { title: t.failedTitle, text } },
    { status: outcome.reason === "throttled" ? 429 : 401, headers: adminHeaders },
  );
}

function SecondFactorForm({ challenge, error }: { challenge: string; error?: string | undefined }) {
  const busy = useNavigation().state === "submitting";
  return (
    <AuthCard title={t.secondFactor.title} hint={t.secondFactor.hint} footer={t.footer}>
      <Form method="post" className="flex flex-col gap-5">
        <input type="hidden" name="intent" value="second-factor" />
        <input type="hidden" name="challenge" value={challenge} />
        <Field label={t.secondFactor.code} error={error} hint={t.secondFactor.recoveryHint}>
          {(props) => (
            <input
              {...props}
              name="code"
              type="text"
              inputMode="numeric"
              autoComplete="one-time-code"
              required
              maxLength={20}
            />
          )}
        </Field>
        <SubmitButton size="lg" busy={busy} busyLabel={t.submitting}>
          {t.secondFactor.submit}
        </SubmitButton>
      </Form>
    </AuthCard>
  );
}

const noSubscribe = () => () => {};

export default function AdminLogin({ actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const { errors: clientErrors, check } = useSchemaCheck(LoginSchema);
  // Without JavaScript the failure shows inline; once hydrated it comes as a toast.
  const hydrated = useSyncExternalStore(
    noSubscribe,
    () => true,
    () => false,
  );
  useEffect(() => {
    if (actionData?.message) toast({ title: actionData.message.title, description: actionData.message.text });
  }, [actionData]);

  if (actionData && !actionData.ok && actionData.step === "code" && actionData.challenge) {
    return <SecondFactorForm challenge={actionData.challenge} error={actionData.fieldErrors?.code} />;
  }
  const serverErrors = actionData && !actionData.ok ? (actionData.fieldErrors ?? {}) : {};
  const errors: Record<string, string | undefined> = { ...serverErrors, ...clientErrors };
  const message = actionData && !actionData.ok && !hydrated ? actionData.message : undefined;

  return (
    <AuthCard title={t.title} hint={t.hint} footer={t.footer}>
      <Form method="post" noValidate onSubmit={check} className="flex flex-col gap-5">
        {message ? (
          <Notice tone="error" title={message.title}>
            {message.text}
          </Notice>
        ) : null}
        <Field label={t.email} error={errors.email}>
          {(props) => (
            <input
              {...props}
              type="email"
              name="email"
              autoComplete="username"
              required
              defaultValue={actionData && !actionData.ok ? actionData.values?.email : undefined}
            />
          )}
        </Field>
        <Field label={t.password} error={errors.password}>
          {(props) => (
            <input {...props} type="password" name="password" autoComplete="current-password" required minLength={6} />
          )}
        </Field>
        <div className="flex items-center justify-between gap-3 text-sm">
          <label className="flex items-center gap-2 text-ink">
            <input type="checkbox" name="remember" className="size-4 accent-accent" />
            {t.remember}
          </label>
          <a href="/admin/passwort-vergessen" className="font-medium text-accent underline-offset-2 hover:underline">
            {t.forgot}
          </a>
        </div>
        <SubmitButton size="lg" busy={busy} busyLabel={t.submitting}>
          {t.submit}
        </SubmitButton>
      </Form>
    </AuthCard>
  );
}
