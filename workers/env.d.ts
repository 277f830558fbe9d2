// The Worker's bindings, declared once; `cloudflare:test` and the app read the same type.
declare namespace Cloudflare {
  interface Env {
    DB: D1Database;
    KV: KVNamespace;
    MAIL_QUEUE: Queue<import("../app/features/mail/types").MailJob>;
    MAILER: SendEmail;
    MAIL_FROM: string;
    /** The public origin (`brand.siteUrl` in production) every absolute link is built from. */
    SITE_URL: string;
    /** HMAC key for signed links (newsletter opt-in/unsubscribe). Secret: `wrangler secret put TOKEN_SECRET`. */
    TOKEN_SECRET?: string;
    /** The secret before the last rotation: links it signed are still accepted, new ones never use it. */
    TOKEN_SECRET_PREVIOUS?: string;
    /** Optional multiplier of the public form ceilings (app/lib/public-ceiling.server.ts); only the benchmark sets it. */
    PUBLIC_POST_CEILING_FACTOR?: string;
  }
}
type Env = Cloudflare.Env;
