import type { Locale } from "~/lib/locale";

/**
 * Testimonials on the home page (decision 0166): the published ones travel with the web content
 * (read in the same D1 statement, kept in the same KV value), so the home page costs no extra query.
 */

/** A published testimonial as the content cache keeps it. */
export interface StoredTestimonial {
  quote: string;
  quote_en: string | null;
  attribution: string;
}

/** A testimonial as a page in one language shows it. */
export interface ShownTestimonial {
  quote: string;
  attribution: string;
  /** "de" where the English page shows the German quote (screen readers read it as German). */
  quoteLang: Locale;
}

export function showTestimonial(stored: StoredTestimonial, locale: Locale): ShownTestimonial {
  const english = locale === "en" && Boolean(stored.quote_en?.trim());
  return {
    quote: english ? stored.quote_en! : stored.quote,
    attribution: stored.attribution,
    quoteLang: english ? "en" : "de",
  };
}
