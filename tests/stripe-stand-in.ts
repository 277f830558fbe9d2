/**
 * A local stand-in for Stripe's API, for tests without the network (decision 0141). It answers the
 * two calls the Worker makes as Stripe's API reference documents them (form-encoded requests, JSON
 * objects back) and records what it received:
 *
 * - POST /v1/checkout/sessions → a Checkout Session (`object: "checkout.session"`) whose `url` is a
 *   page of this server;
 * - POST /v1/refunds → a Refund (`object: "refund"`), and Stripe's charge.refunded event to the app.
 *
 * Its "Checkout page" (GET /pay/<id>) has one button; pressing it "pays": the stand-in sends the
 * app a checkout.session.completed event signed with the endpoint's secret by the stripe library's
 * own helper, then redirects the browser to the session's success_url, as Stripe does.
 */
import { createServer, type IncomingMessage, type Server } from "node:http";
import Stripe from "stripe";

export interface ReceivedCall {
  method: string;
  path: string;
  /** The form fields as sent (`line_items[0][price_data][unit_amount]` …). */
  params: Record<string, string>;
  authorization: string | undefined;
  idempotencyKey: string | undefined;
}

interface StandInSession {
  id: string;
  params: Record<string, string>;
  paymentIntent: string;
  paid: boolean;
}

export interface StripeStandIn {
  url: string;
  received: ReceivedCall[];
  webhooksSent: { type: string; status: number }[];
  close: () => Promise<void>;
}

const readBody = (request: IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    let body = "";
    request.setEncoding("utf8");
    request.on("data", (chunk: string) => (body += chunk));
    request.on("end", () => resolve(body));
    request.on("error", reject);
  });

const stripe = new Stripe("sk_test_stand_in");

