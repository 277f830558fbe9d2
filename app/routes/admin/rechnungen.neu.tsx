import { data, Form, Link, useNavigation } from "react-router";
import { SubmitButton } from "~/components/ui/button";
import { compactControl, InputField } from "~/components/ui/field";
import { AnswerNotice } from "~/features/compositions/admin/answer-notice";
import {
  adminHeaders,
  failed,
  refusedFields,
  runAdminAction,
  withSentValues,
} from "~/features/compositions/admin/crud.server";
import { Icon } from "~/features/compositions/admin/icons";
import { AdminPageHeading } from "~/features/compositions/admin/page-parts";
import type { AdminResult } from "~/features/compositions/admin/result";
import { requireAdmin } from "~/features/core/auth/session.server";
import { euVatCountry } from "~/features/core/booking/reverse-charge";
import { brand } from "~/config/brand";
import { formatVatRate } from "~/features/core/business/settings";
import { businessSettings } from "~/features/core/business/settings.server";
import { MANUAL_INVOICE_FORM_FIELDS, MANUAL_INVOICE_LINES, parseManualInvoice } from "~/features/core/invoices/manual";
import { issueManualInvoice, newManualSubject } from "~/features/core/invoices/manual.server";
import { getCloudflare } from "~/lib/context";
import { adminMessages } from "~/lib/messages.admin";
import { berlinToday } from "~/lib/today";
import type { Route } from "./+types/rechnungen.neu";

const m = adminMessages.invoices;

export async function loader({ context }: Route.LoaderArgs) {
  const { env } = getCloudflare(context);
  requireAdmin(context);
  const settings = await businessSettings(env);
  return data(
    { subject: newManualSubject(), today: berlinToday(), smallBusiness: settings.smallBusiness },
    { headers: adminHeaders },
  );
}

/** "create": checks the form, then issues the invoice with the next number (decision 0223). */
export function action(args: Route.ActionArgs) {
  return runAdminAction(args, m.issueError, {
    create: async ({ form, env }) => {
      const parsed = parseManualInvoice(form);
      if (!parsed.ok)
        return withSentValues(refusedFields(m.issueError, parsed.fieldErrors), form, MANUAL_INVOICE_FORM_FIELDS);
      // Reverse charge is booking's rule (a VAT ID of another EU state in its format); the invoice only applies it.
      const country = euVatCountry(parsed.data.vat_id);
      const reverseCharge = country !== null && country !== "DE" && country !== "XI";
      const invoice = await issueManualInvoice(env, parsed.data, { reverseCharge });
      if (!invoice) return failed(m.issueError, adminMessages.form.invalidRequest, 400);
      return {
        ok: true,
        toast: invoice.issuedNow ? m.issued(invoice.number) : m.alreadyIssued(invoice.number),
        shown: { number: invoice.number },
      };
    },
  });
}

