import * as v from "valibot";
import { data, Form, useNavigation } from "react-router";
import { SubmitButton } from "~/components/ui/button";
import { Notice } from "~/components/ui/notice";
import { adminHeaders, runStepAction } from "~/features/compositions/admin/crud.server";
import { formatDate } from "~/features/compositions/admin/format";
import { formatPrice } from "~/lib/money";
import { audit } from "~/features/core/auth/audit.server";
import { requireAdmin } from "~/features/core/auth/session.server";
import {
  ConfirmMatchesSchema,
  confirmMatches,
  proposeFromUpload,
  type MatchProposal,
} from "~/features/core/payments/statement.server";
import { selectionValue } from "~/features/core/payments/statement-pick";
import { messages } from "~/lib/messages";
import type { Route } from "./+types/zahlungsabgleich";

const t = messages.payment.admin.statement;

export function loader({ context }: Route.LoaderArgs) {
  requireAdmin(context);
  return data({}, { headers: adminHeaders });
}

type Answer =
  | { step: "proposals"; credits: number; proposals: MatchProposal[] }
  | { step: "done"; text: string }
  | { step: "error"; text: string };

/**
 * Two steps, both plain form posts: "upload" reads the statement and answers with proposals
 * (nothing is stored or recorded); "confirm" records the ticked ones as transfers.
 */
export async function action(args: Route.ActionArgs) {
  return runStepAction<Answer, "upload" | "confirm">(args, t.errors.invalid, {
    upload: async ({ form, env }) => {
      const result = await proposeFromUpload(env, form.get("statement"));
      if (!result.ok && result.reason === "impossible_date")
        return { answer: { step: "error", text: t.errors.impossibleDate(result.line, result.value) }, status: 400 };
      if (!result.ok)
        return {
          answer: { step: "error", text: t.errors[result.reason] },
          status: result.reason === "too_large" ? 413 : 400,
        };
      return { answer: { step: "proposals", credits: result.credits, proposals: result.proposals } };
    },
    confirm: async ({ form, env, user }) => {
      const picked = v.safeParse(ConfirmMatchesSchema, form.getAll("match"));
      if (!picked.success) {
        const text = form.getAll("match").length ? t.errors.invalid : t.errors.nonePicked;
        return { answer: { step: "error", text }, status: 400 };
      }
      const outcome = await confirmMatches(env, picked.output);
      await audit(env, {
        actorId: user.id,
        action: "zahlungsabgleich confirm",
        targetTable: "payments",
        outcome: outcome.recorded ? "ok" : "failed",
      });
      const text = t.done(outcome.recorded, outcome.duplicates, outcome.refused);
      // Nothing recorded because every line was refused: a conflict the coach should look at.
      if (!outcome.recorded && outcome.refused) return { answer: { step: "error", text }, status: 409 };
      return { answer: { step: "done", text } };
    },
  });
}

function Proposals({ credits, proposals, busy }: { credits: number; proposals: MatchProposal[]; busy: boolean }) {
  const c = t.columns;
  // What the coach decides on comes first, so a phone shows it without scrolling; [label, right-aligned].
  const head: [string, boolean][] = [
    [c.pick, false],
    [c.amount, true],
    [c.booking, false],
    [c.open, true],
    [c.payer, false],
    [c.purpose, false],
    [c.day, false],
  ];
  return (
    <section aria-labelledby="vorschlaege" className="flex flex-col gap-4">
      <h2 id="vorschlaege" className="text-2xl">
        {t.proposalsTitle}
      </h2>
      <p role="status">{t.read(credits, proposals.length)}</p>
      {proposals.length === 0 ? (
        <p className="text-muted">{t.none}</p>
      ) : (
        <Form method="post" className="flex flex-col gap-4">
          <input type="hidden" name="intent" value="confirm" />
          <div className="overflow-x-auto rounded-2xl border border-line bg-white">
            <table className="w-full text-left text-sm">
              <thead className="bg-paper text-xs text-muted uppercase">
                <tr>
                  {head.map(([label, right]) => (
                    <th key={label} scope="col" className={`px-3 py-2 ${right ? "text-right" : ""}`}>
                      {label}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {proposals.map((p) => {
                  const amount = formatPrice(p.amountCents, p.currency);
                  const voucher = p.kind === "voucher";
                  return (
                    <tr key={`${p.line}-${p.id}`} className="border-t border-line align-top">
                      <td className="px-3 py-2">
                        {/* A voucher has no part payment: one whose amount differs is shown, not offered. */}
                        <input
                          type="checkbox"
                          name="match"
                          value={selectionValue(p)}
                          defaultChecked={p.exact}
                          disabled={voucher && !p.exact}
                          aria-label={
                            voucher ? t.pickVoucherLabel(p.reference, amount) : t.pickLabel(p.reference, amount)
                          }
                          className="size-5 accent-accent"
                        />
                      </td>
                      <td className="px-3 py-2 text-right font-semibold whitespace-nowrap">{amount}</td>
                      <td className="px-3 py-2">
                        <span className="font-mono">{voucher ? t.voucher(p.reference) : p.reference}</span>
                        <span className="block text-xs text-muted">{p.fullName}</span>
                      </td>
                      <td className="px-3 py-2 text-right whitespace-nowrap">
                        {formatPrice(p.openCents, p.currency)}
                        <span className={`block text-xs ${p.exact ? "text-success" : "text-warning"}`}>
                          {p.exact ? t.exact : voucher ? t.voucherDiffers : t.differs}
                        </span>
                      </td>
                      <td className="px-3 py-2">{p.payer}</td>
                      <td className="max-w-64 min-w-40 px-3 py-2 break-words">{p.purpose}</td>
                      <td className="px-3 py-2 whitespace-nowrap">{formatDate(p.bookedOn)}</td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
          <SubmitButton className="self-start" busy={busy} busyLabel={t.confirming}>
            {t.confirm}
          </SubmitButton>
        </Form>
      )}
    </section>
  );
}

export default function StatementPage({ actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  return (
    <section aria-labelledby="zahlungsabgleich" className="flex max-w-5xl flex-col gap-6">
      <h1 id="zahlungsabgleich" className="text-3xl sm:text-4xl">
        {t.title}
      </h1>
      <p className="max-w-3xl text-muted">{t.intro}</p>
      {actionData?.step === "error" ? (
        <Notice tone="error" title={t.errorTitle}>
          {actionData.text}
        </Notice>
      ) : null}
      {actionData?.step === "done" ? (
        <Notice tone="success" title={t.doneTitle}>
          {actionData.text}
        </Notice>
      ) : null}
      <Form
        method="post"
        encType="multipart/form-data"
        className="flex flex-col gap-4 rounded-2xl border border-line bg-white p-6 sm:flex-row sm:items-end"
      >
        <input type="hidden" name="intent" value="upload" />
        <label className="flex flex-1 flex-col gap-2 font-medium">
          {t.file}
          <input
            type="file"
            name="statement"
            accept=".csv,text/csv"
            required
            className="rounded-lg border border-line p-2 text-sm font-normal file:mr-3 file:rounded-full file:border-0 file:bg-accent-soft file:px-4 file:py-1.5 file:text-accent-strong"
          />
        </label>
        <SubmitButton busy={busy} busyLabel={t.uploading}>
          {t.upload}
        </SubmitButton>
      </Form>
      {actionData?.step === "proposals" ? (
        <Proposals credits={actionData.credits} proposals={actionData.proposals} busy={busy} />
      ) : null}
    </section>
  );
}
