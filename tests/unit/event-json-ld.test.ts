import { describe, expect, it } from "vitest";
import { brand } from "../../app/config/brand";
import { buildIcs } from "../../app/features/products/events/ics";
import { attendanceMode, eventJsonLd, postalAddress, rasterImage } from "../../app/features/products/events/json-ld";
import { eventEndDay } from "../../app/features/products/events/format";
import { localizeEvent } from "../../app/features/products/events/localize";
import { insertEvent } from "./booking-fixtures";

/** The event's data for search engines (schema.org Event): the end's day and a structured address. */

async function shownEvent(overrides: Parameters<typeof insertEvent>[0]) {
  const row = await insertEvent(overrides);
  return Object.assign(localizeEvent({ ...row, seats_left: row.max_attendees }, "de"), { row });
}

describe("event JSON-LD", () => {
  it("an evening past midnight (20:30–00:30) ends on the next day, as in the calendar file", async () => {
    const event = await shownEvent({ event_date: "2099-03-14", start_time: "20:30", end_time: "00:30" });
    const data = eventJsonLd(event, { past: false, locale: "de" });
    expect(data.startDate).toBe("2099-03-14T20:30:00+01:00");
    expect(data.endDate).toBe("2099-03-15T00:30:00+01:00");
    expect(buildIcs(event.row)).toContain("DTEND;TZID=Europe/Berlin:20990315T003000");
    // Across the change to summer time the next day's offset is its own.
    const spring = await shownEvent({ event_date: "2099-03-28", start_time: "22:00", end_time: "01:00" });
    expect(eventJsonLd(spring, { past: false, locale: "de" }).endDate).toBe("2099-03-29T01:00:00+02:00");
    // A day event ends the same day.
    const day = await shownEvent({ event_date: "2099-06-12", start_time: "10:00", end_time: "14:00" });
    expect(eventJsonLd(day, { past: false, locale: "de" }).endDate).toBe("2099-06-12T14:00:00+02:00");
    expect(eventEndDay("2099-12-31", "23:00", "01:30")).toBe("2100-01-01");
    expect(eventEndDay("2099-06-12", "abends", "spät")).toBe("2099-06-12");
  });

  it("the venue is a Place with a structured PostalAddress", async () => {
    const studio = await shownEvent({ location: `Klarsinn Studio, ${brand.address.street}, ${brand.address.city}` });
    expect(eventJsonLd(studio, { past: false, locale: "de" }).location).toEqual({
      "@type": "Place",
      name: "Klarsinn Studio",
      address: {
        "@type": "PostalAddress",
        streetAddress: brand.address.street,
        postalCode: brand.address.postalCode,
        addressLocality: brand.address.city,
        addressCountry: "DE",
      },
    });
    expect(postalAddress("Seminarhaus am Englischen Garten, München")).toEqual({
      "@type": "PostalAddress",
      addressLocality: "München",
    });
    expect(postalAddress("Tagungshotel, Hagenmarkt 7, 38100 Braunschweig")).toEqual({
      "@type": "PostalAddress",
      streetAddress: "Hagenmarkt 7",
      postalCode: "38100",
      addressLocality: "Braunschweig",
    });
    expect(postalAddress("Braunschweig")).toEqual({ "@type": "PostalAddress", addressLocality: "Braunschweig" });
  });

  it("the attendance mode follows the venue: online only, a place with a stream is mixed, else in person", async () => {
    expect(attendanceMode("Online (Zoom)")).toBe("online");
    expect(attendanceMode("Online & Hybrid (Livestream aus München)")).toBe("mixed");
    expect(attendanceMode("Business Center, New York (Livestream)")).toBe("mixed");
    expect(attendanceMode("Klarsinn Studio, Wilhelmitorwall 12, Braunschweig")).toBe("offline");
    expect(attendanceMode("Seminarhaus am Englischen Garten, München")).toBe("offline");

    const stream = await shownEvent({ location: "Business Center, New York (Livestream)" });
    const data = eventJsonLd(stream, { past: false, locale: "de" });
    expect(data.eventAttendanceMode).toBe("https://schema.org/MixedEventAttendanceMode");
    // Both ways in: the place with its address and the stream behind the event's page.
    expect(data.location).toEqual([
      {
        "@type": "Place",
        name: "Business Center",
        address: { "@type": "PostalAddress", addressLocality: "New York (Livestream)" },
      },
      { "@type": "VirtualLocation", name: "Business Center, New York (Livestream)", url: data.url },
    ]);
    const zoom = eventJsonLd(await shownEvent({ location: "Online (Zoom)" }), { past: false, locale: "de" });
    expect(zoom.eventAttendanceMode).toBe("https://schema.org/OnlineEventAttendanceMode");
    expect((zoom.location as { "@type": string })["@type"]).toBe("VirtualLocation");
  });

  it("the offer says since when it is valid, and the image is a raster file, never SVG", async () => {
    const event = await shownEvent({ image_url: "/images/events/mindset.svg" });
    const data = eventJsonLd(event, { past: false, locale: "de" });
    const offers = data.offers as Record<string, string>;
    expect(offers.validFrom).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
    expect(offers.validFrom).toBe(new Date(event.row.created_at).toISOString().replace(/\.\d{3}Z$/, "Z"));
    expect(data.image).toEqual([`${brand.siteUrl}/images/events/mindset.webp`]);
    // No image of her own: the drawn fallback's raster twin; her uploaded photo as it is.
    const plain = eventJsonLd(await shownEvent({ image_url: null }), { past: false, locale: "de" });
    expect(plain.image).toEqual([`${brand.siteUrl}/images/events/fallback.webp`]);
    expect(rasterImage("/bilder/2026/abc.jpg")).toBe("/bilder/2026/abc.jpg");
    expect(rasterImage("https://example.org/logo.svg")).toBe("/images/events/fallback.webp");
    expect(JSON.stringify(plain)).not.toContain(".svg");
  });
});
