import { useEffect } from "react";
import {
  Link,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  type ShouldRevalidateFunctionArgs,
  useLocation,
  useMatches,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import { CookieBanner } from "./components/layout/cookie-banner";
import { Toaster } from "./components/ui/toast";
import { readTexts } from "./features/extras/content/content.server";
import { isMindsetStepAction } from "./features/people/mindset/step-action";
import { getCloudflare } from "./lib/context";
import { HYDRATED_EVENT } from "./lib/hydration";
import { externalEmbedsOf } from "./lib/consent";
import { useMessages } from "./lib/i18n";
import { useNonce } from "./lib/nonce";
import { localeFromPath, localizePath } from "./lib/locale";
import { berlinParts } from "./lib/today";
import adminCss from "./admin.css?url";
import appCss from "./app.css?url";
import appCssText from "./app.css?inline";
import { isBackOfficePath } from "./config/pages";

/**
 * The site-wide texts (cookie banner, footer, topic and offer names) in the page's language, and the
 * year in Berlin for the footer's "©" (issue 56: the clock's, not a year written into the code).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { env, nonce } = getCloudflare(context);
  const locale = localeFromPath(new URL(request.url).pathname);
  const year = Number(berlinParts(new Date()).year);
  return {
    nonce,
    locale,
    year,
    // Whether the order forms' facts (§ 312j (2) BGB) offer online payment: onlinePaymentOffered's
    // rule (decision 0141), read here without loading the Stripe library into every page's module.
    onlinePayment: Boolean(env.STRIPE_SECRET_KEY),
    shell: await readTexts(context, env, locale, ["layout", "topics", "offers"]),
  };
}

// The shell's texts depend on the language only: read them again when it changes, or after a save.
// The mindset test's steps (on its page or in the home page's dialog) save nothing.
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
  formMethod,
  formAction,
}: ShouldRevalidateFunctionArgs) {
  if (localeFromPath(currentUrl.pathname) !== localeFromPath(nextUrl.pathname)) return true;
  if (isMindsetStepAction(formAction)) return false;
  return formMethod ? defaultShouldRevalidate : false;
}

export function Layout({ children }: { children: React.ReactNode }) {
  const rootData = useRouteLoaderData<typeof loader>("root");
  const nonce = useNonce();
  // From the path, not the loader: right on the first paint of a client-side language switch too.
  const { pathname } = useLocation();
  const lang = localeFromPath(pathname);
  // The public pages carry only their own classes; the back office gets the full sheet (ADR 0082).
  const backOffice = isBackOfficePath(pathname);
  // The cookie banner only where something optional loads: a page with an external embed the coach
  // switched on (decision 0182). Never in the back office, which loads nothing from outside.
  const matches = useMatches();
  const askConsent = !backOffice && externalEmbedsOf(matches).length > 0;
  return (
    <html lang={lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#faf7f2" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {backOffice ? (
          /* The back office links its sheet (decision 0218): one person comes back to it all day, so the
             browser keeps the hashed file, and the Worker does not carry its 72 KB as a string. */
          <link rel="stylesheet" href={adminCss} precedence="default" />
        ) : (
          /* The public sheet inline (about 10 KB compressed): a visitor's first paint waits for no
             request (Lighthouse, mobile). As a React style resource (href + precedence) the browser
             build renders it empty and adopts the server's element, so the CSS text stays out of the
             JavaScript (the SSR-only branch is dropped from the client bundle). No public page links
             into the back office, so a client-side navigation never needs the other sheet's text. */
          <style href={appCss} precedence="default" nonce={nonce}>
            {import.meta.env.SSR ? appCssText : ""}
          </style>
        )}
        <Meta />
        <Links />
      </head>
      <body className="min-h-dvh">
        {children}
        {rootData && askConsent ? <CookieBanner texts={rootData.shell.layout.cookie} /> : null}
        <Toaster />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  // The root's effects run last on hydration: the start-up script hands over a tap it kept (entry.server.tsx).
  useEffect(() => {
    window.dispatchEvent(new Event(HYDRATED_EVENT));
  }, []);
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (!isRouteErrorResponse(error)) console.error(error);
  const messages = useMessages();
  const { pathname } = useLocation();
  const locale = localeFromPath(pathname);
  if (status === 429) {
    // A post refused by its class's limit (decision 0184): the Worker's sentence says when to try again.
    const t = messages.common.tooMany;
    const said = isRouteErrorResponse(error) && typeof error.data === "string" ? error.data.trim() : "";
    return (
      <main className="mx-auto flex min-h-dvh max-w-xl flex-col items-center justify-center gap-4 px-6 text-center">
        <p className="text-sm tracking-widest text-muted">429</p>
        <h1 className="text-4xl">{t.title}</h1>
        <p role="alert" className="text-muted">
          {said && said.length <= 400 ? said : messages.common.busy}
        </p>
        <div className="flex flex-wrap justify-center gap-6">
          <a className="text-accent underline underline-offset-4" href={pathname.replace(/\.data$/, "")}>
            {t.back}
          </a>
          <Link className="text-accent underline underline-offset-4" to={localizePath("/", locale)}>
            {t.home}
          </Link>
        </div>
      </main>
    );
  }
  return (
    <main className="mx-auto flex min-h-dvh max-w-xl flex-col items-center justify-center gap-4 px-6 text-center">
      <h1 className="text-5xl">{status}</h1>
      <p className="text-muted">
        {status === 404 ? messages.notFound.text : `${messages.common.error.title}. ${messages.common.error.text}`}
      </p>
      <Link className="text-accent underline underline-offset-4" to={localizePath("/", locale)}>
        {messages.notFound.home}
      </Link>
    </main>
  );
}
