import { describe, expect, it } from "vitest";
import { qrModules, qrSvg } from "../../app/lib/qr";
import { decode, decodeSvg } from "./qr-decode";

describe("QR codes (app/lib/qr.ts)", () => {
  it("the authenticator setup's code reads back as its otpauth URI, e-mail address included", () => {
    const uri =
      "otpauth://totp/Klarsinn%20Coaching:johanna.lindner%40klarsinn-coaching.de?issuer=Klarsinn%20Coaching&algorithm=SHA1&secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&digits=6&period=30";
    expect(decode(uri)).toBe(uri);
  });

  it("draws each horizontal run of dark modules as one rectangle, inside a quiet zone of four", () => {
    const modules = qrModules("BCD\n002\n1\nSCT\nBYLADEM1001\nJohanna Lindner");
    const svg = qrSvg(modules, { title: "GiroCode" });
    const side = modules.length + 8;
    expect(svg).toContain(`viewBox="0 0 ${side} ${side}"`);
    // The finder pattern's top row: seven dark modules in one rectangle at (4, 4).
    expect(svg).toMatch(/d="M4 4h7v1h-7z/);
    const runs = modules.reduce((count, row) => count + row.filter((dark, x) => dark && !row[x - 1]).length, 0);
    expect(svg.match(/M\d+ \d+h\d+v1h-\d+z/g)).toHaveLength(runs);
    expect(decodeSvg(svg)).toBe("BCD\n002\n1\nSCT\nBYLADEM1001\nJohanna Lindner");
  });
});
