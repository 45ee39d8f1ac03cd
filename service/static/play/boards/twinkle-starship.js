// Twinkle Starship: each player's hand size, unused sticks, tricks and taken sticks; the trick
// on the table and the ones before it; your hand. Every card shows its seven-segment figure,
// turned when played upside down, with the added sticks in gold.
import {actionControl, html, lastMoveMark, playerName, seatColour, svg} from '../dom.js';

export const title = 'Twinkle Starship';
export const prompts = {
  play: {says: 'play a card', hint: (view) => {
    const s = view.state;
    const led = s.current_trick && s.current_trick.led_colour;
    if (!led) return 'You lead: pick any card; add sticks or turn it upside down to change its number.';
    const follows = (s.hand || []).some((card) => card.colour === led);
    return follows ? `Pick a card to play; you must follow ${led} if you can.`
      : `You have no ${led}: play any card${led === 'pink' ? '' : ' (pink is trump)'}.`;
  }},
};
// The ten figures (engines/twinkle_starship/data.json) and what turning a card upside down does.
const FIGURES = {0: 'abcdef', 1: 'bc', 2: 'abdeg', 3: 'abcdg', 4: 'bcfg', 5: 'acdfg', 6: 'acdefg', 7: 'abc', 8: 'abcdefg', 9: 'abcdfg'};
const UPSIDE_DOWN = {a: 'd', b: 'e', c: 'f', d: 'a', e: 'b', f: 'c', g: 'g'};
const COLOURS = {pink: '#f48fb1', blue: '#64b5f6', green: '#81c784', yellow: '#fff176'};
// Segment ends on a 20×36 figure: a top, b upper right, c lower right, d bottom, e lower left, f upper left, g middle.
const SEGMENT_LINES = {a: [2, 2, 18, 2], b: [18, 2, 18, 18], c: [18, 18, 18, 34], d: [2, 34, 18, 34], e: [2, 18, 2, 34], f: [2, 2, 2, 18], g: [2, 18, 18, 18]};

const printed = (card, upsideDown) => [...FIGURES[card.digit]].map((s) => (upsideDown ? UPSIDE_DOWN[s] : s));
function valueOf(card, upsideDown, segments) {
  const shown = [...new Set([...printed(card, upsideDown), ...segments])].sort().join('');
  const digit = Object.entries(FIGURES).find(([, figure]) => figure === shown);
  return digit ? Number(digit[0]) : null;
}

function cardPicture(x, y, card, {upsideDown = false, segments = [], scale = 1} = {}) {
  const g = svg('g', {transform: `translate(${x} ${y}) scale(${scale})`});
  g.append(svg('rect', {width: 36, height: 52, rx: 4, fill: COLOURS[card.colour] || '#ccc', stroke: '#000'}));
  const figure = svg('g', {transform: 'translate(8 8)', 'stroke-linecap': 'round'});
  for (const s of printed(card, upsideDown)) {
    const [x1, y1, x2, y2] = SEGMENT_LINES[s];
    figure.append(svg('line', {x1, y1, x2, y2, stroke: '#1a1a1a', 'stroke-width': 3.5}));
  }
  for (const s of segments) {
    const [x1, y1, x2, y2] = SEGMENT_LINES[s];
    figure.append(svg('line', {x1, y1, x2, y2, stroke: '#b8860b', 'stroke-width': 3.5}));
  }
  g.append(figure);
  if (upsideDown) g.append(svg('text', {x: 33, y: 50, 'font-size': 8, 'text-anchor': 'end', fill: '#000', text: '↻'}));
  return g;
}

const cardName = (card) => `${card.colour} ${card.digit}`;
function playName(play) {
  const turned = play.upside_down ? ' upside down' : '';
  const sticks = play.segments.length ? ` + ${play.segments.length} stick${play.segments.length > 1 ? 's' : ''} (${play.segments.join('')})` : '';
  return `${cardName(play.card)}${turned}${sticks} = ${play.value ?? valueOf(play.card, play.upside_down, play.segments)}`;
}

export const label = (action) => `Play ${playName(action)}`;
export const group = (action) => `Play ${cardName(action.card)}`;

export function button(action) {
  const picture = svg('svg', {viewBox: '0 0 36 52', width: 27, height: 39, 'aria-hidden': 'true'},
    cardPicture(0, 0, action.card, {upsideDown: action.upside_down, segments: action.segments}));
  const value = valueOf(action.card, action.upside_down, action.segments);
  return actionControl(html('button', {type: 'button'}, picture, ` ${value}${action.segments.length ? ` (+${action.segments.length})` : ''}${action.upside_down ? ' ↻' : ''}`), action, label(action));
}

