// A player's rating history as a small line chart, drawn by hand in SVG (no chart library): the
// displayed rating (the ordinal) after each of the given changes, oldest on the left, joined by a
// line that starts from the rating before the oldest of them. One marker per change
// (data-change, each with its own <title>); the svg is an image named by its <title> and <desc>.
// The same numbers are in the table the player page puts beside it, for anyone who cannot see it.
import {svg} from './dom.js';

const WIDTH = 320;
const HEIGHT = 120;
const LEFT = 40;    // room for the axis labels
const RIGHT = 10;
const TOP = 10;
const BOTTOM = 12;
const MIN_SPAN = 2; // a flat history still gets a readable scale (±1 around it)

export const oneDecimal = (value) => (Math.round(value * 10) / 10).toFixed(1);

// `changes`: the API's recent changes, oldest first ({before, after, rank, players, …}).
// `id`: unique on the page (the title and description are referred to by it).
export function ratingChart(changes, {id, label}) {
  const values = [changes[0].before, ...changes.map((c) => c.after)];
  let low = Math.min(...values);
  let high = Math.max(...values);
  if (high - low < MIN_SPAN) {
    const middle = (high + low) / 2;
    low = middle - MIN_SPAN / 2;
    high = middle + MIN_SPAN / 2;
  }
  const x = (i) => LEFT + (i * (WIDTH - LEFT - RIGHT)) / (values.length - 1);
  const y = (v) => TOP + ((high - v) * (HEIGHT - TOP - BOTTOM)) / (high - low);
  const at = (i, v) => `${x(i).toFixed(1)},${y(v).toFixed(1)}`;

  const first = changes[0].before;
  const last = changes[changes.length - 1].after;
  const summary = `${label}: the displayed rating over the last ${changes.length} rated game${changes.length > 1 ? 's' : ''}, `
    + `from ${oneDecimal(first)} to ${oneDecimal(last)} (lowest ${oneDecimal(Math.min(...values))}, highest ${oneDecimal(Math.max(...values))}).`;
  const axis = (value) => [
    svg('line', {class: 'chart-grid', x1: LEFT, x2: WIDTH - RIGHT, y1: y(value).toFixed(1), y2: y(value).toFixed(1)}),
    svg('text', {class: 'chart-label', x: LEFT - 4, y: (y(value) + 3).toFixed(1), 'text-anchor': 'end', text: oneDecimal(value)}),
  ];
  return svg('svg', {class: 'rating-chart', id, viewBox: `0 0 ${WIDTH} ${HEIGHT}`, role: 'img',
    'aria-labelledby': `${id}-title ${id}-desc`, 'data-points': changes.length},
  svg('title', {id: `${id}-title`, text: summary}),
  svg('desc', {id: `${id}-desc`, text: 'Each dot is the rating after one game, oldest on the left; the line starts from the rating before the first of them.'}),
  axis(high), axis(low),
  low < 0 && high > 0 ? [  // a newcomer's rating: a dashed line, labelled where it is far enough from the others
    svg('line', {class: 'chart-zero', x1: LEFT, x2: WIDTH - RIGHT, y1: y(0).toFixed(1), y2: y(0).toFixed(1)}),
    Math.min(y(0) - y(high), y(low) - y(0)) > 12 ? svg('text', {class: 'chart-label', x: LEFT - 4, y: (y(0) + 3).toFixed(1), 'text-anchor': 'end', text: '0'}) : null,
  ] : null,
  svg('polyline', {class: 'chart-line', points: values.map((v, i) => at(i, v)).join(' ')}),
  svg('circle', {class: 'chart-start', 'data-start': '', cx: x(0).toFixed(1), cy: y(first).toFixed(1), r: 2.5}),
  changes.map((change, i) => svg('circle', {class: 'chart-point', 'data-change': change.game_id, 'data-after': change.after,
    cx: x(i + 1).toFixed(1), cy: y(change.after).toFixed(1), r: 3.5},
  svg('title', {text: `Game ${i + 1}: ${oneDecimal(change.before)} → ${oneDecimal(change.after)}, place ${change.rank} of ${change.players}`}))));
}
