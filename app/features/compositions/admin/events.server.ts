import { eventsPage } from "~/features/products/events/editing.server";
import { loadListPage } from "./crud.server";

/** The back office's events list: one page (`eventsPage`) or the list's load error. */
export function listEvents(request: Request, env: Pick<Env, "DB">) {
  return loadListPage(request, (page) => eventsPage(env, page));
}