export function draw(view, actions, ui, ctx = {}) {
  const s = view.state;
  const players = view.players.length;
  const width = 640;
  const rowHeight = 70;
  const height = 90 + players * rowHeight + 90;
  const picture = svg('svg', {viewBox: `0 0 ${width} ${height}`, id: 'board-svg', 'aria-label': 'Twinkle Starship table'});
  picture.append(svg('text', {x: 10, y: 20, fill: '#e8eaf6', 'font-size': 14, text: `Deal ${s.deal} of ${s.deals}${s.over ? ' — match over' : ''}`}));

  // The trick on the table.
  picture.append(svg('text', {x: 10, y: 45, fill: '#e8eaf6', 'font-size': 12, text: `Trick ${s.tricks.length + 1}${s.current_trick.led_colour ? `, ${s.current_trick.led_colour} led` : ''}:`}));
  const lastPlayed = (ctx.lastMove || []).find((event) => event.type === 'card_played');
  s.current_trick.plays.forEach((play, i) => {
    picture.append(cardPicture(150 + i * 50, 28, play.card, {upsideDown: play.upside_down, segments: play.segments, scale: 0.9}),
      svg('circle', {cx: 150 + i * 50 + 16, cy: 80, r: 4, fill: seatColour(play.seat)}));
    if (lastPlayed && lastPlayed.seat === play.seat) picture.append(lastMoveMark('rect', {x: 147 + i * 50, y: 25, width: 38.4, height: 52.8, rx: 5}));
  });

  // One row per player: hand size, unused sticks, tricks won, sticks taken.
  view.players.forEach((player, i) => {
    const y = 100 + i * rowHeight;
    const turn = s.turn === player.seat;
    picture.append(svg('rect', {x: 4, y: y - 4, width: width - 8, height: rowHeight - 6, rx: 6, fill: turn ? '#232b5c' : 'none', stroke: seatColour(player.seat)}));
    picture.append(svg('text', {x: 12, y: y + 16, fill: seatColour(player.seat), 'font-size': 13, text: `${playerName(view, player.seat)}${turn ? ' — to play' : ''}`}));
    picture.append(svg('text', {x: 12, y: y + 36, fill: '#e8eaf6', 'font-size': 12,
      text: `${s.hand_sizes[player.seat]} cards · ${s.tricks_won[player.seat]} tricks · ${s.taken[player.seat]} sticks taken · total ${s.totals[player.seat]}`}));
    for (let k = 0; k < s.unused[player.seat]; k++) {  // the unused sticks, laid out
      picture.append(svg('rect', {x: 380 + k * 12, y: y + 8, width: 5, height: 30, rx: 2, fill: '#b8860b'}));
    }
    picture.append(svg('text', {x: 380, y: y + 54, fill: '#e8eaf6', 'font-size': 10, text: `${s.unused[player.seat]} unused sticks`}));
  });

  // Your hand.
  if (s.hand) {
    const y = 100 + players * rowHeight + 6;
    picture.append(svg('text', {x: 10, y: y + 14, fill: '#e8eaf6', 'font-size': 12, text: 'Your hand:'}));
    s.hand.forEach((card, i) => picture.append(cardPicture(90 + i * 42, y, card, {scale: 0.75})));
  }

  const text = [`Deal ${s.deal} of ${s.deals}; ${s.sticks_dealt} sticks dealt to each player.`];
  text.push(`Trick on the table${s.current_trick.led_colour ? ` (${s.current_trick.led_colour} led)` : ''}: ${s.current_trick.plays.map((p) => `${playerName(view, p.seat)} played ${playName(p)}`).join('; ') || 'no card yet'}.`);
  const previous = s.tricks[s.tricks.length - 1];
  if (previous) text.push(`Trick ${previous.number} went to ${playerName(view, previous.winner)}: ${previous.plays.map(playName).join(', ')}.`);
  for (const player of view.players) {
    text.push(`${playerName(view, player.seat)}: ${s.hand_sizes[player.seat]} cards in hand, ${s.unused[player.seat]} unused sticks, ${s.tricks_won[player.seat]} tricks won, ${s.taken[player.seat]} sticks taken, ${s.totals[player.seat]} points in the match.`);
  }
  if (s.hand) text.push(`Your hand: ${s.hand.map(cardName).join(', ')}.`);
  return {svg: picture, text, placed: new Set()};
}
