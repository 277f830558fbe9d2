// Bindings and vars come from wrangler.toml: `npm run types` writes workers/worker-configuration.d.ts,
// and `npm run test:ops` fails when it has drifted (tests/ops/binding-types.test.ts). Secrets and
// optional variables are not in wrangler.toml, so they are declared here, for the app's `Env` and
// for `cloudflare:test`'s alike.
interface OptionalSecrets {
  /** HMAC key for signed links (newsletter, Meine Buchung, waiting list). `wrangler secret put TOKEN_SECRET`. */
  TOKEN_SECRET?: string;
  /** The secret before the last rotation: links it signed are still accepted, new ones never use it. */
  TOKEN_SECRET_PREVIOUS?: string;
  /** Optional multiplier of the public form ceilings (app/lib/public-ceiling.server.ts); only the benchmark sets it. */
  PUBLIC_POST_CEILING_FACTOR?: string;
  /**
   * Unit tests only: "off" keeps a password hash with older scrypt parameters at sign-in instead of
   * storing it again with today's (their test accounts use light ones on purpose, decision 0177).
   */
  PASSWORD_REHASH?: string;
  /**
   * Stripe's secret API key (`sk_test_…` on staging, `sk_live_…` in production). Without it the site
   * offers bank transfer only (decision 0141). `wrangler secret put STRIPE_SECRET_KEY`.
   */
  STRIPE_SECRET_KEY?: string;
  /** The signing secret of the webhook endpoint /webhooks/stripe (`whsec_…`). */
  STRIPE_WEBHOOK_SECRET?: string;
  /** Tests only: where the Stripe client sends its calls (a local stand-in), e.g. `http://127.0.0.1:8950`. */
  STRIPE_API_BASE?: string;
}
// Empty interfaces on purpose: declaration merging adds the secrets to the generated `Env`.
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
interface Env extends OptionalSecrets {}
declare namespace Cloudflare {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface Env extends OptionalSecrets {}
}

/**
 * The release's version of the delivered copy (`DELIVERED_COPY_VERSION` in db/content/index.ts), put
 * in by the build (vite.config.ts `define`, and vitest.config.ts for the unit tests): the content
 * cache's key carries it (decision 0231).
 */
declare const __DELIVERED_COPY_VERSION__: string;
