// Starligned: each player's row of cards (active half on top, half-moons on the edges, moon
// cards laid over pairs), the moon supply and draw pile, and your hand. Hand cards post the one
// action the phase allows for them; everything else is listed in the panel.
import {actionControl, html, lastMoveMark, playerName, seatColour, svg} from '../dom.js';

export const title = 'Starligned';
// Phases 1 and 4, then the moon bonus and each phase-3 effect (engines/starligned/rules.py).
export const prompts = {
  choose: {says: 'choose a card to play', hint: 'Click a card in your hand to play it face down; you may change your mind until everyone has chosen.'},
  rotate: {says: 'choose a card to rotate', hint: 'Click a card in your hand to rotate it before the hands pass to the left.'},
  moon_bonus: {says: 'use the moon bonus', hint: 'Your last two cards make a full moon: lay a moon card over them, take one off another row, or skip.'},
  swap: {says: 'swap two cards', hint: 'Pick two cards of one row to swap them (any row, yours too).'},
  move: {says: 'move their card', hint: 'Pick the place in your row to move your new card to.'},
  rotate_card: {says: 'rotate a card in a row', hint: 'Pick a card in any row to turn it round: its other half counts then.'},
  rotate_telescope: {says: 'rotate a telescope', hint: 'Pick a player whose whole hand turns round, yours included.'},
  repeat: {says: 'repeat an effect', hint: 'Pick a card on the table: its owner performs its effect again.'},
  exchange: {says: 'pick a card to exchange', hint: 'Pick a card in any row: its owner swaps it for a card from their hand.'},
  exchange_with: {says: 'give a card from the hand', hint: 'Pick the card of your hand to put in place of the chosen card of your row.'},
};
const W = 62;
const H = 86;
const CONSTELLATION_COLOURS = {Cygnus: '#4fc3f7', Orion: '#f06292', Cassiopeia: '#ffb74d', Draco: '#81c784', Lyra: '#ba68c8', Pegasus: '#4db6ac'};
const HAND_TYPES = new Set(['choose', 'rotate', 'exchange_with']);

function cardsById(view) {
  const s = view.state;
  const all = new Map();
  for (const row of s.rows) row.cards.forEach((card, k) => all.set(card.card, {...card, where: `${ordinal(k + 1)} in ${playerName(view, row.seat)}'s row`}));
  for (const card of s.hand || []) all.set(card.card, {...card, where: 'your hand'});
  return all;
}
export const ordinal = (n) => `${n}${n % 10 === 1 && n % 100 !== 11 ? 'st' : n % 10 === 2 && n % 100 !== 12 ? 'nd' : n % 10 === 3 && n % 100 !== 13 ? 'rd' : 'th'}`;
const half = (h) => `${h.value}${h.effect !== 'none' ? ` ${h.effect.replace(/_/g, ' ')}` : ''}`;
function cardName(view, id) {
  const card = cardsById(view).get(id);
  return card ? `${card.constellation} ${half(card.top)} (${card.where})` : 'a card';
}

export function label(action, view) {
  const c = (id) => cardName(view, id);
  switch (action.type) {
    case 'choose': return `Play ${c(action.card)} face down`;
    case 'rotate': return `Rotate ${c(action.card)} before passing`;
    case 'lay_moon': return 'Lay a moon card';
    case 'remove_moon': return `Remove the moon card over ${c(action.card)}`;
    case 'skip_moon_bonus': return 'Skip the moon bonus';
    case 'swap': return `Swap ${c(action.first)} and ${c(action.second)}`;
    case 'move': return `Move the card to place ${action.to + 1} of its row`;
    case 'rotate_card': return `Rotate ${c(action.card)}`;
    case 'rotate_telescope': return `Rotate the telescope of ${playerName(view, action.player)}`;
    case 'repeat': return `Repeat the effect of ${c(action.card)}`;
    case 'exchange': return `Exchange ${c(action.card)}`;
    case 'exchange_with': return `Give ${c(action.card)} in the exchange`;
    default: return JSON.stringify(action);
  }
}
export const group = (action) => action.type.replace(/_/g, ' ').replace(/^./, (ch) => ch.toUpperCase());
export const button = (action, view) => actionControl(html('button', {type: 'button', text: label(action, view)}), action, label(action, view));

function cardPicture(x, y, card) {
  const g = svg('g', {transform: `translate(${x} ${y})`});
  const colour = CONSTELLATION_COLOURS[card.constellation] || '#90a4ae';
  g.append(svg('rect', {width: W, height: H, rx: 5, fill: '#10163a', stroke: colour, 'stroke-width': 2}));
  g.append(svg('text', {x: W / 2, y: 12, 'text-anchor': 'middle', 'font-size': 8, fill: colour, text: card.constellation}));
  g.append(svg('text', {x: W / 2, y: 36, 'text-anchor': 'middle', 'font-size': 18, fill: '#fff', text: card.top.value}));
  g.append(svg('text', {x: W / 2, y: 48, 'text-anchor': 'middle', 'font-size': 8, fill: '#ffd54f', text: card.top.effect !== 'none' ? card.top.effect.replace(/_/g, ' ') : ''}));
  g.append(svg('line', {x1: 4, y1: 56, x2: W - 4, y2: 56, stroke: '#2d366b'}));
  g.append(svg('text', {x: W / 2, y: 72, 'text-anchor': 'middle', 'font-size': 10, fill: '#888', transform: `rotate(180 ${W / 2} 69)`,
    text: `${card.bottom.value}${card.bottom.effect !== 'none' ? ' ' + card.bottom.effect.replace(/_/g, ' ') : ''}`}));
  // Half-moons on the edges: two neighbours' halves make a full moon.
  if (card.half_moon_left) g.append(svg('path', {d: `M0 ${H / 2 - 9} A9 9 0 0 1 0 ${H / 2 + 9} Z`, fill: '#fff9c4'}));
  if (card.half_moon_right) g.append(svg('path', {d: `M${W} ${H / 2 - 9} A9 9 0 0 0 ${W} ${H / 2 + 9} Z`, fill: '#fff9c4'}));
  if (card.blocked) g.append(svg('rect', {width: W, height: H, rx: 5, fill: '#000', 'fill-opacity': 0.45}));
  if (card.exchanged_in) g.append(svg('text', {x: W - 4, y: H - 4, 'text-anchor': 'end', 'font-size': 8, fill: '#ffd54f', text: '⇄'}));
  return g;
}

