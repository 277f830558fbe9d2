// The scheduler's addresses live with the site's other page paths (app/config/pages.ts), so that the
// marketing pages (features/extras/content) can link them without importing the sessions feature.
export { INTRO_CALL_KIND, INTRO_CALL_PATH, SESSION_KIND, SESSION_PATH } from "~/config/pages";
