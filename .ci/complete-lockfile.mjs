// npm drops lock entries for optional platform packages it cannot fetch (this machine's registry
// mirror serves only Linux builds), and `npm ci` then refuses the lock everywhere. This adds the
// missing entries back, marked optional with their os/cpu, so npm skips them on other platforms.
// Idempotent: a complete lock is left untouched. Plain .mjs because it runs before `npm ci`.
import fs from "node:fs";

const file = process.argv[2] ?? "package-lock.json";
const lock = JSON.parse(fs.readFileSync(file, "utf8"));
const packages = lock.packages;

function platformOf(name) {
  const n = name.split("/").pop();
  const os = /darwin/.test(n)
    ? "darwin"
    : /win/.test(n)
      ? "win32"
      : /android/.test(n)
        ? "android"
        : /freebsd/.test(n)
          ? "freebsd"
          : /linux/.test(n)
            ? "linux"
            : null;
  const cpu = /arm64/.test(n)
    ? "arm64"
    : /wasm32/.test(n)
      ? "wasm32"
      : /arm-/.test(n)
        ? "arm"
        : /(x64|-64)/.test(n)
          ? "x64"
          : null;
  return { os, cpu };
}

const isExactVersion = (spec) => /^\d+\.\d+\.\d+$/.test(spec);

// Node's lookup: nearest node_modules first, then each enclosing one.
function resolve(from, dep, spec) {
  let base = from;
  for (;;) {
    const candidate = (base ? `${base}/` : "") + `node_modules/${dep}`;
    if (packages[candidate] && (!isExactVersion(spec) || packages[candidate].version === spec)) return candidate;
    if (!base) return null;
    const idx = base.lastIndexOf("/node_modules/");
    base = idx === -1 ? "" : base.slice(0, idx);
  }
}

const added = [];
for (const [path, meta] of Object.entries({ ...packages })) {
  const optional = meta.optionalDependencies ?? {};
  for (const [dep, spec] of Object.entries(optional)) {
    if (!isExactVersion(spec) || resolve(path, dep, spec)) continue;
    // Put it beside a sibling platform package that did resolve, so the parent finds it.
    const sibling = Object.entries(optional)
      .map(([d, v]) => resolve(path, d, v))
      .find(Boolean);
    const dir = sibling
      ? sibling.slice(0, sibling.lastIndexOf("node_modules/") + "node_modules/".length)
      : "node_modules/";
    const { os, cpu } = platformOf(dep);
    packages[dir + dep] = {
      version: spec,
      resolved: `https://registry.npmjs.org/${dep}/-/${dep.split("/").pop()}-${spec}.tgz`,
      ...(cpu ? { cpu: [cpu] } : {}),
      ...(meta.dev ? { dev: true } : {}),
      optional: true,
      ...(os ? { os: [os] } : {}),
    };
    added.push(`${dir}${dep}@${spec}`);
  }
}

if (added.length > 0) {
  lock.packages = Object.fromEntries(
    Object.entries(packages).sort(([a], [b]) => (a === "" ? -1 : b === "" ? 1 : a.localeCompare(b))),
  );
  fs.writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
  console.log(`complete-lockfile: added ${added.length} platform entries\n  ${added.join("\n  ")}`);
}
