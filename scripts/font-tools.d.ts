// subset-font and fontverter (devDependencies, scripts/build-fonts.ts) ship no types; the parts we call.
declare module "subset-font" {
  interface SubsetFontOptions {
    targetFormat?: "sfnt" | "woff" | "woff2";
    keepFeatures?: string[];
    variationAxes?: Record<string, number | { min: number; max: number; default?: number }>;
  }
  export default function subsetFont(font: Buffer, text: string, options?: SubsetFontOptions): Promise<Buffer>;
}

declare module "fontverter" {
  const fontverter: { convert(font: Buffer, to: "sfnt" | "woff" | "woff2"): Promise<Buffer> };
  export default fontverter;
}
