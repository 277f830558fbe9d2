import { Form, Link, useActionData, useNavigation } from "react-router";
import { VatNote } from "~/features/core/booking/vat-note";
import { SubmitButton } from "~/components/ui/button";
import { Honeypot } from "~/components/ui/honeypot";
import { Notice } from "~/components/ui/notice";
import { BillingFields } from "~/features/core/booking/billing-fields";
import { CodeField } from "~/features/core/booking/code-field";
import { requiresBillingAddress } from "~/features/core/booking/billing";
import { BookingSuccess } from "~/features/core/booking/booking-form";
import { OrderFacts, OrderLegalNote, useOrderButtonLabel } from "~/features/core/booking/contract-fields";
import { PersonFields, PhoneField } from "~/features/core/booking/person-fields";
import { useMessages } from "~/lib/i18n";
import type { PackageActionResult, ShownPackage } from "./purchase.server";

const cardClass =
  "flex h-full flex-col gap-2 rounded-2xl border p-5 text-ink transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent";

/**
 * /pakete (decision 0150): the coach's packages as cards (GET links, so it works before JavaScript
 * loads), and for the chosen one the booking's person and billing fields in a plain POST form.
 */
export function PackagePage({
  packages,
  chosen,
  idempotencyKey,
  priceCents,
  smallBusiness,
}: {
  packages: ShownPackage[];
  chosen: ShownPackage | null;
  idempotencyKey: string;
  priceCents: number;
  smallBusiness: boolean;
}) {
  const messages = useMessages();
  const t = messages.packages;
  const answer = useActionData<PackageActionResult>();
  const busy = useNavigation().state === "submitting";
  const orderLabel = useOrderButtonLabel(priceCents);
  if (answer?.ok) {
    return (
      <div className="mx-auto max-w-2xl px-5 py-12 lg:py-16">
        <div className="rounded-2xl border border-line bg-white p-6 sm:p-8">
          <BookingSuccess
            title={t.successTitle}
            text={t.successText}
            reference={answer.reference}
            holdUntil={answer.holdUntil}
            payment={answer.payment}
            confirmHint={t.confirmHint}
            kind="package"
            more={{ to: "/pakete", label: t.backToPackages }}
            onlinePayment={answer.onlinePayment}
          />
        </div>
      </div>
    );
  }
  const failed = answer && !answer.ok ? answer : undefined;
  const errors = failed?.fieldErrors ?? {};
  const kept = failed?.values;
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-12 px-5 py-12 lg:py-16">
      {packages.length ? (
        <ul className="grid gap-4 md:grid-cols-2">
          {packages.map((pkg) => (
            <li key={pkg.id}>
              <Link
                to={`?paket=${pkg.id}#angaben`}
                aria-current={pkg.id === chosen?.id ? "true" : undefined}
                className={`${cardClass} ${pkg.id === chosen?.id ? "border-accent bg-accent-soft" : "border-line bg-white hover:border-accent"}`}
              >
                <span className="text-lg font-semibold" lang={pkg.lang}>
                  {pkg.name}
                </span>
                <span className="text-sm text-muted">
                  {t.sessions(pkg.credits, pkg.durationMinutes)} · {t.validMonths(pkg.validMonths)}
                </span>
                <span className="text-sm" lang={pkg.lang}>
                  {pkg.description}
                </span>
                <span className="mt-auto pt-2 text-lg font-semibold">{pkg.priceLabel}</span>
                <span className="font-medium text-accent-strong underline underline-offset-4">{t.choose}</span>
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-muted">{t.none}</p>
      )}
      {chosen ? (
        <section aria-labelledby="angaben-title" id="angaben" className="scroll-mt-28">
          <div className="rounded-2xl border border-line bg-white p-6 sm:p-8">
            <h2 id="angaben-title" className="text-2xl" lang={chosen.lang}>
              {t.formTitle(chosen.name)}
            </h2>
            <Form method="post" className="mt-4 flex flex-col gap-4" aria-busy={busy}>
              {failed && !busy ? (
                <Notice tone="error" title={failed.message?.title ?? t.invalidChoice}>
                  {failed.message?.text}
                </Notice>
              ) : null}
              <Honeypot />
              <input type="hidden" name="idempotency_key" value={idempotencyKey} />
              <input type="hidden" name="package" value={chosen.id} />
              <PersonFields errors={errors} kept={kept} />
              <PhoneField error={errors.phone} kept={kept?.phone} />
              {priceCents > 0 ? (
                <BillingFields required={requiresBillingAddress(priceCents)} errors={errors} kept={kept} />
              ) : null}
              {priceCents > 0 ? <CodeField error={errors.discount_code} kept={kept?.discount_code} /> : null}
              {/* What she buys, for how long, at what price, right above the button (§ 312j (2) BGB, issue 53). */}
              <OrderFacts
                title={`${chosen.name}: ${t.sessions(chosen.credits, chosen.durationMinutes)}`}
                titleLang={chosen.lang}
                when={t.validMonths(chosen.validMonths)}
                whenLabel="validity"
                terms="package"
                paid={priceCents > 0}
                price={
                  <>
                    <span className="font-semibold">{chosen.priceLabel}</span>
                    <VatNote priceCents={priceCents} smallBusiness={smallBusiness} className="text-xs text-muted" />
                  </>
                }
              />
              <OrderLegalNote />
              <SubmitButton size="lg" className="w-full" busy={busy} busyLabel={messages.booking.submitting}>
                {orderLabel}
              </SubmitButton>
            </Form>
          </div>
        </section>
      ) : null}
    </div>
  );
}
