// Twinkle Twinkle: the Current Round row (tiles with the standees above them), the next row, and
// every player's Star Chart (4 rows of 5 observation spaces). To place a tile, pick a slot and an
// orientation (a selection, posting nothing); the empty spaces of your chart then post the
// matching `place` action.
import {actionControl, html, lastMoveMark, playerName, selectControl, seatColour, starPoints, svg} from '../dom.js';

export const title = 'Twinkle Twinkle';
export const prompts = {
  place: {says: 'take a tile and place it',
    hint: 'Pick a tile of the current row and how it lies, then click an empty space of your Star Chart.'},
  take: {says: 'take a tile'},  // the Cosmobot's: no seat answers it
};
const TILE = 44;
const KIND_COLOURS = {star: '#1a237e', comet: '#00695c', planet: '#6a1b9a', asteroid: '#5d4037', black_hole: '#212121', satellite: '#37474f'};
const DIRECTION_ANGLES = {N: 0, NE: 45, E: 90, SE: 135, S: 180, SW: 225, W: 270, NW: 315};

const orientationName = (o) => `${o >= 4 ? 'mirrored, ' : ''}${(o % 4) * 90}° turn`;
const tileName = (tile) => (tile ? `${tile.kind.replace('_', ' ')}${tile.stars.length ? ` with ${tile.stars.length} star${tile.stars.length > 1 ? 's' : ''}` : ''}${tile.slow ? ' (slow)' : ''}` : 'empty');

// A tile drawn around its centre; its stars' lines point where the view says.
function tilePicture(tile, stars = tile.stars, transform = '') {
  const g = svg('g', {transform});
  g.append(svg('rect', {x: -TILE / 2 + 1, y: -TILE / 2 + 1, width: TILE - 2, height: TILE - 2, rx: 4, fill: KIND_COLOURS[tile.kind] || '#333', stroke: '#90a4ae'}));
  if (!stars.length) g.append(svg('text', {y: 4, 'text-anchor': 'middle', 'font-size': 9, fill: '#e8eaf6', text: tile.kind.replace('_', ' ')}));
  stars.forEach((star, i) => {
    const cx = stars.length > 1 ? (i ? 8 : -8) : 0;
    for (const line of star.lines) {
      const angle = (DIRECTION_ANGLES[line] - 90) * Math.PI / 180;
      g.append(svg('line', {x1: cx, y1: 0, x2: cx + 20 * Math.cos(angle), y2: 20 * Math.sin(angle), stroke: '#fff59d', 'stroke-width': 2}));
    }
    g.append(svg('polygon', {points: starPoints(cx, 0, star.nova ? 8 : 6), fill: star.nova ? '#ff8a65' : '#fff59d'}));
  });
  if (tile.slow) g.append(svg('text', {x: TILE / 2 - 4, y: TILE / 2 - 4, 'text-anchor': 'end', 'font-size': 8, fill: '#fff', text: 'slow'}));
  return g;
}

const orientTransform = (o) => `rotate(${(o % 4) * 90})${o >= 4 ? ' scale(-1 1)' : ''}`;

export function label(action, view) {
  if (action.type === 'cosmobot_take') return `Cosmobot takes slot ${action.slot + 1}`;
  const slot = view.state.current_row[action.slot];
  return `Place slot ${action.slot + 1} (${tileName(slot && slot.tile)}) on row ${action.space[0] + 1}, column ${action.space[1] + 1}, ${orientationName(action.orientation)}`;
}
export const group = (action) => (action.type === 'cosmobot_take' ? 'Move a Cosmobot' : 'Place a tile');
export const button = (action, view) => actionControl(html('button', {type: 'button', text: label(action, view)}), action, label(action, view));

