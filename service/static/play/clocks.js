// Time on the game page: each seat's clock (the service's: the view's to_act[].deadline for a
// seat to act, the game's clock terms from its `created` event), Starlink's sand timer drawn as
// one, and the one ticker that moves every countdown between updates.
import {html, playerName, seatColour, seatMarks, svg} from './dom.js';

// "0:42", "12:05", "2:03:40", "3 d 4 h": a countdown's time left, whole seconds up.
export function clockWords(seconds) {
  const left = Math.max(0, Math.ceil(seconds));
  if (left >= 86400) return `${Math.floor(left / 86400)} d ${Math.floor((left % 86400) / 3600)} h`;
  const h = Math.floor(left / 3600);
  const m = Math.floor((left % 3600) / 60);
  const s = String(left % 60).padStart(2, '0');
  return h ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

// The clock terms the game was created with ({per_turn, bank}), from its log; null: no clock.
export const clockTerms = (events) => {
  const created = events.find((event) => event.type === 'created');
  return (created && created.clock) || null;
};

// A line of clocks, one a seat, or null for a game without a clock. A seat to act counts down
// to its deadline (data-deadline: the ticker moves it); another shows what it will have.
export function clockStrip(view, terms) {
  const deadlines = new Map(view.to_act.filter((t) => t.seat !== null && t.deadline).map((t) => [t.seat, t.deadline]));
  if (view.status !== 'active' || (!terms && !deadlines.size)) return null;
  return html('ul', {class: 'clocks', id: 'clocks', 'aria-label': 'Clocks'}, (view.players || []).map((player) => {
    const deadline = deadlines.get(player.seat);
    let time;
    if (deadline) time = html('span', {class: 'time running', 'data-deadline': deadline, 'data-format': 'clock', text: '…'});
    else if (player.bot) time = html('span', {class: 'time', text: 'bot: no clock'});
    else time = html('span', {class: 'time', text: terms ? `${clockWords(terms.per_turn)} a move${terms.bank ? ` + ${clockWords(terms.bank)} bank` : ''}` : '—'});
    return html('li', {'data-seat': player.seat, class: deadline ? 'to-act' : ''},
      svg('svg', {width: 10, height: 10, 'aria-hidden': 'true'}, svg('circle', {cx: 5, cy: 5, r: 4, fill: seatColour(player.seat)})),
      ` ${playerName(view, player.seat)}`, seatMarks(view, player.seat), `${player.seat === view.you ? ' (you)' : ''} `, time);
  }));
}

// Starlink's sand timer: two glass bulbs, the sand above running into the pile below as the
// deadline nears (data-sand-*: the ticker moves it), the seconds beside it.
const GLASS_W = 26;
const GLASS_H = 40;
export function sandTimer(x, y, deadline, seconds, now) {
  const group = svg('g', {class: 'sand-timer', transform: `translate(${x} ${y})`, 'data-sand-deadline': deadline, 'data-sand-seconds': seconds,
    role: 'img', 'aria-label': 'Sand timer'});
  const half = GLASS_H / 2;
  group.append(
    svg('polygon', {points: `0,0 ${GLASS_W},0 ${GLASS_W / 2},${half} ${GLASS_W},${GLASS_H} 0,${GLASS_H} ${GLASS_W / 2},${half}`,
      fill: '#1c2452', stroke: '#e8eaf6', 'stroke-width': 1.5, 'stroke-linejoin': 'round'}),
    svg('polygon', {class: 'sand-top', fill: '#ffd54f'}),
    svg('polygon', {class: 'sand-bottom', fill: '#ffd54f'}),
    svg('line', {x1: -3, y1: 0, x2: GLASS_W + 3, y2: 0, stroke: '#e8eaf6', 'stroke-width': 3}),
    svg('line', {x1: -3, y1: GLASS_H, x2: GLASS_W + 3, y2: GLASS_H, stroke: '#e8eaf6', 'stroke-width': 3}),
    svg('text', {class: 'sand-left', x: GLASS_W + 8, y: half + 5, 'font-size': 16, fill: '#ffd54f', text: ''}));
  pourSand(group, now);
  return group;
}

// The sand's shapes at `now`: the share left stays in the top bulb (a triangle down to the
// neck: its height goes with the square root of the share), the rest lies in a heap below.
function pourSand(group, now) {
  const seconds = Number(group.dataset.sandSeconds) || 1;
  const left = Math.max(0, Math.min(1, (Number(group.dataset.sandDeadline) - now) / seconds));
  const half = GLASS_H / 2;
  const top = Math.sqrt(left);
  const [cx, w] = [GLASS_W / 2, (GLASS_W / 2 - 2) * top];
  setPoints(group.querySelector('.sand-top'), `${cx - w},${half - (half - 2) * top} ${cx + w},${half - (half - 2) * top} ${cx},${half}`);
  const heap = (half - 3) * Math.sqrt(1 - left);
  setPoints(group.querySelector('.sand-bottom'), `3,${GLASS_H - 1} ${GLASS_W - 3},${GLASS_H - 1} ${cx},${GLASS_H - 1 - heap}`);
  setText(group.querySelector('.sand-left'), `${Math.ceil(left * seconds)} s`);
}

// The ticker runs four times a second and most of its readings change nothing on the screen (a
// clock shows whole seconds; run-out sand lies still): only a change is written, since every
// write, even of the same text, has the page laid out and painted again (a phone's battery).
function setText(node, text) {
  if (node.textContent !== text) node.textContent = text;
}

function setPoints(node, points) {
  if (node.getAttribute('points') !== points) node.setAttribute('points', points);
}

// Every countdown under `root` at `now`: a clock's text, a label's seconds, a sand timer's sand.
export function tick(root, now) {
  for (const node of root.querySelectorAll('[data-deadline]')) {
    const left = Number(node.dataset.deadline) - now;
    setText(node, node.dataset.format === 'clock' ? clockWords(left) : `${node.dataset.label || ''}${Math.max(0, Math.ceil(left))} s`);
    if (node.dataset.format === 'clock') node.classList.toggle('low', left < 10);
  }
  for (const group of root.querySelectorAll('[data-sand-deadline]')) pourSand(group, now);
}
