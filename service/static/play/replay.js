// The replay of a finished game: its steps are the move list's moves (the start, then one a
// move), each drawn by the title's own board, on the page's one board, from the spectator's view
// at that step (GET …/record/views, replayed by the server from the game's record). First, back,
// forward, last, a slider and the move list's links step through it; the step's sentence is
// said under the controls.
import {call, gamePath} from './api.js';
import {html} from './dom.js';

const PAGE = 500;  // the views route's largest page

// Every step's view, a page at a time: [{version, state}] oldest first.
export async function loadSteps(game, id, signal) {
  const views = [];
  let after = 0;
  while (after !== null) {
    const page = await call('GET', `${gamePath(game, id)}/record/views?after=${after}&limit=${PAGE}`, {signal});
    views.push(...page.views);
    after = page.next;
  }
  return views;
}

// The controls: go(step) is called with the step asked for; show(step, count, sentence) sets them.
export function replayControls(go) {
  const where = html('p', {id: 'replay-step', 'aria-live': 'polite', text: 'Loading the replay…'});
  const slider = html('input', {id: 'replay-slider', type: 'range', min: 0, max: 0, value: 0, 'aria-label': 'Move'});
  const button = (name, text, label) => html('button', {type: 'button', id: `replay-${name}`, text, 'aria-label': label, disabled: true});
  const first = button('first', '«', 'The start');
  const back = button('back', '‹', 'One move back');
  const forward = button('forward', '›', 'One move forward');
  const last = button('last', '»', 'The last move');
  const section = html('section', {id: 'replay', 'aria-label': 'Replay'},
    html('div', {class: 'replay-controls', role: 'group', 'aria-label': 'Replay controls'}, first, back, slider, forward, last),
    where);
  let step = 0;
  first.addEventListener('click', () => go(0));
  back.addEventListener('click', () => go(step - 1));
  forward.addEventListener('click', () => go(step + 1));
  last.addEventListener('click', () => go(Number(slider.max)));
  slider.addEventListener('input', () => go(Number(slider.value)));

  function show(at, count, version, sentence) {
    step = at;
    const atEnd = step === count - 1;
    slider.max = count - 1;
    slider.value = step;
    slider.setAttribute('aria-valuetext', step === 0 ? 'the start' : `move ${step} of ${count - 1}`);
    slider.style.setProperty('--done', `${count > 1 ? (100 * step) / (count - 1) : 100}%`);  // the track's filled part
    where.textContent = `${step === 0 ? 'The start' : `Move ${step} of ${count - 1}`}${atEnd ? ' (the end)' : ''}: ${sentence || '…'}`;
    first.disabled = back.disabled = step === 0;
    last.disabled = forward.disabled = atEnd;
    section.dataset.step = step;
    section.dataset.steps = count;
    section.dataset.version = version;
  }
  const failed = (why = 'The replay could not be loaded.') => { where.textContent = why; section.hidden = false; };
  return {node: section, show, failed};
}
