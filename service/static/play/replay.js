// The replay of a finished game: first, back, forward, last and a slider step through it version
// by version, each step drawn by the title's own board from the spectator's view at that version
// (GET …/record/views, replayed by the server from the game's record).
import {call, gamePath} from './api.js';
import {html} from './dom.js';

const PAGE = 500;  // the views route's largest page

// Every step's view, a page at a time: [{version, state}] oldest first.
async function loadViews(game, id, signal) {
  const views = [];
  let after = 0;
  while (after !== null) {
    const page = await call('GET', `${gamePath(game, id)}/record/views?after=${after}&limit=${PAGE}`, {signal});
    views.push(...page.views);
    after = page.next;
  }
  return views;
}

// A section with the controls and a board of its own, filled once the views have come. `final`
// is the finished game's view: its players and the rest frame each step's state.
export function replayControl({game, id, board, final, signal, onProblem}) {
  const picture = html('div', {class: 'board', id: 'replay-board'});
  const words = html('div', {id: 'replay-text'});
  const where = html('p', {id: 'replay-step', 'aria-live': 'polite', text: 'Loading the replay…'});
  const slider = html('input', {id: 'replay-slider', type: 'range', min: 0, max: 0, value: 0, 'aria-label': 'Step'});
  const button = (name, text, label) => html('button', {type: 'button', id: `replay-${name}`, text, 'aria-label': label, disabled: true});
  const first = button('first', '« First', 'First step');
  const back = button('back', '‹ Back', 'One step back');
  const forward = button('forward', 'Forward ›', 'One step forward');
  const last = button('last', 'Last »', 'Last step');
  const section = html('section', {id: 'replay', 'aria-label': 'Replay'},
    html('h3', {text: 'Replay'}),
    html('div', {class: 'replay-controls', role: 'group', 'aria-label': 'Replay controls'}, first, back, slider, forward, last),
    where, picture,
    html('details', {}, html('summary', {text: 'This step in words'}), words));

  let views = [];
  let step = 0;
  function show(index) {
    step = Math.max(0, Math.min(views.length - 1, index));
    const {version, state} = views[step];
    const atEnd = step === views.length - 1;
    const view = {...final, version, state, you: null, to_act: [], status: atEnd ? 'finished' : 'active'};
    // now: null, no clock: a step is a past moment, and a timer drawn against today's time
    // showed the same version differently from one visit to the next.
    const drawn = board.draw(view, [], {}, {render: () => {}, now: null});
    drawn.svg.setAttribute('id', 'replay-svg');  // the page's own board keeps #board-svg
    picture.replaceChildren(drawn.svg);
    words.replaceChildren(...drawn.text.map((line) => html('p', {text: line})));
    where.textContent = `Step ${step + 1} of ${views.length}: version ${version}${step === 0 ? ' (the start)' : ''}${atEnd ? ' (the end)' : ''}.`;
    slider.value = step;
    first.disabled = back.disabled = step === 0;
    last.disabled = forward.disabled = atEnd;
    section.dataset.step = step;
    section.dataset.version = version;
  }
  first.addEventListener('click', () => show(0));
  back.addEventListener('click', () => show(step - 1));
  forward.addEventListener('click', () => show(step + 1));
  last.addEventListener('click', () => show(views.length - 1));
  slider.addEventListener('input', () => show(Number(slider.value)));

  loadViews(game, id, signal).then((loaded) => {
    views = loaded;
    slider.max = views.length - 1;
    section.dataset.steps = views.length;
    show(views.length - 1);
  }).catch((error) => { where.textContent = 'The replay could not be loaded.'; onProblem(error); });
  return section;
}
