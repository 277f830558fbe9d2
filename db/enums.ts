/** Value lists of the data model, free of drizzle so browser code can import them cheaply. */
export const EVENT_CATEGORIES = ["Workshop", "Seminar", "Vortrag", "Konferenz", "Webinar"] as const;
export const CURRENCIES = ["EUR", "USD", "CHF"] as const;
export const BOOKING_STATUSES = ["pending", "confirmed", "cancelled"] as const;
export const SUBSCRIPTION_STATUSES = ["pending", "confirmed"] as const;
export const MAIL_STATUSES = ["queued", "sent", "failed"] as const;
