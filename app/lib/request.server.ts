/** The visitor's address as Cloudflare reports it; locally there is none, so all share one bucket. */
export function clientAddress(request: Request): string {
  return (
    request.headers.get("CF-Connecting-IP") ?? request.headers.get("X-Forwarded-For")?.split(",")[0]?.trim() ?? "local"
  );
}
