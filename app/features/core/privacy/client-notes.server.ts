import { openText, sealText, type KeyEnv } from "~/lib/at-rest.server";

/**
 * The coach's private notes at rest (decision 0195): AES-256-GCM under the "client note" key derived
 * from TOKEN_SECRET (app/lib/at-rest.server.ts, the mechanism of decision 0113), bound to what the
 * note is about (the client's address, a session's booking id), so a value copied to another row
 * opens nothing. Here beside the export and the erasure, which read and remove them; the back
 * office's client page (app/features/people/clients/) writes them.
 */
export type NoteKeyEnv = KeyEnv;

/** What a note is bound to: a client (by her lower-case address) or one booking. */
const boundTo = (about: { email: string } | { bookingId: string }) =>
  "email" in about ? `client:${about.email}` : `booking:${about.bookingId}`;

export const sealNote = (env: KeyEnv, plain: string, about: { email: string } | { bookingId: string }) =>
  sealText(env, "clientNote", plain, boundTo(about));

/** The note in plain text; null when no key opens it (a wrong key, a value moved from another row). */
export async function openNote(
  env: KeyEnv,
  stored: string,
  about: { email: string } | { bookingId: string },
): Promise<string | null> {
  return (await openText(env, "clientNote", stored, boundTo(about)))?.plain ?? null;
}
