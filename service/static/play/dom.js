// Tiny element builders for HTML and SVG, and the one way to make a control that posts an action.

const SVG_NS = 'http://www.w3.org/2000/svg';

function fill(node, attrs, children) {
  for (const [name, value] of Object.entries(attrs || {})) {
    if (value === undefined || value === null || value === false) continue;
    if (name === 'text') node.textContent = value;
    else if (name.startsWith('on')) node.addEventListener(name.slice(2), value);
    else node.setAttribute(name, value === true ? '' : String(value));
  }
  for (const child of children.flat()) {
    if (child === null || child === undefined || child === false) continue;
    node.append(child instanceof Node ? child : document.createTextNode(String(child)));
  }
  return node;
}

export const html = (tag, attrs, ...children) => fill(document.createElement(tag), attrs, children);
export const svg = (tag, attrs, ...children) => fill(document.createElementNS(SVG_NS, tag), attrs, children);

// Every control that posts an action carries the action's exact JSON in data-action: the page
// posts that string verbatim, and tests or automated browsers can drive any game through it.
export function actionControl(node, action, label) {
  node.setAttribute('data-action', JSON.stringify(action));
  node.setAttribute('aria-label', label);
  if (node.namespaceURI === SVG_NS) {
    node.setAttribute('role', 'button');
    node.setAttribute('tabindex', '0');
    node.append(svg('title', {text: label}));
  } else {
    node.title = label;
  }
  return node;
}

// A control that only changes what the page shows (a selection); it posts nothing.
export function selectControl(node, label, pressed, onSelect) {
  node.setAttribute('data-select', '');
  node.setAttribute('aria-label', label);
  node.setAttribute('aria-pressed', pressed ? 'true' : 'false');
  node.setAttribute('role', 'button');
  node.setAttribute('tabindex', '0');
  if (node.namespaceURI === SVG_NS) node.append(svg('title', {text: label}));
  node.addEventListener('click', onSelect);
  node.addEventListener('keydown', (e) => { if (e.key === 'Enter' || e.key === ' ') { e.preventDefault(); onSelect(); } });
  return node;
}

export const SEAT_COLOURS = ['#ffd54f', '#4fc3f7', '#f06292', '#81c784', '#ba68c8', '#ff8a65', '#4db6ac', '#e0e0e0'];
export const seatColour = (seat) => SEAT_COLOURS[seat % SEAT_COLOURS.length];

// Seats are numbered from 0 in the API and from 1 for people.
export const seatNumber = (seat) => `Player ${seat + 1}`;
// The name the API gives a seat created without one, and the one this page gave a seat left
// blank before it let the API name it ("you", which read as the reader to everyone else).
const DEFAULT_NAME = /^(seat \d+|you)$/;

// A seat's name as people read it: the name it was given, "Player 2" for a seat left unnamed,
// and the seat's number beside a name two seats share.
export function playerName(view, seat) {
  const players = view.players || [];
  const player = players.find((p) => p.seat === seat);
  const name = player && player.name && !DEFAULT_NAME.test(player.name) ? player.name : null;
  if (!name) return seatNumber(seat);
  const shared = players.some((p) => p.seat !== seat && p.name === name);
  return shared ? `${name} (${seatNumber(seat)})` : name;
}

// What shows beside a player's name (issue 46): its handle ("@vega_7") and, for a bot account,
// "bot". The API gives both wherever it gives a name (seats, leaderboards, profiles, the name
// search); a seat keeps them as they were when its player sat. As nodes (class handle, bot-mark),
// to go after a name element, or as words, for a line of text.
export function identityMarks(who) {
  const marks = [];
  if (who && who.handle) marks.push(' ', html('span', {class: 'handle', 'data-handle': who.handle, text: `@${who.handle}`}));
  if (who && who.bot_account) {
    marks.push(' ', html('span', {class: 'bot-mark', 'data-bot-account': '', title: 'A bot account: a program plays it', text: 'bot'}));
  }
  return marks;
}
export function identityWords(who) {
  return `${who && who.handle ? ` @${who.handle}` : ''}${who && who.bot_account ? ' [bot account]' : ''}`;
}
// A seat's marks, by its number in a view.
export const seatMarks = (view, seat) => identityMarks((view.players || []).find((p) => p.seat === seat));

// The mark drawn around what the last move changed (a star, a card, a tile, a line).
export const lastMoveMark = (tag, attrs) => svg(tag, {fill: 'none', stroke: '#ffd54f', 'stroke-width': 2.5, 'stroke-dasharray': '5 3',
  'pointer-events': 'none', ...attrs, class: 'last-move'}, svg('title', {text: 'The last move'}));

// A five-pointed star polygon around (cx, cy).
export function starPoints(cx, cy, outer, inner = outer * 0.45) {
  const points = [];
  for (let i = 0; i < 10; i++) {
    const r = i % 2 ? inner : outer;
    const angle = Math.PI / 5 * i - Math.PI / 2;
    points.push(`${(cx + r * Math.cos(angle)).toFixed(2)},${(cy + r * Math.sin(angle)).toFixed(2)}`);
  }
  return points.join(' ');
}