export async function startStripeStandIn(options: {
  port: number;
  /** The app's webhook endpoint, e.g. http://127.0.0.1:8916/webhooks/stripe. */
  webhookUrl: string;
  webhookSecret: string;
}): Promise<StripeStandIn> {
  const received: ReceivedCall[] = [];
  const webhooksSent: { type: string; status: number }[] = [];
  const sessions = new Map<string, StandInSession>();
  const refundedByIntent = new Map<string, number>();
  const base = `http://127.0.0.1:${options.port}`;
  let counter = 0;
  const nextId = (prefix: string) => `${prefix}_test_${Date.now().toString(36)}${(++counter).toString(36)}`;

  async function sendEvent(type: string, object: Record<string, unknown>): Promise<void> {
    const payload = JSON.stringify({
      id: nextId("evt"),
      object: "event",
      api_version: "2025-01-01",
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
      data: { object },
    });
    const signature = await stripe.webhooks.generateTestHeaderStringAsync({ payload, secret: options.webhookSecret });
    const response = await fetch(options.webhookUrl, {
      method: "POST",
      headers: { "Content-Type": "application/json; charset=utf-8", "Stripe-Signature": signature },
      body: payload,
    });
    webhooksSent.push({ type, status: response.status });
  }

  const sessionObject = (session: StandInSession) => {
    const p = session.params;
    const metadata = Object.fromEntries(
      Object.entries(p)
        .filter(([key]) => key.startsWith("metadata["))
        .map(([key, value]) => [key.slice("metadata[".length, -1), value]),
    );
    const amount = Number(p["line_items[0][price_data][unit_amount]"]) * Number(p["line_items[0][quantity]"] ?? 1);
    return {
      id: session.id,
      object: "checkout.session",
      mode: p.mode,
      status: session.paid ? "complete" : "open",
      payment_status: session.paid ? "paid" : "unpaid",
      amount_total: amount,
      currency: p["line_items[0][price_data][currency]"],
      client_reference_id: p.client_reference_id ?? null,
      customer_email: p.customer_email ?? null,
      metadata,
      expires_at: Number(p.expires_at),
      success_url: p.success_url,
      cancel_url: p.cancel_url,
      payment_intent: session.paid ? session.paymentIntent : null,
      url: session.paid ? null : `${base}/pay/${session.id}`,
    };
  };

  const server: Server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? "/", base);
      const body = await readBody(request);
      const params = Object.fromEntries(new URLSearchParams(body));
      const json = (status: number, value: unknown) => {
        response.writeHead(status, { "Content-Type": "application/json" });
        response.end(JSON.stringify(value));
      };
      if (url.pathname.startsWith("/v1/")) {
        received.push({
          method: request.method ?? "",
          path: url.pathname,
          params,
          authorization: request.headers.authorization,
          idempotencyKey: request.headers["idempotency-key"] as string | undefined,
        });
        if (!request.headers.authorization?.startsWith("Bearer sk_test_")) {
          return json(401, { error: { type: "invalid_request_error", message: "Invalid API Key provided" } });
        }
      }
      if (request.method === "POST" && url.pathname === "/v1/checkout/sessions") {
        const expiresAt = Number(params.expires_at);
        const now = Date.now() / 1000;
        // Stripe's documented range: 30 minutes to 24 hours after creation.
        if (!(expiresAt >= now + 30 * 60 - 5 && expiresAt <= now + 24 * 60 * 60)) {
          return json(400, {
            error: { type: "invalid_request_error", param: "expires_at", message: "Invalid expires_at" },
          });
        }
        const session: StandInSession = { id: nextId("cs"), params, paymentIntent: nextId("pi"), paid: false };
        sessions.set(session.id, session);
        return json(200, sessionObject(session));
      }
      if (request.method === "POST" && url.pathname === "/v1/refunds") {
        const intent = params.payment_intent ?? "";
        const charged = [...sessions.values()].find((s) => s.paymentIntent === intent && s.paid);
        if (!charged) {
          return json(400, {
            error: { type: "invalid_request_error", param: "payment_intent", message: "No such payment_intent" },
          });
        }
        const total = sessionObject(charged).amount_total;
        const amount = params.amount ? Number(params.amount) : total;
        const refunded = (refundedByIntent.get(intent) ?? 0) + amount;
        if (refunded > total) {
          return json(400, {
            error: { type: "invalid_request_error", code: "charge_already_refunded", message: "Too much" },
          });
        }
        refundedByIntent.set(intent, refunded);
        const refund = {
          id: nextId("re"),
          object: "refund",
          amount,
          currency: sessionObject(charged).currency,
          payment_intent: intent,
          status: "succeeded",
        };
        json(200, refund);
        // As Stripe does after a refund: charge.refunded with the running total refunded.
        await sendEvent("charge.refunded", {
          id: `ch_${intent.slice(3)}`,
          object: "charge",
          amount: total,
          amount_refunded: refunded,
          currency: refund.currency,
          refunded: refunded === total,
          payment_intent: intent,
        });
        return;
      }
      const pay = /^\/pay\/([\w]+)$/.exec(url.pathname);
      const session = pay ? sessions.get(pay[1]!) : undefined;
      if (pay && session && request.method === "GET") {
        const amount = (sessionObject(session).amount_total / 100).toFixed(2);
        response.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
        response.end(
          `<!doctype html><html lang="en"><title>Stripe stand-in checkout</title><main><h1>Stand-in checkout</h1>` +
            `<p>Amount: ${amount}</p><form method="post"><button type="submit">Pay</button></form></main></html>`,
        );
        return;
      }
      if (pay && session && request.method === "POST") {
        session.paid = true;
        await sendEvent("checkout.session.completed", sessionObject(session));
        response.writeHead(303, { Location: session.params.success_url ?? "/" });
        response.end();
        return;
      }
      json(404, {
        error: {
          type: "invalid_request_error",
          message: `Unrecognized request URL (${request.method}: ${url.pathname})`,
        },
      });
    })().catch((error: unknown) => {
      response.writeHead(500);
      response.end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port, "127.0.0.1", resolve));
  return {
    url: base,
    received,
    webhooksSent,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
