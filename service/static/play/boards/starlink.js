// Starlink: the star field, the constellations drawn in earlier turns, the live drawing with the
// Telescope Card lens around it, the timer and the guesses. To draw, pick a star (a selection)
// and then the star to join it to: that second star posts the `add_segment` action. A drawn
// segment posts its `erase_segment`.
import {actionControl, html, lastMoveMark, playerName, selectControl, seatColour, svg} from '../dom.js';
import {sandTimer} from '../clocks.js';

export const title = 'Starlink';
export const prompts = {
  choose_word: {says: 'choose a word to draw', hint: (view, actions) => (actions.some((a) => a.type === 'erase_constellation')
    ? 'No room left: erase a constellation, or choose one of your two words to draw.'
    : 'Choose one of your card’s two words to draw; the others must guess it.')},
  draw: {says: 'draw', hint: 'Click a star, then the star to join it to; click a line to erase it. Stop when the sand runs out.'},
  guess: {says: 'guess', hint: 'Pick the word you think is drawn (the filter finds it); a wrong guess silences you until someone else guesses.'},
};
const SCALE = 6;
const P = (v) => v * SCALE + 10;

export function label(action, view) {
  const s = view.state;
  switch (action.type) {
    case 'choose_word': {
      const card = s.turn && s.turn.card;
      return card ? `Draw “${card.words[action.word_index]}” (worth ${card.value})` : `Choose word ${action.word_index + 1}`;
    }
    case 'erase_constellation': {
      const c = s.constellations.find((k) => k.id === action.constellation);
      return `Erase the constellation “${c ? c.word : action.constellation}” to make room`;
    }
    case 'add_segment': return `Join star ${action.a} to star ${action.b}`;
    case 'erase_segment': return `Erase the line from star ${action.a} to star ${action.b}`;
    case 'erase_all': return 'Erase the whole drawing';
    case 'guess': return `Guess “${action.text}”`;
    default: return JSON.stringify(action);
  }
}
export function group(action) {
  return {choose_word: 'Choose your word', erase_constellation: 'Make room', erase_all: 'Drawing', guess: 'Guess the word'}[action.type] || 'Drawing';
}
export function button(action, view) {
  const text = action.type === 'guess' ? action.text : label(action, view);
  return actionControl(html('button', {type: 'button', text}), action, label(action, view));
}

// Where the lens would sit: around the middle of the drawing's stars, as far as the page can tell
// (the server judges the lens point exactly, with the smallest enclosing circle).
function lensAround(points, radius) {
  if (!points.length) return null;
  const xs = points.map((p) => p.x);
  const ys = points.map((p) => p.y);
  const cx = (Math.min(...xs) + Math.max(...xs)) / 2;
  const cy = (Math.min(...ys) + Math.max(...ys)) / 2;
  const fits = points.every((p) => (p.x - cx) ** 2 + (p.y - cy) ** 2 <= radius ** 2);
  return {cx, cy, fits};
}

