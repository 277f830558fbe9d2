import { CURRENCIES, EVENT_CATEGORIES } from "~db/enums";
import { MAX_PASSWORD_LENGTH, MIN_NEW_PASSWORD_LENGTH } from "~/features/core/auth/password-policy";
import { adminMessages } from "~/lib/messages.admin";
import { eventSeat } from "~/features/core/booking/products/event-seat";
import { startsConfirmingByItself } from "~/features/core/booking/products/product";
import { schemaFromFields, type FieldDef } from "./fields";

const a = adminMessages;

/** Longest web-content text: the privacy policy is about 12,000 characters today. */
export const WEB_CONTENT_MAX_LENGTH = 30_000;

/** Bounds of an event far beyond anything real, so a typo (an extra zero or three) cannot go live. */
export const MAX_EVENT_CAPACITY = 5_000;
export const MAX_EVENT_PRICE = 10_000;
/** Start and end as the public pages, the calendar file and the "has it started?" check read them. */
const TIME_OF_DAY = /^([01]\d|2[0-3]):[0-5]\d$/;

/** The admin forms: one list of field definitions each draws the dialog and derives the schema. */
export const profileFields = [
  { name: "email", label: a.profiles.fields.email, type: "email", required: a.profiles.required.email, maxLength: 254 },
  { name: "first_name", label: a.profiles.fields.firstName, type: "text", maxLength: 100 },
  { name: "last_name", label: a.profiles.fields.lastName, type: "text", maxLength: 100 },
  {
    name: "password",
    label: a.profiles.fields.password,
    type: "password",
    hint: a.profiles.fields.passwordHint,
    minLength: MIN_NEW_PASSWORD_LENGTH,
    maxLength: MAX_PASSWORD_LENGTH,
  },
  { name: "is_admin", label: a.profiles.fields.isAdmin, type: "checkbox" },
  {
    name: "current_password",
    label: a.profiles.fields.currentPassword,
    type: "password",
    hint: a.profiles.fields.currentPasswordHint,
    currentPassword: true,
    maxLength: MAX_PASSWORD_LENGTH,
    wide: true,
  },
] as const satisfies readonly FieldDef[];

export const eventFields = [
  {
    name: "title",
    label: a.events.fields.title,
    type: "text",
    required: a.events.required.title,
    maxLength: 200,
    wide: true,
  },
  {
    name: "description",
    label: a.events.fields.description,
    type: "textarea",
    required: a.events.required.description,
    maxLength: 5000,
    wide: true,
  },
  {
    name: "title_en",
    label: a.events.fields.titleEn,
    type: "text",
    hint: a.events.fields.englishHint,
    maxLength: 200,
    wide: true,
  },
  {
    name: "description_en",
    label: a.events.fields.descriptionEn,
    type: "textarea",
    hint: a.events.fields.englishHint,
    maxLength: 5000,
    wide: true,
  },
  {
    name: "category",
    label: a.events.fields.category,
    type: "select",
    options: EVENT_CATEGORIES,
    required: a.events.required.category,
  },
  { name: "event_date", label: a.events.fields.date, type: "date", required: a.events.required.date },
  {
    name: "start_time",
    label: a.events.fields.startTime,
    type: "text",
    required: a.events.required.startTime,
    placeholder: "10:00",
    maxLength: 20,
    pattern: { regex: TIME_OF_DAY, message: a.form.invalidTime },
  },
  {
    name: "end_time",
    label: a.events.fields.endTime,
    type: "text",
    required: a.events.required.endTime,
    placeholder: "16:00",
    maxLength: 20,
    pattern: { regex: TIME_OF_DAY, message: a.form.invalidTime },
  },
  {
    name: "location",
    label: a.events.fields.location,
    type: "text",
    required: a.events.required.location,
    maxLength: 200,
  },
  {
    name: "image_url",
    label: a.events.fields.imageUrl,
    hint: a.events.fields.imageHint,
    type: "text",
    placeholder: "https://...",
    maxLength: 500,
    // Only web addresses or site paths, never javascript: or data: URLs.
    pattern: { regex: /^(https:\/\/|\/(?!\/))\S+$/, message: a.events.invalidImageUrl },
  },
  {
    name: "max_attendees",
    label: a.events.fields.maxAttendees,
    type: "number",
    required: a.events.required.maxAttendees,
    min: 1,
    max: MAX_EVENT_CAPACITY,
    integer: true,
  },
  {
    name: "price",
    label: a.events.fields.price,
    type: "number",
    required: a.events.required.price,
    min: 0,
    max: MAX_EVENT_PRICE,
    decimals: 2,
  },
  {
    name: "currency",
    label: a.events.fields.currency,
    type: "select",
    options: CURRENCIES,
    required: a.events.required.currency,
  },
  // Decision 0160: most bookings need no click of hers; a new event starts with the box ticked, as
  // the event seat's descriptor declares.
  {
    name: "auto_confirm",
    label: a.events.fields.autoConfirm,
    hint: a.events.fields.autoConfirmHint,
    type: "checkbox",
    checkedWhenNew: startsConfirmingByItself(eventSeat),
    wide: true,
  },
] as const satisfies readonly FieldDef[];

