import { certificateOfToken, certificatePdf } from "~/features/products/courses/certificate.server";
import { getCloudflare } from "~/lib/context";
import { getMessages } from "~/lib/i18n";
import { localeFromPath } from "~/lib/locale";
import { logError } from "~/lib/log";
import type { Route } from "./+types/buchung.$token.bescheinigung[.]pdf";

const text = (body: string, status: number) =>
  new Response(body, { status, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });

/** The Teilnahmebescheinigung of a course booking (issue 55): GET only, changes nothing; the signed token names the booking. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const locale = localeFromPath(new URL(request.url).pathname);
  const t = getMessages(locale);
  try {
    const certificate = await certificateOfToken(getCloudflare(context).env, params.token, locale);
    if (!certificate) return text(t.course.pdf.notAvailable, 404);
    return new Response(certificatePdf(certificate), {
      headers: {
        "Content-Type": "application/pdf",
        "Content-Disposition": `attachment; filename="${t.course.pdf.fileName}.pdf"`,
        "Cache-Control": "private, no-store",
      },
    });
  } catch (error) {
    logError("course-certificate-failed", error);
    return text(t.manageBooking.error, 503);
  }
}
