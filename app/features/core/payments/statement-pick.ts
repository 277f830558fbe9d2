/**
 * The value of a ticked statement proposal (decision 0162), read by the confirmation
 * (statement.server.ts `ConfirmMatchesSchema`) and written by the page, so free of server imports:
 * "id|cents|day|line", a voucher order's id prefixed "gutschein:".
 */
export const VOUCHER_PICK = "gutschein:";

export const selectionValue = (proposal: {
  kind: "booking" | "voucher";
  id: string;
  amountCents: number;
  bookedOn: string;
  line: number;
}) =>
  `${proposal.kind === "voucher" ? VOUCHER_PICK : ""}${proposal.id}|${proposal.amountCents}|${proposal.bookedOn}|${proposal.line}`;
