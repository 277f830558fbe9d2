-- Decision 0094: the coach can call an event off. Set once; the event then takes no bookings and no
-- waiting-list entries, leaves the public lists, and its bookings are cancelled with an e-mail each.
ALTER TABLE `klarsinn_events` ADD `cancelled_at` text;
