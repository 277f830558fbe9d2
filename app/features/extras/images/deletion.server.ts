import { and, eq, notExists, or, sql } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import { getDb, schema } from "~/lib/db.server";
import { describeError, logEvent } from "~/lib/log";
import { adminMessages } from "~/lib/messages.admin";
import { imagePath, isImageKey } from "./paths";

/*
 * Deleting one of her photos (decision 0173): never while a page, an e-mail or a draft still shows
 * it. The check is part of the DELETE's own WHERE, so a photo picked for an event in the same moment
 * either keeps the photo (the event was saved first) or is refused by the events' trigger
 * (migration 0038: the photo was deleted first). Nothing is detached behind her back.
 */

const eventsTable = schema.events;
const slots = schema.imageSlots;
const campaigns = schema.newsletterCampaigns;
const posts = schema.blogPosts;
const texts = schema.webContent;

/**
 * A write names a photo of her library that is not there (any more), e.g. deleted a moment before:
 * refused by the events' trigger (migration 0038) or by a foreign key to the photo (a newsletter's).
 */
export class MissingPhotoError extends Error {
  constructor() {
    super("The photo is not in the library.");
    this.name = "MissingPhotoError";
  }
}

/**
 * Whether a write failed for that reason: the trigger's RAISE message, found in the error drizzle
 * and D1 wrap around it, or (`foreignKey`, for a table whose only foreign key is the photo's) a
 * foreign key refusal.
 */
export function isMissingPhoto(error: unknown, { foreignKey = false } = {}): boolean {
  for (let at: unknown = error; at instanceof Error; at = at.cause) {
    if (at.message.includes("photo not in the library")) return true;
    if (foreignKey && at.message.includes("FOREIGN KEY constraint failed")) return true;
  }
  return false;
}

/** Where a photo is still used, as the refusal names it. */
export type ImageUse =
  | { kind: "event"; title: string }
  | { kind: "portrait" }
  | { kind: "newsletter"; subject: string }
  | { kind: "blog"; title: string }
  | { kind: "text"; page: string };

/**
 * Every place that shows a photo of the library, each as a condition on its own table: the column
 * that holds the photo's key, and texts (her formatting allows a link to /bilder/…) that name its
 * address. An event's image field may hold the address with the site in front.
 */
function usesOf(key: string) {
  const address = imagePath(key);
  // instr, not LIKE: D1 refuses LIKE patterns longer than 50 bytes, and an address is 76.
  const inText = (column: SQLiteColumn) => sql`instr(${column}, ${address}) > 0`;
  return {
    event: { table: eventsTable, where: inText(eventsTable.image_url) },
    // The one slot so far is her portrait (decision 0164).
    portrait: { table: slots, where: eq(slots.image_key, key) },
    // Sent ones too: the e-mails in her readers' inboxes load the photo from the site.
    newsletter: {
      table: campaigns,
      where: or(eq(campaigns.image_key, key), inText(campaigns.body), inText(campaigns.body_en)),
    },
    blog: { table: posts, where: or(inText(posts.body), inText(posts.body_en)) },
    text: { table: texts, where: or(inText(texts.content_de), inText(texts.content_en)) },
  };
}

/** The photo's uses, at most a few of each kind (the message names them, it does not list a hundred). */
export async function imageUses(env: Pick<Env, "DB">, key: string): Promise<ImageUse[]> {
  const db = getDb(env);
  const uses = usesOf(key);
  const [events, portrait, newsletters, blog, pageTexts] = await db.batch([
    db.select({ title: eventsTable.title }).from(eventsTable).where(uses.event.where).limit(5),
    db.select({ slot: slots.slot }).from(slots).where(uses.portrait.where).limit(1),
    db.select({ subject: campaigns.subject }).from(campaigns).where(uses.newsletter.where).limit(5),
    db.select({ title: posts.title }).from(posts).where(uses.blog.where).limit(5),
    db.selectDistinct({ page: texts.page }).from(texts).where(uses.text.where).limit(5),
  ]);
  return [
    ...events.map(({ title }) => ({ kind: "event" as const, title })),
    ...portrait.map(() => ({ kind: "portrait" as const })),
    ...newsletters.map(({ subject }) => ({ kind: "newsletter" as const, subject })),
    ...blog.map(({ title }) => ({ kind: "blog" as const, title })),
    ...pageTexts.map(({ page }) => ({ kind: "text" as const, page })),
  ];
}

export type DeleteImageResult =
  { ok: true } | { ok: false; reason: "not_found" } | { ok: false; reason: "in_use"; uses: ImageUse[] };

/**
 * Deletes a photo nothing uses: the D1 row in one conditional statement first (from then on no
 * page and no editor offers it), then the file in R2. Its address then answers 404; browsers that
 * kept it for their year still show the same picture, since an address is its bytes' hash and never
 * means another one (decision 0164). A photo in use is refused, with where it is used.
 */
export async function deleteImage(env: Pick<Env, "DB" | "IMAGES">, key: string): Promise<DeleteImageResult> {
  if (!isImageKey(key)) return { ok: false, reason: "not_found" };
  const db = getDb(env);
  const unused = Object.values(usesOf(key)).map(({ table, where }) =>
    notExists(
      db
        .select({ one: sql`1` })
        .from(table)
        .where(where),
    ),
  );
  let deleted: { key: string }[];
  try {
    deleted = await db
      .delete(schema.images)
      .where(and(eq(schema.images.key, key), ...unused))
      .returning({ key: schema.images.key });
  } catch (error) {
    // A use this check does not know yet but a foreign key does: refused all the same, never a 500.
    if (!describeError(error).includes("FOREIGN KEY")) throw error;
    deleted = [];
  }
  if (!deleted.length) {
    const uses = await imageUses(env, key);
    if (uses.length) return { ok: false, reason: "in_use", uses };
    const [still] = await db
      .select({ key: schema.images.key })
      .from(schema.images)
      .where(eq(schema.images.key, key))
      .limit(1);
    return still ? { ok: false, reason: "in_use", uses: [] } : { ok: false, reason: "not_found" };
  }
  await env.IMAGES.delete(key);
  logEvent("image-deleted", {});
  return { ok: true };
}

/** The refusal as she reads it: "Dieses Foto wird noch verwendet: Veranstaltung „…“, Porträt." */
export function inUseMessage(uses: ImageUse[]): string {
  const named = adminMessages.images.usedIn;
  const places = uses.map((use) => {
    switch (use.kind) {
      case "event":
        return named.event(use.title);
      case "portrait":
        return named.portrait;
      case "newsletter":
        return named.newsletter(use.subject);
      case "blog":
        return named.blog(use.title);
      case "text":
        return named.text(use.page);
    }
  });
  return adminMessages.images.inUse([...new Set(places)]);
}
