-- Every sum of an event's taken seats (app/features/events/seats.server.ts, the booking insert's guard,
-- the events list) reads this index alone: (event_id, status) left SQLite one table row to fetch per
-- booking the event ever had, cancelled ones included (docs/decisions/0088-seat-sums-from-the-index.md).
DROP INDEX `klarsinn_booking_event_status_idx`;--> statement-breakpoint
CREATE INDEX `klarsinn_booking_event_seats_idx` ON `klarsinn_booking` (`event_id`,`status`,`hold_expires_at`,`num_tickets`);