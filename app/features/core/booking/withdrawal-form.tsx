import { Form, useNavigation } from "react-router";
import { SubmitButton } from "~/components/ui/button";
import { InputField } from "~/components/ui/field";
import { Honeypot } from "~/components/ui/honeypot";
import { NameEmailFields } from "~/components/ui/name-email-fields";
import { Notice } from "~/components/ui/notice";
import { PageCard } from "~/components/ui/page-card";
import { brand } from "~/config/brand";
import { useSchemaCheck } from "~/lib/form-hooks";
import { MAX_EMAIL_LENGTH } from "~/lib/forms";
import { useLocale, useMessages } from "~/lib/i18n";
import { MAX_NAME_LENGTH } from "./schema";
import type { ContractSummary, WithdrawalResult } from "./withdrawal.server";
import { withdrawalSchemas } from "./withdrawal-schema";

type Declaration = NonNullable<WithdrawalResult["declaration"]>;

/**
 * The withdrawal function (§ 356a BGB; decision 0106) in two steps, each a plain form post that works
 * before JavaScript loads: who and which booking, then "Widerruf bestätigen", then the receipt's time.
 * With JavaScript the same schema checks each step in the browser first.
 */
export function WithdrawalPage({
  result,
  prefill,
}: {
  result: WithdrawalResult | undefined;
  prefill: Declaration | null;
}) {
  const t = useMessages().contract.withdrawal;
  const locale = useLocale();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const { errors: clientErrors, check } = useSchemaCheck(withdrawalSchemas[locale]);

  if (result?.ok && result.step === "done") {
    return (
      <PageCard heading={t.doneTitle}>
        <div role="status" className="flex flex-col gap-3">
          <p className="text-lg font-semibold">{t.receivedAt(result.receivedAt ?? "")}</p>
          <p>{t.doneText}</p>
        </div>
        {result.declaration?.reference ? <DeclarationList declaration={result.declaration} /> : null}
      </PageCard>
    );
  }

  if (result?.ok && result.step === "review" && result.declaration) {
    const declaration = result.declaration;
    return (
      <PageCard heading={t.reviewTitle}>
        <p>{t.reviewText}</p>
        <DeclarationList declaration={declaration} />
        {result.contract ? <ContractFacts contract={result.contract} /> : null}
        <Form method="post" className="flex flex-col gap-3">
          <Honeypot />
          <input type="hidden" name="full_name" value={declaration.full_name} />
          <input type="hidden" name="email" value={declaration.email} />
          <input type="hidden" name="reference" value={declaration.reference} />
          <input type="hidden" name="step" value="confirm" />
          {result.contract?.upcomingSessions ? <SessionsChoiceField contract={result.contract} /> : null}
          <SubmitButton size="lg" className="self-start" busy={busy} busyLabel={t.confirming}>
            {t.confirm}
          </SubmitButton>
        </Form>
        <Form method="post">
          {/* Back to the first step with the values kept (a post of step one without confirming). */}
          <input type="hidden" name="full_name" value={declaration.full_name} />
          <input type="hidden" name="email" value={declaration.email} />
          <input type="hidden" name="reference" value={declaration.reference} />
          <input type="hidden" name="step" value="edit" />
          <button type="submit" className="text-sm font-medium text-accent-strong underline underline-offset-4">
            {t.change}
          </button>
        </Form>
      </PageCard>
    );
  }

  const failed = result && !result.ok ? result : undefined;
  const errors = clientErrors ?? failed?.fieldErrors ?? {};
  const kept = failed?.values ?? result?.declaration ?? prefill ?? undefined;
  return (
    <PageCard heading={t.title}>
      <p>{t.intro}</p>
      {failed?.message && !failed.fieldErrors ? (
        <Notice tone="error" title={failed.message.title}>
          {failed.message.text}
        </Notice>
      ) : null}
      <Form method="post" onSubmit={check} className="flex flex-col gap-4" noValidate>
        <Honeypot />
        <input type="hidden" name="step" value="review" />
        <NameEmailFields
          name={{
            field: "full_name",
            label: t.fields.name,
            placeholder: t.placeholders.name,
            maxLength: MAX_NAME_LENGTH,
          }}
          email={{
            field: "email",
            label: t.fields.email,
            placeholder: t.placeholders.email,
            maxLength: MAX_EMAIL_LENGTH,
            hint: t.hints.email,
          }}
          errors={errors}
          kept={kept}
        />
        <InputField
          label={t.fields.reference}
          error={errors.reference}
          hint={t.hints.reference}
          name="reference"
          maxLength={16}
          autoCapitalize="characters"
          spellCheck={false}
          placeholder={t.placeholders.reference}
          defaultValue={kept?.reference}
        />
        <SubmitButton size="lg" className="self-start" busy={busy} busyLabel={t.checking}>
          {t.next}
        </SubmitButton>
      </Form>
      <p className="text-sm text-muted">{t.alternative(brand.contact.email)}</p>
    </PageCard>
  );
}

