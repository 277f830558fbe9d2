import { data, Form, useNavigation } from "react-router";
import { SubmitButton } from "~/components/ui/button";
import { InputField } from "~/components/ui/field";
import { AnswerNotice } from "~/features/compositions/admin/answer-notice";
import { adminHeaders, runAdminAction, validateForm, withSentValues } from "~/features/compositions/admin/crud.server";
import type { AdminResult } from "~/features/compositions/admin/result";
import { requireAdmin } from "~/features/core/auth/session.server";
import {
  BUSINESS_SETTINGS_FIELDS,
  BusinessSettingsForm,
  ISSUER_COUNTRY,
  settingsFormValues,
} from "~/features/core/business/settings";
import { businessSettings, saveBusinessSettings } from "~/features/core/business/settings.server";
import { changesBankAccount, confirmBankChange, notifyBankChange } from "~/features/core/auth/bank-change.server";
import { getCloudflare } from "~/lib/context";
import { adminMessages } from "~/lib/messages.admin";
import type { Route } from "./+types/einstellungen";

const m = adminMessages.settings;

export async function loader({ context }: Route.LoaderArgs) {
  requireAdmin(context);
  const settings = await businessSettings(getCloudflare(context).env);
  return data({ values: settingsFormValues(settings) }, { headers: adminHeaders });
}

/** One intent, "save", on the one row (db/schema.ts `businessSettings`). */
export function action(args: Route.ActionArgs) {
  return runAdminAction(
    args,
    m.saveError,
    {
      save: async ({ form, env, user }) => {
        const parsed = validateForm(BusinessSettingsForm, form, m.saveError);
        if (!parsed.ok) return withSentValues(parsed.result, form, ["intent", ...BUSINESS_SETTINGS_FIELDS]);
        // A new bank account needs her password again and tells every administrator (issue 54).
        const bankChanged = changesBankAccount(await businessSettings(env), parsed.data);
        if (bankChanged) {
          const confirmed = await confirmBankChange(env, user.id, form.current_password);
          if (!confirmed.ok) {
            const refusal = {
              ok: false as const,
              status: confirmed.status,
              fieldErrors: { current_password: confirmed.text },
              toast: { title: m.saveError, text: confirmed.text },
            };
            return withSentValues(refusal, form, ["intent", ...BUSINESS_SETTINGS_FIELDS]);
          }
        }
        await saveBusinessSettings(env, parsed.data);
        if (bankChanged) await notifyBankChange(env, user.id, parsed.data.iban);
        return { ok: true, toast: m.saved };
      },
    },
    { withoutId: ["save"] },
  );
}

export default function Settings({ loaderData, actionData }: Route.ComponentProps) {
  // The answer as a notice on the page: the form posts without JavaScript too.
  const answer = actionData as AdminResult | undefined;
  const refused = answer && !answer.ok ? answer : undefined;
  const values: Record<string, string> = refused?.values ?? loaderData.values;
  const errors = refused?.fieldErrors ?? {};
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === "save";
  const f = m.fields;
  const field = (name: (typeof BUSINESS_SETTINGS_FIELDS)[number], extra: Record<string, unknown> = {}) => (
    <InputField
      key={name}
      label={f[name as keyof typeof f]}
      name={name}
      defaultValue={values[name] ?? ""}
      error={errors[name]}
      {...extra}
    />
  );
  return (
    <section aria-labelledby="einstellungen" className="flex max-w-3xl flex-col gap-8">
      <div className="flex flex-col gap-2">
        <h1 id="einstellungen" className="text-3xl sm:text-4xl">
          {m.title}
        </h1>
        <p className="text-muted">{m.intro}</p>
      </div>
      <AnswerNotice answer={answer} />
      {/* Keyed by the answer: after a save the fields show what was stored, after a refusal what was sent. */}
      <Form method="post" className="flex flex-col gap-8" key={JSON.stringify(values)}>
        <input type="hidden" name="intent" value="save" />
        <div className="rounded-2xl border border-line bg-white p-5 sm:p-6">
          <fieldset className="flex flex-col gap-4">
            <legend className="mb-4 font-serif text-2xl">{m.taxTitle}</legend>
            <div className="flex flex-col gap-1 rounded-xl bg-paper p-4">
              <label className="flex items-start gap-3 font-medium">
                <input
                  type="checkbox"
                  name="small_business"
                  defaultChecked={values.small_business === "on"}
                  aria-describedby="small-business-hint"
                  className="mt-1 size-4 shrink-0 accent-accent"
                />
                {m.smallBusiness}
              </label>
              <p id="small-business-hint" className="pl-7 text-sm text-muted">
                {m.smallBusinessHint}
              </p>
            </div>
            <div className="grid gap-4 sm:grid-cols-2">
              {field("vat_id", { hint: f.vat_idHint, maxLength: 20, autoComplete: "off" })}
              {field("tax_number", { hint: f.tax_numberHint, maxLength: 20, autoComplete: "off" })}
            </div>
          </fieldset>
        </div>
        <div className="rounded-2xl border border-line bg-white p-5 sm:p-6">
          <fieldset className="flex flex-col gap-4">
            <legend className="mb-4 font-serif text-2xl">{m.issuerTitle}</legend>
            {field("issuer_name", { required: true, maxLength: 160, autoComplete: "organization" })}
            {field("street", { required: true, maxLength: 120, autoComplete: "address-line1" })}
            <div className="grid gap-4 sm:grid-cols-[10rem_1fr]">
              {field("postal_code", {
                required: true,
                inputMode: "numeric",
                maxLength: 5,
                autoComplete: "postal-code",
              })}
              {field("city", { required: true, maxLength: 80, autoComplete: "address-level2" })}
            </div>
            <p className="text-sm text-muted">{m.country(ISSUER_COUNTRY.name)}</p>
          </fieldset>
        </div>
        <div className="rounded-2xl border border-line bg-white p-5 sm:p-6">
          <fieldset className="flex flex-col gap-4">
            <legend className="mb-4 font-serif text-2xl">{m.bankTitle}</legend>
            <p className="text-sm text-muted">{m.bankHint}</p>
            {field("account_holder", { required: true, maxLength: 70 })}
            {field("iban", { required: true, maxLength: 42, autoComplete: "off", spellCheck: false })}
            <div className="grid gap-4 sm:grid-cols-2">
              {field("bic", { required: true, maxLength: 11, autoComplete: "off", spellCheck: false })}
              {field("bank_name", { required: true, maxLength: 70 })}
            </div>
            <InputField
              label={adminMessages.bankChange.passwordLabel}
              name="current_password"
              type="password"
              autoComplete="current-password"
              maxLength={256}
              hint={adminMessages.bankChange.passwordHint}
              error={errors.current_password}
            />
          </fieldset>
        </div>
        <SubmitButton busy={busy} busyLabel={m.saving} className="self-start">
          {m.save}
        </SubmitButton>
      </Form>
    </section>
  );
}
