import type { SQL } from "drizzle-orm";
import type { BookingMailInput } from "./mail";
import type { StatusChange } from "./status-mail.server";
import type { schema } from "~/lib/db.server";

/*
 * What a booking transition decides (decision 0196): the shapes only. The transitions build them
 * (transitions.server.ts), the kernel commits them (kernel.server.ts) and hands each e-mail order and
 * follow-up to the one small handler of its kind (effects.server.ts).
 */

export type BookingRecord = typeof schema.bookings.$inferSelect;
export type EventRecord = typeof schema.events.$inferSelect;
export type BookingRow = { booking: BookingRecord; event: EventRecord };

/** An e-mail a plan sends, written in the commit's batch and only if `when` holds after its writes. */
export type MailOrder =
  /** The coach hears of a booking whose address was confirmed. */
  | { kind: "coach-notification"; row: BookingRow; autoConfirm: boolean; confirmBy: Date }
  /** The visitor's cancellation (or withdrawal): the visitor's e-mail, and the coach's where she knew of it. */
  | {
      kind: "cancellation";
      row: BookingRow;
      feeCents: number;
      withdrawal: boolean;
      credit?: "used" | "back";
      toCoach: boolean;
    }
  /** A SEPA debit failed and cancelled the booking (decision 0227): the payer's e-mail and the coach's. */
  | { kind: "payment-failed"; row: BookingRow }
  /** A 1:1 session moved: the visitor's e-mail, and the coach's where the visitor moved it. */
  | {
      kind: "session-moved";
      row: BookingRow;
      moved: Pick<EventRecord, "event_date" | "start_time" | "end_time" | "location">;
      by: "visitor" | "coach";
      now: Date;
    };

/** What follows a committed plan and needs its outcome (the updated row, the documents it issued). */
export type FollowUp =
  /** The visitor's e-mail about the coach's decision (with the invoice the commit issued). */
  | { kind: "status-mail"; change: StatusChange; event: EventRecord; paidOn?: string }
  /**
   * The Stornorechnung of an invoiced booking and the AGB fee's invoice (logged, never raised); the
   * visitor's own cancellation sends them in a documents e-mail, the coach's in her status e-mail.
   */
  | { kind: "cancellation-documents"; row: BookingRow; feePercent: number; mail: "documents" | StatusChange };

/** What a transition decided: everything a commit writes and everything that follows it. */
export interface BookingPlan {
  /** The guarded writes, in batch order. */
  writes: D1PreparedStatement[];
  /** Which of `writes` says whether the transition happened (its RETURNING rows); 0 unless said. */
  decisive?: number;
  /** Invoices issued in the same batch, each only if `when` holds (none for a free booking). */
  invoices?: { row: BookingRow; paidOn?: string; when: SQL }[];
  /** E-mails written in the same batch, each only if `when` holds; handed to the queue after it. */
  mails?: { order: MailOrder; when: SQL }[];
  /** After the commit, only if it happened. */
  followUps?: FollowUp[];
  /** The events whose seats became free (offered to the waiting list, pages purged). */
  seatsFreed?: string[];
}

/** What a commit did: whether the decisive write held, its first row, the outbox rows it wrote. */
export interface Committed<Row> {
  done: boolean;
  row: Row | undefined;
  outboxIds: string[];
}

/**
 * What a hold decided (`bookingWrites` in hold.server.ts): the booking's conditional insert first,
 * then what is written only with its row (the early-start request, a code's redemption, reverse
 * charge), and the first e-mail ("bitte bestätige …"), which the kernel writes right after the
 * insert, also only with its row. None for a booking the coach enters for a client.
 */
export interface HoldPlan {
  bookingId: string;
  writes: D1PreparedStatement[];
  addressMail?: { input: BookingMailInput; holdUntil: Date; now: Date };
}