/** What the withdrawal means for this contract (decision 0193): the period, what was paid, what comes back. */
function ContractFacts({ contract }: { contract: ContractSummary }) {
  const t = useMessages().contract.withdrawal.contract;
  const withSessions = contract.upcomingSessions > 0;
  return (
    <div className="flex flex-col gap-3">
      <dl className="grid gap-x-4 gap-y-1 rounded-xl border border-line p-4 sm:grid-cols-[auto_1fr]">
        <dt className="font-semibold">{t.booking}</dt>
        <dd>{contract.title}</dd>
        {contract.when ? (
          <>
            <dt className="font-semibold">{t.when}</dt>
            <dd>{contract.when}</dd>
          </>
        ) : null}
        <dt className="font-semibold">{t.endsOn}</dt>
        <dd>{contract.endsOn}</dd>
        <dt className="font-semibold">{t.paid}</dt>
        <dd>{contract.paid}</dd>
        {!withSessions && contract.cancel.keptCents > 0 ? (
          <>
            <dt className="font-semibold">{t.kept}</dt>
            <dd>{contract.cancel.kept}</dd>
          </>
        ) : null}
        {!withSessions && !contract.started ? (
          <>
            <dt className="font-semibold">{t.refund}</dt>
            <dd>{contract.cancel.refund}</dd>
          </>
        ) : null}
      </dl>
      {contract.cancel.keptCents > 0 ? <p className="text-sm text-muted">{t.keptNote}</p> : null}
      {contract.started ? <p>{t.started}</p> : null}
    </div>
  );
}

/** A package withdrawn with sessions still booked: cancel them with it (the default) or keep them. */
function SessionsChoiceField({ contract }: { contract: ContractSummary }) {
  const t = useMessages().contract.withdrawal.contract;
  return (
    <fieldset className="flex flex-col gap-2 rounded-xl border border-line p-4">
      <legend className="px-1 font-semibold">{t.sessionsLegend}</legend>
      <label className="flex items-start gap-2">
        <input type="radio" name="sessions" value="cancel" defaultChecked className="mt-1" />
        <span>{t.sessionsCancel(contract.upcomingSessions, contract.cancel.refund)}</span>
      </label>
      <label className="flex items-start gap-2">
        <input type="radio" name="sessions" value="keep" className="mt-1" />
        <span>{t.sessionsKeep(contract.keep.refund)}</span>
      </label>
    </fieldset>
  );
}

function DeclarationList({ declaration }: { declaration: Declaration }) {
  const t = useMessages().contract.withdrawal.fields;
  return (
    <dl className="grid gap-x-4 gap-y-1 rounded-xl bg-sand p-4 sm:grid-cols-[auto_1fr]">
      <dt className="font-semibold">{t.name}</dt>
      <dd>{declaration.full_name}</dd>
      <dt className="font-semibold">{t.email}</dt>
      <dd className="break-all">{declaration.email}</dd>
      <dt className="font-semibold">{t.reference}</dt>
      <dd className="font-mono tracking-wider">{declaration.reference}</dd>
    </dl>
  );
}
