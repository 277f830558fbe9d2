import { useEffect, useSyncExternalStore } from "react";
import { data, Form, redirect, useNavigation } from "react-router";
import { brand } from "~/config/brand";
import { Button, Spinner } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { toast } from "~/components/ui/toast";
import { adminHeaders } from "~/features/admin/crud.server";
import { LoginSchema } from "~/features/auth/login-schema";
import { signIn } from "~/features/auth/login.server";
import { authenticate } from "~/features/auth/session.server";
import { getCloudflare } from "~/lib/context";
import { useSchemaCheck } from "~/lib/form-hooks";
import { formValues, parseForm, type FormResult } from "~/lib/forms";
import { messages } from "~/lib/messages";
import { clientAddress } from "~/lib/request.server";
import type { Route } from "./+types/login";
import { Notice } from "~/components/ui/notice";

const t = messages.login;
type LoginResult = FormResult<"email" | "password">;

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
  const { env } = getCloudflare(context);
  const values = formValues(await request.formData());
  const parsed = parseForm(LoginSchema, values);
  if (!parsed.success) {
    return data<LoginResult>(
      { ok: false, fieldErrors: parsed.fieldErrors, values: { email: values.email ?? "" } },
      { status: 400, headers: adminHeaders },
    );
  }
  const outcome = await signIn(request, env, parsed.data, clientAddress(request));
  if (outcome.ok) {
    const headers = new Headers(adminHeaders);
    for (const cookie of outcome.cookies) headers.append("Set-Cookie", cookie);
    throw redirect("/admin/dashboard", { headers });
  }
  const text =
    outcome.reason === "throttled"
      ? messages.admin.auth.throttled(Math.max(1, Math.ceil(outcome.retryAfterSeconds / 60)))
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

const noSubscribe = () => () => {};

export default function AdminLogin({ actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const { errors: clientErrors, check } = useSchemaCheck(LoginSchema);
  // Without JavaScript the failure shows inline; once hydrated it comes as a toast (spec 8).
  const hydrated = useSyncExternalStore(
    noSubscribe,
    () => true,
    () => false,
  );
  useEffect(() => {
    if (actionData?.message) toast({ title: actionData.message.title, description: actionData.message.text });
  }, [actionData]);

  const serverErrors = actionData && !actionData.ok ? (actionData.fieldErrors ?? {}) : {};
  const errors: Record<string, string | undefined> = { ...serverErrors, ...clientErrors };
  const message = actionData && !actionData.ok && !hydrated ? actionData.message : undefined;

  return (
    <main className="flex min-h-dvh items-center justify-center bg-sand px-4 py-12">
      <div className="w-full max-w-md rounded-2xl border border-line bg-white shadow-lg">
        <div className="flex flex-col gap-2 border-b border-line px-6 pt-8 pb-6 text-center">
          <a href="/" className="font-serif text-xl font-semibold text-accent">
            {brand.name}
          </a>
          <h1 className="text-3xl">{t.title}</h1>
          <p className="text-muted">{t.hint}</p>
        </div>
        <Form method="post" noValidate onSubmit={check} className="flex flex-col gap-5 px-6 py-6">
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
              <input
                {...props}
                type="password"
                name="password"
                autoComplete="current-password"
                required
                minLength={6}
              />
            )}
          </Field>
          <Button type="submit" size="lg" disabled={busy}>
            {busy ? <Spinner /> : null}
            {busy ? t.submitting : t.submit}
          </Button>
        </Form>
        <p className="border-t border-line px-6 py-4 text-center text-sm text-muted">{t.footer}</p>
      </div>
    </main>
  );
}
