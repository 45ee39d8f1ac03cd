// Starshower: the grid with its stars (good ones in their owner's colour, black ones dark), the
// groups each player drew, the black lines and the points they closed.
import {actionControl, html, lastMoveMark, playerName, seatColour, starPoints, svg} from '../dom.js';

export const title = 'Starshower';
// Each prompt (engines/starshower: the turn's phase) in words, and its one-line hint.
export const prompts = {
  call: {says: 'call the coin', hint: 'Call heads or tails: right, you place a good star; wrong, a black star.'},
  star: {says: 'place a star', hint: (view, actions) => (actions.some((a) => a.group)
    ? 'Click a free point to place your star, or pick a button below to place it and ring a line of 3 or more as a group.'
    : 'Click a free point to place your star.')},
  black_star: {says: 'place a black star',
    hint: 'Click a free point to place the black star: it draws a line to each black star it can reach in its row and column.'},
};
const GAP = 30;
const MARGIN = 24;

const at = (point) => [MARGIN + point[0] * GAP, MARGIN + point[1] * GAP];
// Points in words: column and row counted from 1, as the board's edges are labelled.
const where = (point) => `(${point[0] + 1}, ${point[1] + 1})`;

export function label(action) {
  if (action.type === 'call') return `Call ${action.side}`;
  if (action.type === 'star') return `Star at ${where(action.point)}${action.group ? `, grouping ${where(action.group[0])}–${where(action.group[1])}` : ''}`;
  return `Black star at ${where(action.point)}${action.connect.length ? `, lines to ${action.connect.map(where).join(' ')}` : ', no lines'}`;
}

export function group(action) {
  if (action.type === 'call') return 'Call the coin';
  if (action.type === 'star') return action.group ? 'Place a star and draw a group' : 'Place a star';
  return 'Place a black star';
}

export function button(action) {
  return actionControl(html('button', {type: 'button', text: label(action)}), action, label(action));
}

export function draw(view, actions, ui, ctx = {}) {
  const s = view.state;
  const side = MARGIN * 2 + (s.size - 1) * GAP;
  const picture = svg('svg', {viewBox: `0 0 ${side} ${side}`, id: 'board-svg', 'aria-label': `Starshower grid, ${s.size} by ${s.size}`});
  for (let i = 0; i < s.size; i++) {
    const [x] = at([i, 0]);
    picture.append(svg('line', {x1: x, y1: MARGIN, x2: x, y2: side - MARGIN, stroke: '#2d366b'}),
      svg('line', {x1: MARGIN, y1: x, x2: side - MARGIN, y2: x, stroke: '#2d366b'}),
      svg('text', {x, y: 9, 'text-anchor': 'middle', 'font-size': 8, fill: '#7986cb', 'aria-hidden': 'true', text: i + 1}),
      svg('text', {x: 8, y: x + 3, 'text-anchor': 'middle', 'font-size': 8, fill: '#7986cb', 'aria-hidden': 'true', text: i + 1}));
  }
  for (const point of s.closed) {
    const [x, y] = at(point);
    picture.append(svg('path', {d: `M${x - 5} ${y - 5}L${x + 5} ${y + 5}M${x + 5} ${y - 5}L${x - 5} ${y + 5}`, stroke: '#666', 'stroke-width': 1.5}));
  }
  for (const line of s.black_lines) {
    const [x1, y1] = at(line.from);
    const [x2, y2] = at(line.to);
    picture.append(svg('line', {x1, y1, x2, y2, stroke: '#9e9e9e', 'stroke-width': 4, 'stroke-dasharray': '6 4', 'stroke-linecap': 'round'}));
  }
  for (const g of s.groups) {
    const [x1, y1] = at(g.from);
    const [x2, y2] = at(g.to);
    picture.append(svg('line', {x1, y1, x2, y2, stroke: seatColour(g.seat), 'stroke-width': 6, 'stroke-opacity': 0.55, 'stroke-linecap': 'round'}));
  }
  for (const star of s.stars) {
    const [x, y] = at(star.point);
    const colour = star.owner === null ? '#111' : seatColour(star.owner);
    picture.append(svg('polygon', {points: starPoints(x, y, 11), fill: colour, stroke: star.owner === null ? '#fff' : (star.grouped ? '#fff' : 'none'),
      'stroke-width': 1.5, opacity: star.live ? 1 : 0.35}));
  }

  for (const event of ctx.lastMove || []) {
    if (event.type !== 'star_drawn') continue;
    const [x, y] = at(event.point);
    picture.append(lastMoveMark('circle', {cx: x, cy: y, r: 15}));
  }

  // One control per point: a plain good star, or the black star with every line it may draw.
  const placed = new Set();
  actions.forEach((action, index) => {
    if (action.type === 'call' || (action.type === 'star' && action.group)) return;
    const [x, y] = at(action.point);
    picture.append(actionControl(svg('circle', {cx: x, cy: y, r: 11, fill: action.type === 'star' ? seatColour(view.you) : '#000',
      'fill-opacity': 0.18, stroke: action.type === 'star' ? seatColour(view.you) : '#fff', 'stroke-opacity': 0.5}), action, label(action)));
    placed.add(index);
  });

  const text = [`A ${s.size} by ${s.size} grid; ${s.open_points} open points.`];
  for (const player of view.players) {
    const mine = s.stars.filter((st) => st.owner === player.seat);
    text.push(`${playerName(view, player.seat)}: ${mine.length} stars (${mine.filter((st) => st.live).length} live, ${mine.filter((st) => st.grouped).length} grouped) at ${mine.map((st) => where(st.point)).join(' ') || 'nowhere yet'}.`);
  }
  const black = s.stars.filter((st) => st.owner === null);
  text.push(`Black stars: ${black.map((st) => where(st.point)).join(' ') || 'none'}. Black lines: ${s.black_lines.map((l) => `${where(l.from)}–${where(l.to)}`).join(', ') || 'none'}.`);
  text.push(`Groups: ${s.groups.map((g) => `${playerName(view, g.seat)} ${where(g.from)}–${where(g.to)}`).join(', ') || 'none'}.`);
  if (s.last_toss) text.push(`Last toss: ${playerName(view, s.last_toss.seat)} called ${s.last_toss.call}, the coin showed ${s.last_toss.flip}.`);
  if (s.turn) text.push(`Turn: ${playerName(view, s.turn.seat)} to ${prompts[s.turn.phase] ? prompts[s.turn.phase].says : s.turn.phase}.`);
  return {svg: picture, text, placed};
}
