/**
 * The free times of one appointment type for 60 days, in memory (`freeSlots`,
 * app/features/products/sessions/slots.server.ts): the computation the scheduler runs after its one D1 batch.
 * Input as busy as a full diary gets: weekly hours on five days at three places, a day off and extra
 * hours, 60 of her events and sessions and 400 intervals from her calendar feed (a recurring daily
 * meeting expanded, plus one-offs). Prints the CPU time per computation (median of many), against the
 * goal of 5 ms. The D1 read and the page around it are the "GET /termin" row of `npm run bench`.
 * Run alone: `node tests/bench/slots.ts`.
 */
import { registerHooks } from "node:module";
import type { BusyInterval, SlotInput } from "../../app/features/products/sessions/slots.server.ts";

// The app's modules import each other without extensions, as Vite resolves them; Node needs ".ts".
registerHooks({
  resolve: (specifier, context, nextResolve) =>
    specifier.startsWith(".") && !/\.[cm]?[jt]sx?$/.test(specifier) && context.parentURL?.includes("/app/")
      ? nextResolve(`${specifier}.ts`, context)
      : nextResolve(specifier, context),
});
const { freeSlots } = await import("../../app/features/products/sessions/slots.server.ts");

const DAY_MS = 86_400_000;
const GOAL_MS = 5;

function busyDiary(now: Date): SlotInput {
  const start = now.getTime();
  const busy: BusyInterval[] = [];
  // Her calendar: a daily 08:00–08:45 UTC meeting for 60 days, and 340 one-offs of 30–90 minutes.
  for (let day = 0; day < 60; day++) {
    const midnight = start - (start % DAY_MS) + day * DAY_MS;
    busy.push({ startMs: midnight + 8 * 3_600_000, endMs: midnight + 8.75 * 3_600_000 });
  }
  for (let i = 0; i < 340; i++) {
    const at = start + ((i * 7_919_000) % (60 * DAY_MS));
    busy.push({ startMs: at, endMs: at + (30 + (i % 3) * 30) * 60_000 });
  }
  // Her events and booked sessions with their buffers.
  for (let i = 0; i < 60; i++) {
    const at = start + i * DAY_MS + 13 * 3_600_000;
    busy.push({ startMs: at, endMs: at + 75 * 60_000 });
  }
  const places = ["braunschweig", "muenchen", "online"] as const;
  return {
    type: {
      duration_minutes: 60,
      buffer_before_minutes: 10,
      buffer_after_minutes: 15,
      min_notice_minutes: 24 * 60,
      horizon_days: 60,
      max_per_day: 4,
      places: [...places],
    },
    availability: {
      weekly: [1, 2, 3, 4, 5].flatMap((weekday) => [
        { weekday, start: "08:00", end: "12:30", places: [places[weekday % 3]!, "online" as const] },
        { weekday, start: "14:00", end: "19:00", places: [...places] },
      ]),
      exceptions: [
        {
          day: new Date(start + 10 * DAY_MS).toISOString().slice(0, 10),
          kind: "off",
          start: null,
          end: null,
          places: [],
        },
        {
          day: new Date(start + 12 * DAY_MS).toISOString().slice(0, 10),
          kind: "extra",
          start: "10:00",
          end: "16:00",
          places: ["online"],
        },
      ],
    },
    busy,
    bookedPerDay: new Map([[new Date(start + 3 * DAY_MS).toISOString().slice(0, 10), 4]]),
    now,
  };
}

/** CPU milliseconds per computation: the median of `rounds` rounds of `perRound` computations. */
export function measureSlotComputation(rounds = 15, perRound = 40): { medianMs: number; days: number; slots: number } {
  const input = busyDiary(new Date());
  const result = freeSlots(input);
  for (let i = 0; i < 50; i++) freeSlots(input); // warm up the JIT
  const samples: number[] = [];
  for (let round = 0; round < rounds; round++) {
    const before = process.cpuUsage();
    for (let i = 0; i < perRound; i++) freeSlots(input);
    const used = process.cpuUsage(before);
    samples.push((used.user + used.system) / 1000 / perRound);
  }
  samples.sort((a, b) => a - b);
  return {
    medianMs: samples[Math.floor(samples.length / 2)]!,
    days: result.length,
    slots: result.reduce((sum, day) => sum + day.slots.length, 0),
  };
}

export function printSlotComputation(): void {
  const { medianMs, days, slots } = measureSlotComputation();
  console.log(
    `Free times of one kind for 60 days, in memory (freeSlots; 400 feed intervals, 60 events): ${medianMs.toFixed(3)} ms CPU per computation (goal under ${GOAL_MS} ms), ${days} days with ${slots} times.`,
  );
}

if (import.meta.main) printSlotComputation();
