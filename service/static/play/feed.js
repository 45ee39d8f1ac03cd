// The player's feed (seated, your_turn, game_over, challenge…, rematch_offered, seek_expired), one
// follower per tab for as long as some part of the page listens: the push stream
// GET /v1/players/me/stream?after=<seq> read with fetch() (the key goes in the Authorization
// header, never the URL), resumed after a drop, and the long poll /v1/players/me/events as the
// fallback when a server has no stream. The cursor is kept in the tab's storage.
import {call, Problem} from './api.js';
import {readFrames} from './updates.js';
import {loadPlayer, saveFeedCursor} from './tab.js';

const listeners = new Set();
let running = null;  // the AbortController of the follower while one runs

const pause = (ms, signal) => new Promise((resolve) => {
  const timer = setTimeout(resolve, ms);
  signal.addEventListener('abort', () => { clearTimeout(timer); resolve(); }, {once: true});
});

// listen(onEvent, onProblem) → a function that stops listening. The follower starts with the
// first listener (when the tab has a player key) and stops with the last.
export function listen(onEvent, onProblem) {
  const listener = {onEvent, onProblem};
  listeners.add(listener);
  start();
  return () => {
    listeners.delete(listener);
    if (!listeners.size && running) { running.abort(); running = null; }
  };
}

// Called again once the tab got its player key.
export function start() {
  if (running || !listeners.size || !loadPlayer()) return;
  running = new AbortController();
  follow(running.signal);
}

function deliver(events) {
  for (const event of events) {
    saveFeedCursor(event.seq);
    for (const listener of [...listeners]) {
      try { listener.onEvent(event); } catch (error) { console.error(error); }
    }
  }
}

async function follow(signal) {
  let useStream = true;
  let failures = 0;
  while (!signal.aborted) {
    const player = loadPlayer();
    if (!player) return;
    const after = player.feed || 0;
    try {
      if (useStream) {
        const response = await fetch(`/v1/players/me/stream?after=${after}`, {
          headers: {Accept: 'text/event-stream', Authorization: `Bearer ${player.key}`}, signal, cache: 'no-store', credentials: 'omit'});
        if (response.status === 404 || response.status === 405) { useStream = false; continue; }
        if (!response.ok) {
          const type = response.headers.get('Content-Type') || '';
          throw new Problem(response.status, type.includes('json') ? await response.json() : null, response.headers.get('Retry-After'));
        }
        failures = 0;
        await readFrames(response, (type, data) => {
          if (type === 'message' && data) deliver([JSON.parse(data)]);
          return undefined;
        });
      } else {
        const page = await call('GET', `/v1/players/me/events?after=${after}&wait=20`, {token: player.key, signal});
        failures = 0;
        deliver(page.events);
        saveFeedCursor(page.last_seq);
      }
    } catch (error) {
      if (signal.aborted) return;
      failures += 1;
      for (const listener of [...listeners]) if (listener.onProblem) listener.onProblem(error);
      const wait = error instanceof Problem && error.retryAfter ? error.retryAfter * 1000 : Math.min(30000, 500 * 2 ** failures);
      await pause(wait, signal);
    }
  }
}