// The cards of the rows the last move laid, moved, turned or exchanged in.
function cardsMoved(events) {
  const ids = new Set();
  for (const event of events) {
    if (event.type === 'revealed') event.plays.forEach((play) => ids.add(play.card));
    if (['swapped', 'moon_laid'].includes(event.type)) event.cards.forEach((id) => ids.add(id));
    if (['moved', 'card_rotated'].includes(event.type)) ids.add(event.card);
    if (event.type === 'exchanged') ids.add(event.to_row);
  }
  return ids;
}

export function draw(view, actions, ui, ctx = {}) {
  const s = view.state;
  const longest = Math.max(6, ...s.rows.map((r) => r.cards.length), (s.hand || []).length);
  const width = 110 + longest * (W + 8);
  const rowHeight = H + 24;
  const height = 40 + s.rows.length * rowHeight + (s.hand ? rowHeight + 10 : 0);
  const picture = svg('svg', {viewBox: `0 0 ${width} ${height}`, id: 'board-svg', 'aria-label': 'Starligned rows'});
  picture.append(svg('text', {x: 8, y: 18, fill: '#e8eaf6', 'font-size': 12,
    text: `Stage ${s.stage}, round ${s.round}, ${s.phase} phase · moon cards left ${s.moon_supply} · draw pile ${s.draw_pile_size}${s.pending ? ` · ${playerName(view, s.pending.decider)} to ${s.pending.prompt.replace(/_/g, ' ')}` : ''}`}));

  const touched = cardsMoved(ctx.lastMove || []);
  s.rows.forEach((row, i) => {
    const y = 32 + i * rowHeight;
    picture.append(svg('text', {x: 8, y: y + 14, fill: seatColour(row.seat), 'font-size': 11, text: playerName(view, row.seat)}));
    picture.append(svg('text', {x: 8, y: y + 30, fill: '#e8eaf6', 'font-size': 9, text: `${s.hand_sizes[row.seat]} in hand${s.chosen[row.seat] ? ' · chosen' : ''}`}));
    row.cards.forEach((card, k) => {
      picture.append(cardPicture(100 + k * (W + 8), y, card));
      if (touched.has(card.card)) picture.append(lastMoveMark('rect', {x: 97 + k * (W + 8), y: y - 3, width: W + 6, height: H + 6, rx: 7}));
    });
    for (const covered of row.moons) {  // a moon card lies over the covered card and its right neighbour
      const k = row.cards.findIndex((c) => c.card === covered);
      if (k < 0) continue;
      const x = 100 + k * (W + 8) + W / 2;
      picture.append(svg('rect', {x, y: y + H / 2 - 16, width: W + 8, height: 32, rx: 16, fill: '#fff9c4', 'fill-opacity': 0.85}),
        svg('text', {x: x + (W + 8) / 2, y: y + H / 2 + 4, 'text-anchor': 'middle', 'font-size': 10, fill: '#000', text: '☾ moon'}));
    }
  });

  const placed = new Set();
  if (s.hand) {
    const y = 40 + s.rows.length * rowHeight;
    picture.append(svg('text', {x: 8, y: y + 14, fill: '#e8eaf6', 'font-size': 11, text: 'Your hand'}));
    s.hand.forEach((card, k) => {
      const picked = s.my_choice === card.card;
      const g = cardPicture(100 + k * (W + 8), y, card);
      if (picked) g.append(svg('rect', {width: W, height: H, rx: 5, fill: 'none', stroke: '#ffd54f', 'stroke-width': 4}));
      const mine = actions.map((a, index) => [a, index]).filter(([a]) => HAND_TYPES.has(a.type) && a.card === card.card);
      if (mine.length === 1) {
        actionControl(g, mine[0][0], label(mine[0][0], view));
        placed.add(mine[0][1]);
      }
      picture.append(g);
    });
  }

  const panel = [];  // what to do is said by the prompt's hint (prompts above)

  const text = [`Stage ${s.stage}, round ${s.round}, ${s.phase} phase. ${s.moon_supply} moon cards in the supply, ${s.draw_pile_size} cards in the draw pile.`];
  if (s.pending) text.push(`Waiting for ${playerName(view, s.pending.decider)} to ${s.pending.prompt.replace(/_/g, ' ')} (${cardName(view, s.pending.card)}).`);
  for (const row of s.rows) {
    text.push(`${playerName(view, row.seat)}'s row: ${row.cards.map((c) => `${c.constellation} ${half(c.top)}${c.half_moon_left ? ', half-moon left' : ''}${c.half_moon_right ? ', half-moon right' : ''}${c.blocked ? ', under a moon card' : ''}`).join('; ') || 'empty'}. ${row.moons.length} moon cards.`);
  }
  if (s.hand) text.push(`Your hand: ${s.hand.map((c) => `${c.constellation} ${half(c.top)} / ${half(c.bottom)}`).join('; ')}.`);
  return {svg: picture, text, placed, panel};
}
