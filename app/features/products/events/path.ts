/**
 * Where an event's page lives: its readable address (decision 0168), or its id for a row that has
 * none yet (only rows written around the app, such as test fixtures: the id's page gives it one and
 * redirects). Without the /en prefix: callers localize it for the page or e-mail's language.
 */
export function eventPath(event: { id: string; slug: string | null }): string {
  return `/events/${event.slug ?? event.id}`;
}
