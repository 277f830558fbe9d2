// Placeholder until its feature lands; replaced by the owning issue's work.
export function loader() {
  return new Response("Not implemented", { status: 404 });
}
