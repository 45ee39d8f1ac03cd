// The chat panel beside the board (issue 48): the reader's room as the server reads it for this
// tab's bearer (a seat's token: the players' room; a player key without a seat: the spectators';
// none: what anyone may read), a first page from GET …/chat and then the stream's `chat` events,
// a box to say a line (a refusal shown in words, from its problem's detail), and per line a
// mute (that talker, for this reader, in this game) and a report (to the operators).
// A line is always a text node: markup arrives and stays as characters.
import {call, gamePath} from './api.js';
import {html} from './dom.js';

const ROOM_WORDS = {players: 'players', spectators: 'spectators'};

export function chatPanel({game, id, token, signal, onProblem}) {
  const base = `${gamePath(game, id)}/chat`;
  const list = html('ol', {class: 'chat-lines', id: 'chat-lines', 'aria-live': 'polite', 'aria-label': 'Chat lines'});
  const rooms = html('p', {class: 'hint', id: 'chat-rooms'});
  const refusal = html('p', {class: 'chat-refusal', id: 'chat-refusal', role: 'status'});
  const input = html('input', {id: 'chat-text', name: 'text', maxlength: 140, autocomplete: 'off',
    'aria-label': 'Your line (140 characters at most)', placeholder: 'Say something'});
  const form = html('form', {class: 'chat-say', id: 'chat-say'}, input, html('button', {type: 'submit', text: 'Say'}));
  const node = html('section', {class: 'part chat', id: 'chat', 'aria-labelledby': 'chat-heading'},
    html('h3', {id: 'chat-heading', text: 'Chat'}), rooms, list,
    token ? form : html('p', {class: 'hint', text: 'Take a seat or get a player key to talk; you may read.'}), refusal);
  const items = new Map();  // a line's number → its <li>
  const mine = new Set();   // the numbers of the lines this tab said
  const muted = new Set();

  function place(li, n) {
    const after = [...items.keys()].filter((k) => k > n).sort((a, b) => a - b)[0];
    list.insertBefore(li, after === undefined ? null : items.get(after));
    items.set(n, li);
    list.scrollTop = list.scrollHeight;
  }

  function heard(line) {
    if (line.type === 'deleted') {
      const gone = items.get(line.line);
      if (gone) gone.replaceChildren(html('em', {text: 'A line an operator took down.'}));
      return;
    }
    if (line.type !== 'line' || items.has(line.n) || muted.has(line.by.mark)) return;
    const tools = [];
    if (token && !mine.has(line.n)) {
      tools.push(
        html('button', {type: 'button', class: 'chat-mute', 'aria-label': `Mute ${line.by.name}`, text: 'Mute',
          onclick: () => mute(line.by.mark)}),
        html('button', {type: 'button', class: 'chat-report', 'aria-label': `Report this line of ${line.by.name}`,
          text: 'Report', onclick: (event) => report(line.n, event.currentTarget)}));
    }
    const li = html('li', {'data-n': line.n, 'data-mark': line.by.mark, 'data-room': line.room},
      html('span', {class: 'chat-by', text: `${line.by.name}${line.room === 'spectators' ? ' (watching)' : ''}: `}),
      html('span', {class: 'chat-text', text: line.text}), ...tools);
    place(li, line.n);
  }

  async function mute(mark) {
    try {
      await call('POST', `${base}/mutes`, {token, body: JSON.stringify({mark}), signal});
      muted.add(mark);
      for (const [n, li] of items) if (li.dataset.mark === mark) { li.remove(); items.delete(n); }
    } catch (error) { onProblem(error); }
  }

  async function report(n, button) {
    try {
      await call('POST', `${base}/reports`, {token, body: JSON.stringify({line: n}), signal});
      button.replaceWith(html('span', {class: 'hint', text: ' reported'}));
    } catch (error) { onProblem(error); }
  }

  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    const text = input.value;
    if (!text.trim()) return;
    try {
      const said = await call('POST', base, {token, body: JSON.stringify({text}), signal});
      mine.add(said.n);
      heard(said);
      input.value = '';
      refusal.textContent = '';
    } catch (error) {
      if (error.name === 'AbortError') return;
      refusal.textContent = `Not said: ${error.detail}`;
      refusal.dataset.problem = error.code;
    }
  });

  async function load() {
    try {
      const page = await call('GET', `${base}?after=0`, {token, signal});
      if (!page.chat) {
        node.replaceChildren(html('h3', {id: 'chat-heading', text: 'Chat'}),
          html('p', {class: 'hint', text: 'This game was created with chat off.'}));
        return;
      }
      rooms.textContent = `You read the ${page.rooms.map((r) => ROOM_WORDS[r] || r).join(' and the ')} room${page.rooms.length > 1 ? 's' : ''}.`;
      page.lines.forEach(heard);
    } catch (error) { onProblem(error); }
  }

  return {node, heard, load};
}