export function draw(view, actions, ui, ctx) {
  const s = view.state;
  const places = actions.map((a, i) => [a, i]).filter(([a]) => a.type === 'place');
  const slots = [...new Set(places.map(([a]) => a.slot))];
  if (actions.length && !slots.includes(ui.slot)) ui.slot = slots[0];
  const orientations = [...new Set(places.filter(([a]) => a.slot === ui.slot).map(([a]) => a.orientation))].sort();
  if (actions.length && !orientations.includes(ui.orientation)) ui.orientation = orientations[0];

  const charts = s.charts.length;
  const chartWidth = 5 * TILE + 20;
  const width = Math.max(5 * (TILE + 12) + 40, charts * chartWidth + 20);
  const height = 2 * (TILE + 30) + 40 + 4 * TILE + 30;
  const picture = svg('svg', {viewBox: `0 0 ${width} ${height}`, id: 'board-svg', 'aria-label': 'Twinkle Twinkle rows and star charts'});

  // Current Round row, standees above; the next row below it.
  picture.append(svg('text', {x: 8, y: 14, fill: '#e8eaf6', 'font-size': 11, text: `Round ${s.round} — current row`}));
  s.current_row.forEach((slot, i) => {
    const x = 30 + i * (TILE + 12);
    const y = 56;
    if (slot.tile) {
      const tile = tilePicture(slot.tile, slot.tile.stars, `translate(${x} ${y})`);
      if (slots.includes(i)) selectControl(tile, `Select slot ${i + 1}: ${tileName(slot.tile)}`, ui.slot === i, () => { ui.slot = i; ctx.render(); });
      picture.append(tile);
      if (ui.slot === i && slots.length) picture.append(svg('rect', {x: x - TILE / 2 - 2, y: y - TILE / 2 - 2, width: TILE + 4, height: TILE + 4, fill: 'none', stroke: '#ffd54f', 'stroke-width': 2}));
    }
    if (slot.standee !== null && slot.standee !== undefined) {
      const owner = s.standees[slot.standee];
      picture.append(svg('circle', {cx: x, cy: y - TILE / 2 - 7, r: 5, fill: owner.cosmobot ? '#9e9e9e' : seatColour(owner.seat)}));
    }
  });
  picture.append(svg('text', {x: 8, y: 100, fill: '#e8eaf6', 'font-size': 11, text: 'Next row'}));
  s.next_row.forEach((slot, i) => { if (slot.tile) picture.append(tilePicture(slot.tile, slot.tile.stars, `translate(${30 + i * (TILE + 12)} ${128}) scale(0.8)`)); });

  // Star charts; the tile placed by the last move marked.
  const placedLast = ((ctx && ctx.lastMove) || []).filter((event) => event.type === 'tile_placed');
  const placed = new Set(places.map(([, i]) => i));
  const top = 174;
  s.charts.forEach((chart, c) => {
    const left = 10 + c * chartWidth;
    picture.append(svg('text', {x: left, y: top - 6, fill: seatColour(chart.seat), 'font-size': 11, text: playerName(view, chart.seat)}));
    chart.spaces.forEach((row, r) => row.forEach((cell, col) => {
      const x = left + col * TILE + TILE / 2;
      const y = top + r * TILE + TILE / 2;
      picture.append(svg('rect', {x: x - TILE / 2, y: y - TILE / 2, width: TILE, height: TILE, fill: 'none', stroke: '#2d366b'}));
      if (cell) {
        picture.append(tilePicture(cell.tile, cell.stars, `translate(${x} ${y})`));
        if (placedLast.some((e) => e.seat === chart.seat && e.space[0] === r && e.space[1] === col)) {
          picture.append(lastMoveMark('rect', {x: x - TILE / 2 + 1, y: y - TILE / 2 + 1, width: TILE - 2, height: TILE - 2, rx: 4}));
        }
        return;
      }
      if (chart.seat !== view.you) return;
      const found = places.find(([a]) => a.slot === ui.slot && a.orientation === ui.orientation && a.space[0] === r && a.space[1] === col);
      if (found) {
        picture.append(actionControl(svg('rect', {x: x - TILE / 2 + 3, y: y - TILE / 2 + 3, width: TILE - 6, height: TILE - 6, rx: 4,
          fill: '#ffd54f', 'fill-opacity': 0.15, stroke: '#ffd54f', 'stroke-dasharray': '3 3'}), found[0], label(found[0], view)));
      }
    }));
  });

  // The selection: slot and orientation (with a preview of the tile turned).
  const panel = [];
  if (slots.length) {
    const chosen = s.current_row[ui.slot].tile;
    const preview = svg('svg', {viewBox: `${-TILE / 2 - 2} ${-TILE / 2 - 2} ${TILE + 4} ${TILE + 4}`, width: 66, height: 66, 'aria-hidden': 'true'},
      tilePicture(chosen, chosen.stars, orientTransform(ui.orientation)));
    panel.push(html('div', {class: 'group', role: 'group', 'aria-label': 'Choose a tile'}, html('h4', {text: 'Tile (pick one, then a space on your chart)'}),
      slots.map((slot) => selectControl(html('button', {type: 'button', text: `Slot ${slot + 1}: ${tileName(s.current_row[slot].tile)}`}),
        `Select slot ${slot + 1}`, ui.slot === slot, () => { ui.slot = slot; ctx.render(); }))));
    panel.push(html('div', {class: 'group', role: 'group', 'aria-label': 'Choose an orientation'}, html('h4', {text: 'Orientation'}), preview, html('br'),
      orientations.map((o) => selectControl(html('button', {type: 'button', text: `${o >= 4 ? '⇋ ' : ''}${(o % 4) * 90}°`, title: orientationName(o)}),
        `Orientation: ${orientationName(o)}`, ui.orientation === o, () => { ui.orientation = o; ctx.render(); }))));
  }

  const standeeOwner = (standee) => (s.standees[standee].cosmobot ? 'the Cosmobot' : playerName(view, s.standees[standee].seat));
  const text = [`Round ${s.round}${s.over ? ', game over' : ''}. Current row: ${s.current_row.map((slot) => `slot ${slot.slot + 1} ${tileName(slot.tile)}${slot.standee !== null && slot.standee !== undefined ? ` (taken by ${standeeOwner(slot.standee)})` : ''}`).join('; ')}.`];
  text.push(`Next row: ${s.next_row.map((slot) => tileName(slot.tile)).join('; ')}.`);
  for (const chart of s.charts) {
    const filled = chart.spaces.flatMap((row, r) => row.map((cell, c) => (cell ? `row ${r + 1} column ${c + 1}: ${tileName(cell.tile)}` : null))).filter(Boolean);
    text.push(`${playerName(view, chart.seat)}'s chart: ${filled.length} of 20 spaces filled${filled.length ? ` — ${filled.join('; ')}` : ''}.`);
  }
  if (s.bag) text.push(`Bag: ${s.bag.count} tiles.`);
  return {svg: picture, text, placed, panel};
}
