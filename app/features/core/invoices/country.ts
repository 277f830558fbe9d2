/** No country given means Germany; "Deutschland", "Germany" and "DE" do too (the booking form's rule). */
export const isGermany = (country: string | null) =>
  country === null || /^(?:deutschland|germany|de|d|bundesrepublik deutschland)$/i.test(country);

/**
 * ISO 3166-1 codes for the countries people type into the booking form's free "Land" field, in
 * German and English. The e-invoice needs the code (BT-55, BT-40); the printed invoice shows the text.
 */
const COUNTRY_CODES: Record<string, string> = {
  österreich: "AT",
  austria: "AT",
  schweiz: "CH",
  switzerland: "CH",
  liechtenstein: "LI",
  luxemburg: "LU",
  luxembourg: "LU",
  belgien: "BE",
  belgium: "BE",
  niederlande: "NL",
  netherlands: "NL",
  "the netherlands": "NL",
  holland: "NL",
  frankreich: "FR",
  france: "FR",
  italien: "IT",
  italy: "IT",
  spanien: "ES",
  spain: "ES",
  portugal: "PT",
  dänemark: "DK",
  denmark: "DK",
  schweden: "SE",
  sweden: "SE",
  finnland: "FI",
  finland: "FI",
  norwegen: "NO",
  norway: "NO",
  polen: "PL",
  poland: "PL",
  tschechien: "CZ",
  czechia: "CZ",
  "czech republic": "CZ",
  slowakei: "SK",
  slovakia: "SK",
  ungarn: "HU",
  hungary: "HU",
  slowenien: "SI",
  slovenia: "SI",
  kroatien: "HR",
  croatia: "HR",
  irland: "IE",
  ireland: "IE",
  griechenland: "GR",
  greece: "GR",
  "vereinigtes königreich": "GB",
  "united kingdom": "GB",
  großbritannien: "GB",
  uk: "GB",
  england: "GB",
  usa: "US",
  "united states": "US",
};

/**
 * The country code of an invoice address: Germany when no country (or Germany) was given, else the
 * name looked up, else the prefix of the buyer's VAT ID ("EL" is Greece), else null (unknown).
 */
export function countryCode(country: string | null, vatId: string | null): string | null {
  if (isGermany(country)) return "DE";
  const known = COUNTRY_CODES[country!.trim().toLowerCase()];
  if (known) return known;
  if (/^[A-Z]{2}$/i.test(country!.trim())) return country!.trim().toUpperCase();
  const prefix = vatId?.slice(0, 2).toUpperCase();
  if (prefix && /^[A-Z]{2}$/.test(prefix)) return prefix === "EL" ? "GR" : prefix;
  return null;
}
