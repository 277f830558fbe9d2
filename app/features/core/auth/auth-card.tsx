import { brand } from "~/config/brand";

/** The centred card of the back office's signed-out pages (sign-in, forgotten password, new password). */
export function AuthCard({
  title,
  hint,
  footer,
  children,
}: {
  title: string;
  hint?: string;
  footer?: string;
  children: React.ReactNode;
}) {
  return (
    <main className="flex min-h-dvh items-center justify-center bg-sand px-4 py-12">
      <div className="w-full max-w-md rounded-2xl border border-line bg-white shadow-lg">
        <div className="flex flex-col gap-2 border-b border-line px-6 pt-8 pb-6 text-center">
          <a href="/" className="font-serif text-xl font-semibold text-accent">
            {brand.name}
          </a>
          <h1 className="text-3xl">{title}</h1>
          {hint ? <p className="text-muted">{hint}</p> : null}
        </div>
        <div className="flex flex-col gap-5 px-6 py-6">{children}</div>
        {footer ? <p className="border-t border-line px-6 py-4 text-center text-sm text-muted">{footer}</p> : null}
      </div>
    </main>
  );
}
