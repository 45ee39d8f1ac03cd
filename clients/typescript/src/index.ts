// The typed client: openapi-fetch over the paths openapi-typescript generated from openapi.yaml.
import createClient from "openapi-fetch";

import type { components, paths } from "./schema.js";

export type { components, paths };
export type Schemas = components["schemas"];

/** A client for a Starport server; pass a seat token or player key to act for its seat. Every
 * request it sends waits out 429 and 503 (see `fetchWaitingOutRetryAfter`). */
export function starport(baseUrl: string, token?: string) {
  return createClient<paths>({
    baseUrl,
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    fetch: fetchWaitingOutRetryAfter,
  });
}

// Answers that say "ask again later": 429 (too fast for the rate limits) and 503 (busy).
const TRY_LATER = new Set([429, 503]);
// Tries of one request in all; past them the last answer is the caller's.
const TRIES = 10;
// A Retry-After longer than this is waited for this long: a day's wait is a mistake, not a plan.
const MOST_WAIT_MS = 60_000;
// Up to this fraction more than Retry-After, so clients told the same second do not all come back at once.
const JITTER = 0.2;

/** `fetch`, sent again after each 429 or 503 once its `Retry-After` has passed (seconds, or an
 * HTTP date; without one 0.5 s doubling), at most a minute and a fifth more at random. */
export async function fetchWaitingOutRetryAfter(request: Request, init?: RequestInit): Promise<Response> {
  for (let tried = 1; ; tried++) {
    const response = await fetch(request.clone(), init);
    if (!TRY_LATER.has(response.status) || tried >= TRIES) return response;
    await response.body?.cancel();
    const waitMs = Math.min(retryAfterMs(response.headers.get("Retry-After")) ?? 500 * 2 ** (tried - 1), MOST_WAIT_MS);
    await new Promise((resolve) => setTimeout(resolve, Math.min(waitMs * (1 + JITTER * Math.random()), MOST_WAIT_MS)));
  }
}

/** The milliseconds a Retry-After asks for (RFC 9110: delay-seconds or an HTTP date); undefined when absent or unreadable. */
export function retryAfterMs(header: string | null): number | undefined {
  if (header === null || header.trim() === "") return undefined;
  const seconds = Number(header);
  const ms = Number.isFinite(seconds) ? seconds * 1000 : Date.parse(header) - Date.now();
  return Number.isNaN(ms) ? undefined : Math.max(0, ms);
}
