// How the page learns that a game moved: every update goes through follow().
//
// First choice: the SSE push stream GET …/stream (text/event-stream, `id: <seq>` + `data: <event
// JSON>`, `: keep-alive` comments, `event: end` once the game is over), read with fetch() and a
// streaming body reader, because EventSource cannot send the seat's Authorization header. When
// the server has no stream (404) the page falls back to the long poll
// GET …/events?after=<last_seq>&wait=20; a stream that drops is resumed with ?after=<last_seq>.
import {call, gamePath, Problem} from './api.js';

export const PUSH_STREAM = true;  // false: long polls only
const LONG_POLL_WAIT = 20;

const pause = (ms, signal) => new Promise((resolve) => {
  const timer = setTimeout(resolve, ms);
  signal.addEventListener('abort', () => { clearTimeout(timer); resolve(); }, {once: true});
});

// Calls onEvents(events) for each batch of new events, in order, until the game ends (the stream
// says `end`, or isOver() turns true) or signal aborts. onChat(line) for each `chat` event of the
// stream (the long poll fallback carries no chat). onProblem(problem) reports a failure
// before the loop retries. minGap (ms) spaces long polls out (watchers share a read budget).
export async function follow({game, id, token, after = 0, onEvents, onChat, isOver, onProblem, signal, minGap = 0, stream = PUSH_STREAM}) {
  let last = after;
  let useStream = stream;
  let failures = 0;
  const seen = (events) => {
    const fresh = events.filter((event) => event.seq > last);
    if (fresh.length) {
      last = fresh[fresh.length - 1].seq;
      onEvents(fresh);
    }
  };
  while (!signal.aborted && !isOver()) {
    try {
      if (useStream) {
        const ended = await readStream({game, id, token, after: () => last, seen, onChat, signal});
        if (ended === 'missing') useStream = false;
        else if (ended === 'end') return;
      } else {
        const log = await call('GET', `${gamePath(game, id)}/events?after=${last}&wait=${LONG_POLL_WAIT}`, {token, signal});
        seen(log.events);
        last = Math.max(last, log.last_seq);
        if (minGap) await pause(minGap, signal);
      }
      failures = 0;
    } catch (error) {
      if (signal.aborted) return;
      failures += 1;
      if (onProblem) onProblem(error);
      const wait = error instanceof Problem && error.retryAfter ? error.retryAfter * 1000 : Math.min(30000, 500 * 2 ** failures);
      await pause(wait, signal);
    }
  }
}

// One connection to the push stream: 'end' when the server said the game is over, 'missing' when
// the server has no stream, 'closed' when the connection ended otherwise (the caller resumes).
async function readStream({game, id, token, after, seen, onChat, signal}) {
  const headers = {Accept: 'text/event-stream'};
  if (token) headers.Authorization = `Bearer ${token}`;
  const response = await fetch(`${gamePath(game, id)}/stream?after=${after()}`, {headers, signal, cache: 'no-store', credentials: 'omit'});
  if (response.status === 404 || response.status === 405) return 'missing';
  if (!response.ok) {
    const type = response.headers.get('Content-Type') || '';
    throw new Problem(response.status, type.includes('json') ? await response.json() : null, response.headers.get('Retry-After'));
  }
  return readFrames(response, (type, data) => {
    // A seat that changed hands (its clock gave it to the stand-in) ends its stream: read on afresh.
    if (type === 'end') return JSON.parse(data).reason === 'seat_changed_hands' ? 'closed' : 'end';
    if (type === 'message' && data) seen([JSON.parse(data)]);
    else if (type === 'chat' && data && onChat) onChat(JSON.parse(data));
    return undefined;
  });
}

// The frames of one text/event-stream response, in order: onFrame(type, data) for each event
// (type 'message' unless an `event:` line names it; data its `data:` lines joined), keep-alive
// comments skipped. A value onFrame returns ends the reading and is returned; 'closed' when the
// server closed the connection. Shared by a game's stream and the player's feed (feed.js).
export async function readFrames(response, onFrame) {
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  for (;;) {
    const {value, done} = await reader.read();
    if (done) return 'closed';
    buffer += value;
    const heldBack = buffer.endsWith('\r') ? '\r' : '';  // may be the first half of a CRLF
    buffer = buffer.slice(0, buffer.length - heldBack.length).replace(/\r\n?/g, '\n');
    let cut;
    while ((cut = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, cut);
      buffer = buffer.slice(cut + 2);
      let type = 'message';
      const data = [];
      for (const line of block.split('\n')) {
        if (line.startsWith(':')) continue;  // a keep-alive comment
        const colon = line.indexOf(':');
        const field = colon < 0 ? line : line.slice(0, colon);
        const text = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
        if (field === 'event') type = text;
        else if (field === 'data') data.push(text);
      }
      if (type !== 'message' || data.length) {
        const ended = onFrame(type, data.join('\n'));
        if (ended !== undefined) { reader.cancel().catch(() => {}); return ended; }
      }
    }
    buffer += heldBack;
  }
}
