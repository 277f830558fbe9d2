/**
 * The invoice-PDF Worker's entry (workers/invoice-pdf/wrangler.toml, decision 0232). Only the site
 * Worker reaches it, through its INVOICE_PDF service binding (RPC); it has no route, and a request
 * that finds it anyway gets 404. The input is checked all the same: a malformed one is refused with
 * the fields named (never their values), never half drawn.
 */
import { WorkerEntrypoint } from "cloudflare:workers";
import * as v from "valibot";
import { facturXPdf } from "./factur-x.ts";

const text = v.pipe(v.string(), v.maxLength(2_000));
const coordinate = v.pipe(v.number(), v.minValue(-1_000), v.maxValue(2_000));
const inputSchema = v.object({
  title: v.pipe(text, v.minLength(1), v.maxLength(200)),
  author: v.pipe(text, v.minLength(1), v.maxLength(200)),
  producer: v.pipe(text, v.minLength(1), v.maxLength(200)),
  created: v.pipe(v.string(), v.isoTimestamp()),
  pages: v.pipe(
    v.array(
      v.object({
        texts: v.array(
          v.object({
            x: coordinate,
            y: coordinate,
            text,
            size: v.pipe(v.number(), v.minValue(1), v.maxValue(72)),
            bold: v.optional(v.boolean()),
            align: v.optional(v.picklist(["left", "right"])),
            grey: v.optional(v.pipe(v.number(), v.minValue(0), v.maxValue(1))),
          }),
        ),
        rules: v.optional(
          v.array(
            v.object({
              x1: coordinate,
              y1: coordinate,
              x2: coordinate,
              y2: coordinate,
              width: v.optional(v.pipe(v.number(), v.minValue(0), v.maxValue(10))),
            }),
          ),
        ),
      }),
    ),
    v.minLength(1),
    v.maxLength(50),
  ),
  xml: v.pipe(v.string(), v.minLength(1), v.maxLength(1_000_000)),
});

export type FacturXRequest = v.InferInput<typeof inputSchema>;

export default class InvoicePdf extends WorkerEntrypoint {
  override async fetch(): Promise<Response> {
    return new Response("Not found", { status: 404 });
  }

  /** The ZUGFeRD / Factur-X PDF/A-3 of an invoice; throws on an input that is not one. */
  async facturX(input: FacturXRequest): Promise<Uint8Array> {
    const parsed = v.safeParse(inputSchema, input);
    if (!parsed.success) {
      // Where, not what: the texts are an invoice's, with names and addresses in them.
      const at = [...new Set(parsed.issues.map((issue) => v.getDotPath(issue) ?? "input"))].join(", ");
      throw new Error(`invoice-pdf: input refused at ${at}`);
    }
    return facturXPdf(parsed.output);
  }
}
