import { data, Form, useNavigation } from "react-router";
import { Button, ButtonLink, Spinner } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Notice } from "~/components/ui/notice";
import { adminHeaders, runStepAction } from "~/features/compositions/admin/crud.server";
import { confirmWithPassword } from "~/features/core/auth/reauth.server";
import {
  confirmSetup,
  isSecondFactorEnabled,
  pendingSetup,
  removeSecondFactor,
  replaceRecoveryCodes,
  startSetup,
  unusedRecoveryCodeCount,
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
  const enabled = await isSecondFactorEnabled(env, user.id);
  return data(
    { enabled, unused: enabled ? await unusedRecoveryCodeCount(env, user.id) : 0 },
    { headers: adminHeaders },
  );
}

type Answer =
  | { step: "scan"; secret: string; uri: string; qr: string; error?: string; passwordError?: string }
  | { step: "codes"; codes: string[]; renewed?: boolean }
  | { step: "removed" }
  | { step: "error"; text: string };

/**
 * Start (a new key), confirm (code and current password; other sessions end), renew the recovery codes
 * (current password; the old ones stop working), remove (current password).
 */
export async function action(args: Route.ActionArgs) {
  return runStepAction<Answer, "start" | "confirm" | "renew" | "remove">(args, adminMessages.form.invalidRequest, {
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
    renew: async ({ values, env, user }) => {
      const check = await confirmWithPassword(env, user.id, values.current_password);
      if (check !== "ok") return refused(check);
      const codes = await replaceRecoveryCodes(env, user.id);
      return codes ? { answer: { step: "codes", codes, renewed: true } } : notOn;
    },
    remove: async ({ values, env, user }) => {
      const check = await confirmWithPassword(env, user.id, values.current_password);
      if (check !== "ok") return refused(check);
      await removeSecondFactor(env, user.id, user.id);
      return { answer: { step: "removed" } };
    },
  });
}

const alreadyOn = { answer: { step: "error", text: t.alreadyOn }, status: 409 } as const;
const notOn = { answer: { step: "error", text: adminMessages.secondFactor.required }, status: 409 } as const;
/** A wrong, missing or throttled current password: nothing changed. */
const refused = (check: "wrong" | "missing" | "throttled") =>
  ({
    answer: {
      step: "error",
      text: check === "throttled" ? adminMessages.reauth.throttled : adminMessages.reauth.wrong,
    },
    status: check === "throttled" ? 429 : 403,
  }) as const;

/** The setup's otpauth URI as a QR image for the app's camera (an SVG data URI; no markup from outside). */
const withQr = (setup: { secret: string; uri: string }) => ({
  ...setup,
  qr: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(qrSvg(qrModules(setup.uri), { size: 200, title: t.qrLabel }))}`,
});

/** The key in groups of four, as authenticator apps show it for typing in by hand. */
const grouped = (secret: string) => secret.replace(/(.{4})/g, "$1 ").trim();

/** The recovery codes, shown once: after the setup and after "Neue Codes erstellen". */
function RecoveryCodes({ codes, renewed }: { codes: string[]; renewed: boolean }) {
  return (
    <div className="flex flex-col gap-4 rounded-2xl border border-line bg-white p-6">
      <Notice tone="success" title={renewed ? t.renewedTitle : t.enabledTitle}>
        {renewed ? t.renewedText : t.enabledText}
      </Notice>
      <p>{t.codesIntro}</p>
      <p className="font-medium">{t.codesPaper}</p>
      <ul
        className="grid grid-cols-2 gap-x-6 gap-y-2 rounded-xl border border-dashed border-line p-4 font-mono text-lg"
        aria-label={t.codesLabel}
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <ButtonLink to="/admin/dashboard" className="self-start print:hidden">
        {t.codesDone}
      </ButtonLink>
    </div>
  );
}

/** A form that needs the current password once more (renew the codes, switch the factor off). */
function PasswordForm({
  intent,
  label,
  busy,
  variant,
}: {
  intent: "renew" | "remove";
  label: string;
  busy: boolean;
  variant?: "danger";
}) {
  return (
    <Form method="post" className="flex flex-col gap-4">
      <input type="hidden" name="intent" value={intent} />
      <Field label={adminMessages.profiles.fields.currentPassword}>
        {(props) => (
          <input {...props} name="current_password" type="password" autoComplete="current-password" required />
        )}
      </Field>
      <Button type="submit" variant={variant} disabled={busy} className="self-start">
        {busy ? <Spinner /> : null}
        {label}
      </Button>
    </Form>
  );
}

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
        <RecoveryCodes codes={actionData.codes} renewed={actionData.renewed ?? false} />
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
        <>
          <div className="flex flex-col gap-2 rounded-2xl border border-line bg-white p-6">
            <p>{t.onText}</p>
            <p className="text-muted">{t.unusedCodes(loaderData.unused)}</p>
          </div>
          <section
            aria-labelledby="codes-neu"
            className="flex flex-col gap-4 rounded-2xl border border-line bg-white p-6"
          >
            <h2 id="codes-neu" className="text-xl">
              {t.renewTitle}
            </h2>
            <p>{t.renewText}</p>
            <PasswordForm intent="renew" label={t.renew} busy={busy} />
          </section>
          <section
            aria-labelledby="neues-handy"
            className="flex flex-col gap-4 rounded-2xl border border-line bg-white p-6"
          >
            <h2 id="neues-handy" className="text-xl">
              {t.removeTitle}
            </h2>
            <p>{t.removeText}</p>
            <PasswordForm intent="remove" label={t.remove} busy={busy} variant="danger" />
          </section>
        </>
      ) : (
        <div className="flex flex-col gap-4 rounded-2xl border border-line bg-white p-6">
          {actionData?.step === "removed" ? <p>{t.removedText}</p> : null}
          <h2 className="text-xl">{t.requiredTitle}</h2>
          <p>{t.offText}</p>
          <p>{t.appText}</p>
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