export function draw(view, actions, ui, ctx) {
  const s = view.state;
  const turn = s.turn;
  const star = new Map(s.stars.map((st) => [st.id, st]));
  const side = P(Math.max(...s.stars.map((st) => st.x))) + 20;
  const bottom = P(Math.max(...s.stars.map((st) => st.y))) + 20;
  const picture = svg('svg', {viewBox: `0 0 ${side} ${bottom + 50}`, id: 'board-svg', 'aria-label': 'Starlink star field'});

  for (const c of s.constellations) {
    const colour = seatColour(c.illustrator);
    for (const [a, b] of c.segments) {
      picture.append(svg('line', {x1: P(star.get(a).x), y1: P(star.get(a).y), x2: P(star.get(b).x), y2: P(star.get(b).y), stroke: colour, 'stroke-opacity': 0.45, 'stroke-width': 2}));
    }
    const first = c.segments.length ? star.get(c.segments[0][0]) : null;
    if (first) picture.append(svg('text', {x: P(first.x) + 6, y: P(first.y) - 6, 'font-size': 11, fill: colour, 'fill-opacity': 0.8, text: c.word}));
  }

  const placed = new Set();
  const panel = [];
  if (turn) {
    const used = [...new Set(turn.drawing.flat())].map((id) => star.get(id));
    const lens = lensAround(used, s.lens_radius);
    if (lens) {
      picture.append(svg('circle', {cx: P(lens.cx), cy: P(lens.cy), r: s.lens_radius * SCALE, fill: 'none', stroke: lens.fits ? '#81c784' : '#ff8a65',
        'stroke-width': 2, 'stroke-dasharray': '8 5'}, svg('title', {text: lens.fits ? 'The drawing fits the lens' : 'The drawing is larger than the lens'})));
    }
    const colour = seatColour(turn.illustrator);
    for (const [a, b] of turn.drawing) {
      const line = svg('line', {x1: P(star.get(a).x), y1: P(star.get(a).y), x2: P(star.get(b).x), y2: P(star.get(b).y), stroke: colour, 'stroke-width': 4, 'stroke-linecap': 'round'});
      const index = actions.findIndex((x) => x.type === 'erase_segment' && x.a === a && x.b === b);
      if (index >= 0) { actionControl(line, actions[index], label(actions[index], view)); placed.add(index); }
      picture.append(line);
    }
  }

  for (const event of (ctx && ctx.lastMove) || []) {  // the line the last move drew
    if (event.type !== 'segment_added' || !star.has(event.a) || !star.has(event.b)) continue;
    picture.append(lastMoveMark('line', {x1: P(star.get(event.a).x), y1: P(star.get(event.a).y), x2: P(star.get(event.b).x), y2: P(star.get(event.b).y), 'stroke-width': 7, 'stroke-opacity': 0.6}));
  }

  // Stars; while drawing, a picked star offers a join to every star it may reach.
  const joins = actions.map((a, i) => [a, i]).filter(([a]) => a.type === 'add_segment');
  joins.forEach(([, i]) => placed.add(i));
  // (kept while the actions are being fetched again after a move)
  if (actions.length && !joins.some(([a]) => a.a === ui.from || a.b === ui.from)) ui.from = null;
  for (const st of s.stars) {
    const dot = svg('circle', {cx: P(st.x), cy: P(st.y), r: st.bright ? 5 : 3.2, fill: st.id === ui.from ? '#ffd54f' : '#fffde7'});
    const join = ui.from !== null ? joins.find(([a]) => (a.a === ui.from && a.b === st.id) || (a.b === ui.from && a.a === st.id)) : null;
    if (join) {
      const hit = actionControl(svg('circle', {cx: P(st.x), cy: P(st.y), r: 8, fill: '#ffd54f', 'fill-opacity': 0.2}), join[0], label(join[0], view));
      hit.addEventListener('click', () => { ui.from = st.id; });  // keep drawing from the star just reached
      picture.append(dot, hit);
    } else if (joins.some(([a]) => a.a === st.id || a.b === st.id)) {
      const picked = ui.from === st.id;
      picture.append(dot, selectControl(svg('circle', {cx: P(st.x), cy: P(st.y), r: 8, fill: 'transparent'}),
        picked ? `Star ${st.id} is picked: pick it again to let go` : `Pick star ${st.id} to draw from`, picked,
        () => { ui.from = picked ? null : st.id; ctx.render(); }));
    } else {
      picture.append(dot);
    }
  }

  // The timer: the word choice, then the sand timer.
  // No clock (ctx.now null) in a replay: a past step shows no countdown, not one run on today's time.
  const deadline = turn && ctx.now && (turn.phase === 'choose_word' ? s.choice_deadline : s.deadline);
  if (deadline && turn.phase === 'choose_word') {
    const left = Math.max(0, Math.ceil(deadline - ctx.now()));
    picture.append(svg('text', {x: 10, y: bottom + 30, 'font-size': 16, fill: '#ffd54f', 'data-deadline': deadline, 'data-label': 'Word choice: ', text: `Word choice: ${left} s`}));
  } else if (deadline) {
    picture.append(sandTimer(12, bottom + 4, deadline, s.timer_seconds, ctx.now()));
  }
  if (turn) {
    picture.append(svg('text', {x: side - 10, y: bottom + 30, 'font-size': 13, 'text-anchor': 'end', fill: '#e8eaf6',
      text: `Turn ${turn.number + 1} of ${s.turns_total} · ${playerName(view, turn.illustrator)} draws`}));
  }

  if (actions.some((a) => a.type === 'guess')) {
    const filter = html('input', {type: 'search', id: 'guess-filter', placeholder: 'filter words', 'aria-label': 'Filter the words to guess', value: ui.filter || ''});
    const apply = () => {
      ui.filter = filter.value;
      for (const b of document.querySelectorAll('#actions button[data-action]')) {
        const a = JSON.parse(b.getAttribute('data-action'));
        if (a.type === 'guess') b.hidden = !!ui.filter && !a.text.toLowerCase().includes(ui.filter.toLowerCase());
      }
    };
    filter.addEventListener('input', apply);
    queueMicrotask(apply);
    panel.push(html('label', {}, 'Guess: ', filter));
  }
  if (joins.length) panel.push(html('p', {class: 'hint', text: ui.from === null ? 'Pick a star on the board to draw from.' : `Drawing from star ${ui.from}: pick the star to join it to.`}));

  const text = [`${s.stars.length} stars; lens radius ${s.lens_radius}. Scores: ${view.players.map((p) => `${playerName(view, p.seat)} ${s.scores[p.seat]}`).join(', ')}.`];
  text.push(`Constellations on the board: ${s.constellations.map((c) => `“${c.word}” by ${playerName(view, c.illustrator)} (${c.segments.length} lines)`).join('; ') || 'none'}.`);
  if (turn) {
    text.push(`Turn ${turn.number + 1} of ${s.turns_total}: ${playerName(view, turn.illustrator)} is ${turn.phase === 'choose_word' ? 'choosing a word' : 'drawing'}.`);
    if (turn.card) text.push(`Your card: ${turn.card.words.join(' or ')} (worth ${turn.card.value})${turn.card.chosen !== null ? `, drawing “${turn.card.words[turn.card.chosen]}”` : ''}.`);
    text.push(`The drawing: ${turn.drawing.map(([a, b]) => `star ${a}–star ${b}`).join(', ') || 'nothing yet'}.`);
    text.push(`Guesses: ${turn.guesses.map((g) => `${playerName(view, g.seat)} said “${g.text}”${g.right ? ' (right!)' : ''}`).join('; ') || 'none'}.${turn.timer_holder !== null ? ` ${playerName(view, turn.timer_holder)} holds the sand timer.` : ''}`);
  }
  for (const record of s.history) {
    text.push(`Turn ${record.turn + 1}: ${playerName(view, record.illustrator)} drew “${record.word}” — ${record.guesser === null ? 'nobody guessed it' : `${playerName(view, record.guesser)} guessed it${record.lens_bonus ? ', inside the lens' : ''}`}.`);
  }
  return {svg: picture, text, placed, panel};
}
