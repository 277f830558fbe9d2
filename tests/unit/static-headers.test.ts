import { describe, expect, it } from "vitest";
import staticHeadersFile from "../../public/_headers?raw";
import { contentSecurityPolicy, staticSecurityHeaders } from "../../workers/security";

/** Headers Cloudflare's asset server sets on every static file (the `/*` block of public/_headers). */
function headersForAllFiles(file: string): Map<string, string> {
  const block = file.split(/\n(?=\S)/).find((b) => b.startsWith("/*"));
  const headers = new Map<string, string>();
  for (const line of (block ?? "").split("\n").slice(1)) {
    const at = line.indexOf(":");
    if (at > 0) headers.set(line.slice(0, at).trim(), line.slice(at + 1).trim());
  }
  return headers;
}

describe("static files (public/_headers)", () => {
  const headers = headersForAllFiles(staticHeadersFile);

  it("carry the Worker's security headers, COOP included", () => {
    for (const [name, value] of Object.entries(staticSecurityHeaders)) expect(headers.get(name), name).toBe(value);
    expect(headers.get("Cross-Origin-Opener-Policy")).toBe("same-origin");
  });

  it("carry the full content security policy, without a nonce", () => {
    expect(headers.get("Content-Security-Policy")).toBe(contentSecurityPolicy());
    expect(headers.get("Content-Security-Policy")).toContain("base-uri 'none'");
  });

  it("allow https images (event images from other sites) and keep every other source strict", () => {
    const directives = new Map(
      contentSecurityPolicy("n")
        .split("; ")
        .map((d) => [d.split(" ")[0]!, d.split(" ").slice(1)] as const),
    );
    expect(directives.get("img-src")).toEqual(["'self'", "data:", "https:"]);
    for (const [name, sources] of directives) {
      if (name === "img-src" || name === "frame-src") continue;
      expect(sources.join(" "), name).not.toMatch(/https:|http:|\*/);
    }
  });

  it("no longer name the retired interest-cohort feature", () => {
    expect(staticHeadersFile).not.toContain("interest-cohort");
    expect(staticSecurityHeaders["Permissions-Policy"]).not.toContain("interest-cohort");
  });
});