export const webContentFields = [
  { name: "page", label: a.webContent.fields.page, type: "text", required: a.webContent.required.page, maxLength: 100 },
  {
    name: "section",
    label: a.webContent.fields.section,
    type: "text",
    required: a.webContent.required.section,
    maxLength: 100,
  },
  {
    name: "content_key",
    label: a.webContent.fields.key,
    type: "text",
    required: a.webContent.required.key,
    maxLength: 100,
    // A full row of its own, so German and English start side by side below it.
    wide: true,
  },
  // German and English side by side (wide: false), long enough for the legal pages.
  {
    name: "content_de",
    label: a.webContent.fields.de,
    type: "textarea",
    required: a.webContent.required.de,
    maxLength: WEB_CONTENT_MAX_LENGTH,
    hint: a.webContent.formatHelp,
    wide: false,
    rows: 12,
  },
  {
    name: "content_en",
    label: a.webContent.fields.en,
    type: "textarea",
    required: a.webContent.required.en,
    maxLength: WEB_CONTENT_MAX_LENGTH,
    wide: false,
    rows: 12,
  },
] as const satisfies readonly FieldDef[];

/** A post's address after /blog/: lowercase words joined by single hyphens (decision 0161). */
export const BLOG_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const blogPostFields = [
  { name: "title", label: a.blog.fields.title, type: "text", required: a.blog.required.title, maxLength: 160 },
  {
    name: "slug",
    label: a.blog.fields.slug,
    type: "text",
    required: a.blog.required.slug,
    maxLength: 80,
    hint: a.blog.fields.slugHint,
    pattern: { regex: BLOG_SLUG, message: a.blog.invalidSlug },
  },
  {
    name: "summary",
    label: a.blog.fields.summary,
    type: "textarea",
    required: a.blog.required.summary,
    maxLength: 400,
    hint: a.blog.fields.summaryHint,
    rows: 3,
  },
  {
    name: "body",
    label: a.blog.fields.body,
    type: "textarea",
    required: a.blog.required.body,
    maxLength: WEB_CONTENT_MAX_LENGTH,
    hint: a.webContent.formatHelp,
    rows: 14,
  },
  { name: "title_en", label: a.blog.fields.titleEn, type: "text", maxLength: 160, hint: a.blog.fields.englishHint },
  { name: "summary_en", label: a.blog.fields.summaryEn, type: "textarea", maxLength: 400, rows: 3 },
  { name: "body_en", label: a.blog.fields.bodyEn, type: "textarea", maxLength: WEB_CONTENT_MAX_LENGTH, rows: 14 },
  {
    name: "published_on",
    label: a.blog.fields.publishedOn,
    type: "date",
    hint: a.blog.fields.publishedOnHint,
  },
  { name: "published", label: a.blog.fields.published, type: "checkbox", hint: a.blog.fields.publishedHint },
] as const satisfies readonly FieldDef[];

/** Longest testimonial: a few sentences fit; a whole letter does not belong on the home page. */
export const TESTIMONIAL_MAX_LENGTH = 600;

export const testimonialFields = [
  {
    name: "quote",
    label: a.testimonials.fields.quote,
    type: "textarea",
    required: a.testimonials.required.quote,
    maxLength: TESTIMONIAL_MAX_LENGTH,
    hint: a.testimonials.fields.quoteHint,
    rows: 5,
  },
  {
    name: "quote_en",
    label: a.testimonials.fields.quoteEn,
    type: "textarea",
    maxLength: TESTIMONIAL_MAX_LENGTH,
    hint: a.testimonials.fields.quoteEnHint,
    rows: 5,
  },
  {
    name: "attribution",
    label: a.testimonials.fields.attribution,
    type: "text",
    required: a.testimonials.required.attribution,
    maxLength: 80,
    hint: a.testimonials.fields.attributionHint,
  },
  {
    name: "position",
    label: a.testimonials.fields.position,
    type: "number",
    required: a.testimonials.required.position,
    min: 0,
    max: 999,
    integer: true,
    hint: a.testimonials.fields.positionHint,
  },
  // The consent, both halves required: no testimonial without a record that she may show it.
  {
    name: "consent_on",
    label: a.testimonials.fields.consentOn,
    type: "date",
    required: a.testimonials.required.consentOn,
  },
  {
    name: "consent_how",
    label: a.testimonials.fields.consentHow,
    type: "text",
    required: a.testimonials.required.consentHow,
    maxLength: 120,
    hint: a.testimonials.fields.consentHowHint,
  },
  {
    name: "published",
    label: a.testimonials.fields.published,
    type: "checkbox",
    hint: a.testimonials.fields.publishedHint,
    wide: true,
  },
] as const satisfies readonly FieldDef[];

export const ProfileSchema = schemaFromFields(profileFields);
export const TestimonialSchema = schemaFromFields(testimonialFields);
export const BlogPostSchema = schemaFromFields(blogPostFields);
export const EventSchema = schemaFromFields(eventFields);
/** ?seite=<page> groups the web-content list by page; each page's rows come sorted by section and key. */
export const PAGE_PARAM = "seite";

export const WebContentSchema = schemaFromFields(webContentFields);
