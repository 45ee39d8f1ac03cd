// The move list: a game's log, as the reader may see it, cut into moves, each told in one
// sentence by its title's moveSentence (one module per title, shared by the live game and the
// replay). Pure: no DOM, so Node runs it too (tests/service/routes/test_move_sentences.py).
//
// A move is what one version of the game added: every version after the start is one commit
// of the engine (a player's action, a bot's, a timer's), and the start is the version in which
// the game began (the table full at create, else the claim that filled it: records.start_version).
// Those are the replay's steps (GET …/record/views), numbered from 0, the start. A version
// with only the service's own events (a seat claimed or left, a clock run out into a takeover)
// is a note between moves, not a step.
import * as starshower from './starshower.js';
import * as twinkleStarship from './twinkle-starship.js';
import * as twinkleTwinkle from './twinkle-twinkle.js';
import * as starligned from './starligned.js';
import * as starlink from './starlink.js';
import {SERVICE_EVENTS} from './words.js';

export const MOVES = {
  'starshower': starshower,
  'twinkle-starship': twinkleStarship,
  'twinkle-twinkle': twinkleTwinkle,
  'starligned': starligned,
  'starlink': starlink,
};

// The version the game began in: the claim that filled the table, else 1.
export function startVersion(events) {
  const filled = events.find((event) => event.type === 'seat_claimed' && event.started);
  return filled ? filled.version : 1;
}

// [{version, events, step}] in order: step is the move's number (0 the start), null for a note.
export function movesOf(events) {
  const byVersion = new Map();
  for (const event of events) {
    if (!byVersion.has(event.version)) byVersion.set(event.version, []);
    byVersion.get(event.version).push(event);
  }
  const start = startVersion(events);
  const moves = [];
  let step = 0;
  for (const [version, logged] of [...byVersion].sort((a, b) => a[0] - b[0])) {
    const engine = version >= start && (version === start || logged.some((event) => !SERVICE_EVENTS.has(event.type)));
    moves.push({version, events: logged, step: engine ? step++ : null});
  }
  return moves;
}
