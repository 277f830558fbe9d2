import { contentSeed } from "./db/content/index.ts";
const want = new Set(process.argv.slice(2));
for (const [p, s] of Object.entries(contentSeed)) for (const [sec, k] of Object.entries(s as any)) for (const [key, [de]] of Object.entries(k as any) as any) { const base = key.replace(/\d+/g, "#"); if (want.has(base) || want.has(key)) console.log(`${p}/${sec}/${key}: ${String(de).slice(0,70).replace(/\n/g," ")}`); }
