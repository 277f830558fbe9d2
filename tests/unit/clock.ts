import { vi } from "vitest";

const HOUR_MS = 60 * 60 * 1000;

/**
 * Rate limits count in fixed windows (10 and 15 minutes, both dividing an hour). A test that
 * fires N requests must not straddle a window boundary, so it runs with Date pinned one second
 * after the start of the current hour.
 */
export async function atWindowStart<T>(run: () => Promise<T>): Promise<T> {
  const hourStart = Math.floor(Date.now() / HOUR_MS) * HOUR_MS;
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(hourStart + 1000);
  try {
    return await run();
  } finally {
    vi.useRealTimers();
  }
}
