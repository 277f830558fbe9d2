// `BENCH_PROFILE=1 npm run bench` splits a request's CPU by whose code each perf sample was in
// (tests/bench/cpu-profile.ts). The figures in docs/performance.md rest on this attribution: these samples are
// shaped like `perf script` output with V8's perf map, innermost frame first.
import assert from "node:assert/strict";
import { it } from "node:test";
import { attribute } from "../bench/cpu-profile.ts";

const sample = (...frames: string[]) =>
  ["workerd 886 [001] 123.456: 500500 cpu-clock:", ...frames.map((frame) => `\t    5645930f0d06 ${frame}`)].join("\n");

const workerModules = new Set(["index.js", "assets/server-build-C07o6Ke0.js"]);

it("counts each sample for its innermost JavaScript frame, native frames below it included", () => {
  const script = [
    // The Worker's code calling into native code (JSON, crypto) is the Worker's.
    sample(
      "v8::internal::JsonStringifier::SerializeString<false> (/usr/bin/workerd)",
      "JS:*book assets/server-build-C07o6Ke0.js:21133:14+0x2a (/tmp/perf-1302.map)",
      "JS:^fetch entry.worker.js:5421:14+0x284e (/tmp/perf-1302.map)",
    ),
    sample("JS:~formBodiesOnly index.js:3452:3+0x10 (/tmp/perf-1302.map)"),
    // SQLite run by Miniflare's D1 worker is D1's.
    sample("sqlite3VdbeExec (/usr/bin/workerd)", "JS:+#query database.worker.js:206:9+0x1f (/tmp/perf-1302.map)"),
    sample("JS:+'put cache.worker.js:592:12+0x40 (/tmp/perf-1302.map)"),
    sample("JS:+ router-worker.mjs:1791:9+0x43a (/tmp/perf-1302.map)"),
    sample("JS:+'getAssetHeaders asset-worker.mjs:514:25+0x186 (/tmp/perf-1302.map)"),
    sample("JS:+'send broker.worker.js:88:3+0x11 (/tmp/perf-1302.map)"),
    // No JavaScript frame at all: workerd's own work.
    sample("v8::internal::Scavenger::ScavengeObject (/usr/bin/workerd)", "kj::_::waitImpl (/usr/bin/workerd)"),
    "",
  ].join("\n\n");
  const { shares, samples } = attribute(script, workerModules);
  assert.equal(samples, 8);
  assert.deepEqual(Object.fromEntries(Object.entries(shares).map(([part, share]) => [part, share * samples])), {
    worker: 2,
    d1: 1,
    cache: 1,
    queues: 1,
    miniflare: 2,
    native: 1,
  });
});

it("answers zero shares for no samples", () => {
  const { shares, samples } = attribute("", workerModules);
  assert.equal(samples, 0);
  assert.deepEqual(Object.values(shares), [0, 0, 0, 0, 0, 0]);
});
