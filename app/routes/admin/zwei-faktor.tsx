import { data, Form, useNavigation } from "react-router";
import { Button, Spinner } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Notice } from "~/components/ui/notice";
import { adminHeaders, runStepAction } from "~/features/compositions/admin/crud.server";
import { confirmWithPassword } from "~/features/core/auth/reauth.server";
import {
  confirmSetup,
  isSecondFactorEnabled,
  pendingSetup,
  removeSecondFactor,
  startSetup,
} from "~/features/core/auth/second-factor.server";
import { endOtherSessions, requireAdmin } from "~/features/core/auth/session.server";
import { getCloudflare } from "~/lib/context";
import { qrModules, qrSvg } from "~/lib/qr";
import { adminMessages } from "~/lib/messages.admin";
import type { Route } from "./+types/zwei-faktor";

const t = adminMessages.secondFactor;

export async function loader({ context }: Route.LoaderArgs) {
  const { env } = getCloudflare(context);
  const user = requireAdmin(context);
  return data({ enabled: await isSecondFactorEnabled(env, user.id) }, { headers: adminHeaders });
}

type Answer =
  | { step: "scan"; secret: string; uri: string; qr: string; error?: string; passwordError?: string }
  | { step: "codes"; codes: string[] }
  | { step: "removed" }
  | { step: "error"; text: string };

/** Start (a new key), confirm (code and current password; other sessions end), remove (current password). */
export async function action(args: Route.ActionArgs) {
  return runStepAction<Answer, "start" | "confirm" | "remove">(args, adminMessages.form.invalidRequest, {
    start: async ({ env, user }) => {
      const setup = await startSetup(env, user.id, user.email);
      return setup ? { answer: { step: "scan", ...withQr(setup) } } : alreadyOn;
    },
    confirm: async ({ values, env, user, request }) => {
      // Turning the factor on changes how the account signs in: the current password confirms it (reauth.server.ts).
      const check = await confirmWithPassword(env, user.id, values.current_password);
      if (check !== "ok") {
        const passwordError =
          check === "missing"
            ? adminMessages.reauth.required
            : check === "throttled"
              ? adminMessages.reauth.throttled
              : adminMessages.reauth.wrong;
        // The same key again: the app may already hold it.
        const setup = await pendingSetup(env, user.id, user.email);
        return setup ? { answer: { step: "scan", ...withQr(setup), passwordError }, status: 403 } : alreadyOn;
      }
      const codes = await confirmSetup(env, user.id, (values.code ?? "").trim().slice(0, 10));
      // Turning the factor on ends every other session (from now on each needs the code); this one stays.
      if (codes) return { answer: { step: "codes", codes }, setCookie: await endOtherSessions(request, env, user.id) };
      const setup = await startSetup(env, user.id, user.email);
      return setup ? { answer: { step: "scan", ...withQr(setup), error: t.wrongCode }, status: 422 } : alreadyOn;
    },
    remove: async ({ values, env, user }) => {
      const check = await confirmWithPassword(env, user.id, values.current_password);
      if (check !== "ok") {
        const text = check === "throttled" ? adminMessages.reauth.throttled : adminMessages.reauth.wrong;
        return { answer: { step: "error", text }, status: check === "throttled" ? 429 : 403 };
      }
      await removeSecondFactor(env, user.id, user.id);
      return { answer: { step: "removed" } };
    },
  });
}

const alreadyOn = { answer: { step: "error", text: t.alreadyOn }, status: 409 } as const;

/** The setup's otpauth URI as a QR image for the app's camera (an SVG data URI; no markup from outside). */
const withQr = (setup: { secret: string; uri: string }) => ({
  ...setup,
  qr: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(qrSvg(qrModules(setup.uri), { size: 200, title: t.qrLabel }))}`,
});

/** The key in groups of four, as authenticator apps show it for typing in by hand. */
const grouped = (secret: string) => secret.replace(/(.{4})/g, "$1 ").trim();

export default function SecondFactorPage({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  const spinner = busy ? <Spinner /> : null;
  return (
    <section aria-labelledby="zwei-faktor" className="flex max-w-2xl flex-col gap-6">
      <h1 id="zwei-faktor" className="text-3xl sm:text-4xl">
        {t.title}
      </h1>
      {actionData?.step === "error" ? (
        <Notice tone="error" title={t.title}>
          {actionData.text}
        </Notice>
      ) : null}

      {actionData?.step === "codes" ? (
        <div className="flex flex-col gap-4 rounded-2xl border border-line bg-white p-6">
          <Notice tone="success" title={t.enabledTitle}>
            {t.enabledText}
          </Notice>
          <p className="font-medium">{t.codesIntro}</p>
          <ul className="grid grid-cols-2 gap-2 font-mono text-lg" aria-label={t.codesLabel}>
            {actionData.codes.map((code) => (
              <li key={code}>{code}</li>
            ))}
          </ul>
        </div>
      ) : actionData?.step === "scan" ? (
        <div className="flex flex-col gap-4 rounded-2xl border border-line bg-white p-6">
          <img src={actionData.qr} alt={t.qrLabel} width={200} height={200} className="self-start" />
          <ol className="flex list-decimal flex-col gap-2 pl-5">
            <li>
              {t.scanStep}{" "}
              <a href={actionData.uri} className="font-medium text-accent underline">
                {t.openInApp}
              </a>
            </li>
            <li>
              {t.keyStep} <code className="rounded bg-sand px-2 py-1 font-mono">{grouped(actionData.secret)}</code>
            </li>
            <li>{t.codeStep}</li>
          </ol>
          <Form method="post" className="flex flex-col gap-4">
            <input type="hidden" name="intent" value="confirm" />
            <Field label={t.code} error={actionData.error}>
              {(props) => (
                <input {...props} name="code" inputMode="numeric" autoComplete="one-time-code" required maxLength={6} />
              )}
            </Field>
            <Field label={adminMessages.profiles.fields.currentPassword} error={actionData.passwordError}>
              {(props) => (
                <input {...props} name="current_password" type="password" autoComplete="current-password" required />
              )}
            </Field>
            <Button type="submit" disabled={busy} className="self-start">
              {spinner}
              {t.confirm}
            </Button>
          </Form>
        </div>
      ) : loaderData.enabled && actionData?.step !== "removed" ? (
        <div className="flex flex-col gap-4 rounded-2xl border border-line bg-white p-6">
          <p>{t.onText}</p>
          <Form method="post" className="flex flex-col gap-4">
            <input type="hidden" name="intent" value="remove" />
            <Field label={adminMessages.profiles.fields.currentPassword}>
              {(props) => (
                <input {...props} name="current_password" type="password" autoComplete="current-password" required />
              )}
            </Field>
            <Button type="submit" variant="danger" disabled={busy} className="self-start">
              {spinner}
              {t.remove}
            </Button>
          </Form>
        </div>
      ) : (
        <div className="flex flex-col gap-4 rounded-2xl border border-line bg-white p-6">
          <p>{actionData?.step === "removed" ? t.removedText : t.offText}</p>
          <Form method="post">
            <input type="hidden" name="intent" value="start" />
            <Button type="submit" disabled={busy}>
              {spinner}
              {t.start}
            </Button>
          </Form>
        </div>
      )}
    </section>
  );
}