export default function NewInvoice({ loaderData, actionData }: Route.ComponentProps) {
  const answer = actionData as AdminResult | undefined;
  const refused = answer && !answer.ok ? answer : undefined;
  const issued = answer?.ok ? answer.shown?.number : undefined;
  const values: Record<string, string> = refused?.values ?? {};
  const errors = refused?.fieldErrors ?? {};
  const subject = values.subject || loaderData.subject;
  const busy = useNavigation().state === "submitting";
  const f = m.fields;
  const field = (name: string, label: string, extra: Record<string, unknown> = {}) => (
    <InputField
      label={label}
      name={name}
      defaultValue={values[name] ?? ""}
      error={errors[name]}
      controlClass={compactControl}
      {...extra}
    />
  );
  return (
    <section aria-labelledby="neue-rechnung" className="flex max-w-4xl flex-col gap-6">
      <Link
        to="/admin/rechnungen"
        className="inline-flex items-center gap-1 self-start text-sm text-accent-strong underline"
      >
        {m.toList}
      </Link>
      <AdminPageHeading id="neue-rechnung" title={m.newTitle} intro={m.newIntro} />
      <AnswerNotice answer={answer} />
      {issued ? (
        <p className="flex flex-wrap gap-4" data-testid="issued-links">
          <a
            href={`/admin/rechnungen/${issued}`}
            className="inline-flex items-center gap-1 text-accent-strong underline"
            download
          >
            <Icon name="download" />
            {m.pdf(issued)}
          </a>
          <Link to="/admin/rechnungen" className="text-accent-strong underline">
            {m.toList}
          </Link>
        </p>
      ) : null}
      <p className="rounded-xl border border-line bg-white p-4 text-sm">
        {loaderData.smallBusiness ? m.vatNote.small : m.vatNote.standard(formatVatRate(brand.invoice.vatRateBp, "de"))}
      </p>
      {/* Keyed by the subject: after an invoice is issued the form starts empty with a new one. */}
      <Form method="post" className="flex flex-col gap-6" key={subject}>
        <input type="hidden" name="intent" value="create" />
        <input type="hidden" name="subject" value={subject} />
        <div className="rounded-2xl border border-line bg-white p-5 sm:p-6">
          <fieldset className="flex flex-col gap-4">
            <legend className="mb-4 font-serif text-2xl">{m.recipientTitle}</legend>
            <div className="grid gap-4 sm:grid-cols-2">
              {field("name", f.name, { required: true, maxLength: 120, autoComplete: "off" })}
              {field("company", f.company, { maxLength: 160, autoComplete: "off" })}
            </div>
            {field("street", f.street, { required: true, maxLength: 120, autoComplete: "off" })}
            <div className="grid gap-4 sm:grid-cols-[9rem_1fr_1fr]">
              {field("postcode", f.postcode, { required: true, maxLength: 10, autoComplete: "off" })}
              {field("city", f.city, { required: true, maxLength: 80, autoComplete: "off" })}
              {field("country", f.country, { maxLength: 60, autoComplete: "off" })}
            </div>
            <div className="grid gap-4 sm:grid-cols-3">
              {field("email", f.email, { type: "email", maxLength: 254, autoComplete: "off" })}
              {field("vat_id", f.vat_id, { maxLength: 20, autoComplete: "off", spellCheck: false })}
              {field("purchase_order", f.purchase_order, { maxLength: 60, autoComplete: "off" })}
            </div>
          </fieldset>
        </div>
        <div className="rounded-2xl border border-line bg-white p-5 sm:p-6">
          <fieldset className="flex flex-col gap-4">
            <legend className="mb-4 font-serif text-2xl">{m.linesTitle}</legend>
            <p className="text-sm text-muted">{m.linesHint}</p>
            {Array.from({ length: MANUAL_INVOICE_LINES }, (_, k) => (
              <div
                key={k}
                role="group"
                aria-label={m.line(k + 1)}
                className="grid gap-3 border-t border-line pt-4 first-of-type:border-t-0 first-of-type:pt-0 sm:grid-cols-[1fr_6rem_11rem]"
              >
                {field(`line${k}_description`, f.description, {
                  maxLength: 200,
                  required: k === 0,
                  autoComplete: "off",
                })}
                {field(`line${k}_quantity`, f.quantity, {
                  inputMode: "numeric",
                  maxLength: 3,
                  defaultValue: values[`line${k}_quantity`] ?? (k === 0 ? "1" : ""),
                })}
                {field(`line${k}_price`, f.price, { inputMode: "decimal", maxLength: 14, placeholder: "0,00" })}
              </div>
            ))}
          </fieldset>
        </div>
        <div className="grid gap-4 rounded-2xl border border-line bg-white p-5 sm:grid-cols-2 sm:p-6">
          {field("service_date", f.service_date, {
            type: "date",
            required: true,
            defaultValue: values.service_date ?? loaderData.today,
          })}
          {field("paid_on", f.paid_on, { type: "date", max: loaderData.today, hint: f.paid_onHint })}
        </div>
        <SubmitButton busy={busy} busyLabel={m.issuing} className="self-start">
          {m.issue}
        </SubmitButton>
      </Form>
    </section>
  );
}
