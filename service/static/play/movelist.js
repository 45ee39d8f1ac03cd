// The game page's move list: the log the reader may see, one entry a move, each a sentence from
// the title's moves/<slug>.js. Live, the last move is marked; in a finished game each move is a
// link to that step of the replay (#/<game>/<id>?move=N, N counted from 0, the start).
import {html, playerName} from './dom.js';
import {MOVES, movesOf} from './moves/index.js';

// The title's printed components a sentence names (a Starligned card, a Twinkle Twinkle tile):
// public, the same for every game; {} when they cannot be had (the sentences say less then).
export async function loadFacts(game, signal) {
  try {
    const answer = await fetch(`/play/facts/${encodeURIComponent(game)}.json`, {signal, credentials: 'omit'});
    return answer.ok ? await answer.json() : {};
  } catch (error) {
    if (error.name === 'AbortError') throw error;
    return {};
  }
}

// The context every sentence is told in: the view's names, the reader's seat, the facts.
export function readerContext(view, facts) {
  const seats = (view.players || []).map((p) => p.seat);
  return {
    you: view.you === undefined ? null : view.you,
    names: seats.map((seat) => playerName(view, seat)),
    name: (seat) => playerName(view, seat),
    card: (cardId) => (facts.cards || [])[cardId],
    tile: (tileId) => (facts.tiles || [])[tileId],
  };
}

// [{version, step, events, sentence}]: the moves of a log, told.
export function tellMoves(game, events, ctx) {
  const title = MOVES[game];
  return movesOf(events).map((move) => ({...move, sentence: title.moveSentence(move.events, ctx)}));
}

export const moveLink = (game, id, step) => `#/${game}/${id}?move=${step}`;

// An <ol id="moves">, brought up to date by update(told, {current, game, id, finished}): `current`
// is the step marked (the last move live, the replay's step once finished).
export function moveList(onPick) {
  // It scrolls on its own: focusable, so a keyboard scrolls it too (it may hold no link yet).
  const list = html('ol', {class: 'moves', id: 'moves', 'aria-label': 'Moves', tabindex: 0});
  let drawnFor = '';
  let drawn = [];  // the moves the list shows, as told then
  let drawnFinished = null;
  const entry = (move, game, id, finished) => {
    const number = move.step === null ? '' : move.step === 0 ? 'Start' : String(move.step);
    const words = finished && move.step !== null
      ? html('a', {href: moveLink(game, id, move.step), 'data-move': move.step, onclick: (event) => { event.preventDefault(); onPick(move.step); }}, move.sentence)
      : html('span', {}, move.sentence);
    return html('li', {class: move.step === null ? 'note' : 'move', 'data-step': move.step ?? undefined, 'data-version': move.version},
      html('span', {class: 'number', 'aria-hidden': number ? undefined : 'true'}, number ? `${number} ` : ''), words);
  };
  const same = (a, b) => a.step === b.step && a.version === b.version && a.sentence === b.sentence;
  function update(told, {current, game, id, finished}) {
    const key = `${told.length}:${told.length ? told[told.length - 1].sentence : ''}:${current}:${finished}`;
    if (key === drawnFor) return;  // nothing new: keep the list (and the reader's scroll) as it is
    drawnFor = key;
    // While a game goes on its list only grows: the new moves are added at its end. Drawn whole
    // again when a move already shown is told otherwise (a name changed) or the game ended (each
    // move a link): drawn whole at every move, a long game's list cost a phone its length each time.
    const grows = finished === drawnFinished && told.length >= drawn.length && drawn.every((move, i) => same(move, told[i]));
    const fresh = told.slice(grows ? drawn.length : 0).map((move) => entry(move, game, id, finished));
    if (grows) list.append(...fresh);
    else list.replaceChildren(...fresh);
    drawn = told.map(({step, version, sentence}) => ({step, version, sentence}));
    drawnFinished = finished;
    let marked = null;
    told.forEach((move, i) => {
      const item = list.children[i];
      if (move.step === current) {
        if (!item.hasAttribute('aria-current')) item.setAttribute('aria-current', 'step');
        marked = marked || item;
      } else if (item.hasAttribute('aria-current')) {
        item.removeAttribute('aria-current');
      }
    });
    // The list scrolls to the marked move (its offsetParent: positioned), the page does not move.
    if (marked) list.scrollTop = Math.max(0, marked.offsetTop - list.clientHeight / 2);
  }
  return {node: list, update};
}
