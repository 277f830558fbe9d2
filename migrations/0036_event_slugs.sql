ALTER TABLE `klarsinn_events` ADD `slug` text;--> statement-breakpoint
-- Every event that existed before gets its readable address (db/event-slug.ts, decision 0168), by
-- the same rule in SQL: the letters of SLUG_LETTERS spelled out, then each run of anything but a-z and
-- 0-9 one hyphen, the title capped at 60 characters at a word boundary, the date in front, and
-- "-2", "-3", … for the second and third event of the same date and title (oldest first).
-- tests/unit/event-slug.test.ts runs this statement again and compares it with the app's rule.
WITH RECURSIVE
  titled(id, event_date, created_at, t) AS (
    SELECT id, event_date, created_at, lower(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(title, 'ä', 'ae'), 'Ä', 'ae'), 'ö', 'oe'), 'Ö', 'oe'), 'ü', 'ue'), 'Ü', 'ue'), 'ß', 'ss'), 'à', 'a'), 'À', 'a'), 'á', 'a'), 'Á', 'a'), 'â', 'a'), 'Â', 'a'), 'å', 'a'), 'Å', 'a'), 'æ', 'ae'), 'Æ', 'ae'), 'ç', 'c'), 'Ç', 'c'), 'è', 'e'), 'È', 'e'), 'é', 'e'), 'É', 'e'), 'ê', 'e'), 'Ê', 'e'), 'ë', 'e'), 'Ë', 'e'), 'ì', 'i'), 'Ì', 'i'), 'í', 'i'), 'Í', 'i'), 'î', 'i'), 'Î', 'i'), 'ï', 'i'), 'Ï', 'i'), 'ñ', 'n'), 'Ñ', 'n'), 'ò', 'o'), 'Ò', 'o'), 'ó', 'o'), 'Ó', 'o'), 'ô', 'o'), 'Ô', 'o'), 'ø', 'o'), 'Ø', 'o'), 'œ', 'oe'), 'Œ', 'oe'), 'ù', 'u'), 'Ù', 'u'), 'ú', 'u'), 'Ú', 'u'), 'û', 'u'), 'Û', 'u'), 'ÿ', 'y'), 'Ÿ', 'y'), 'ẞ', 'ss'))
    FROM `klarsinn_events` WHERE kind = 'event' AND slug IS NULL
  ),
  walk(id, i, t, out) AS (
    SELECT id, 1, t, '' FROM titled
    UNION ALL
    SELECT id, i + 1, t, out || CASE
        WHEN substr(t, i, 1) GLOB '[a-z0-9]' THEN substr(t, i, 1)
        WHEN out = '' OR substr(out, -1) = '-' THEN ''
        ELSE '-' END
    FROM walk WHERE i <= length(t)
  ),
  words(id, w) AS (SELECT id, rtrim(out, '-') FROM walk WHERE i = length(t) + 1),
  capped(id, w) AS (
    SELECT id, CASE
        WHEN length(w) <= 60 OR substr(w, 61, 1) = '-' THEN substr(w, 1, 60)
        ELSE coalesce(nullif(rtrim(rtrim(substr(w, 1, 60), 'abcdefghijklmnopqrstuvwxyz0123456789'), '-'), ''), substr(w, 1, 60))
      END
    FROM words
  ),
  based(id, created_at, base) AS (
    SELECT titled.id, titled.created_at,
      CASE WHEN capped.w = '' THEN titled.event_date ELSE titled.event_date || '-' || capped.w END
    FROM titled JOIN capped ON capped.id = titled.id
  ),
  numbered(id, base, n) AS (
    SELECT id, base, row_number() OVER (PARTITION BY base ORDER BY created_at, id) FROM based
  )
UPDATE `klarsinn_events` SET slug = CASE WHEN numbered.n = 1 THEN numbered.base ELSE numbered.base || '-' || numbered.n END
FROM numbered WHERE numbered.id = `klarsinn_events`.id;--> statement-breakpoint
-- A title that ends in its own number ("… 2") can meet the second of a same-titled pair: the later
-- of the two keeps its address unique with the start of its id.
UPDATE `klarsinn_events` SET slug = slug || '-' || substr(id, 1, 8)
WHERE slug IS NOT NULL AND EXISTS (
  SELECT 1 FROM `klarsinn_events` AS earlier
  WHERE earlier.slug = `klarsinn_events`.slug
    AND (earlier.created_at < `klarsinn_events`.created_at
      OR (earlier.created_at = `klarsinn_events`.created_at AND earlier.id < `klarsinn_events`.id))
);--> statement-breakpoint
CREATE UNIQUE INDEX `klarsinn_events_slug_unique` ON `klarsinn_events` (`slug`);
