import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import { CookieBanner } from "./components/layout/cookie-banner";
import { Toaster } from "./components/ui/toast";
import { getCloudflare } from "./lib/context";
import { messages } from "./lib/messages";
import appCss from "./app.css?url";

export function loader({ context }: Route.LoaderArgs) {
  return { nonce: getCloudflare(context).nonce };
}

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useRouteLoaderData<typeof loader>("root")?.nonce;
  return (
    <html lang="de">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#faf7f2" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {/* A precedence makes React place the stylesheet before the hoisted module preloads, so the
            first paint does not wait behind ~20 scripts on a slow connection (Lighthouse, mobile). */}
        <link rel="stylesheet" href={appCss} precedence="default" />
        <Meta />
        <Links />
      </head>
      <body className="min-h-dvh">
        {children}
        <CookieBanner />
        <Toaster />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (!isRouteErrorResponse(error)) console.error(error);
  return (
    <main className="mx-auto flex min-h-dvh max-w-xl flex-col items-center justify-center gap-4 px-6 text-center">
      <h1 className="text-5xl">{status}</h1>
      <p className="text-muted">
        {status === 404 ? messages.notFound.text : `${messages.common.error.title}. ${messages.common.error.text}`}
      </p>
      <a className="text-accent underline underline-offset-4" href="/">
        {messages.notFound.home}
      </a>
    </main>
  );
}
