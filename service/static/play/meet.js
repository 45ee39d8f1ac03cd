// Meeting strangers on /play: the tab's player key, Quick play (a seek per title, with the
// bot-fill delay), challenges (incoming with Accept/Decline, the tab's own with Cancel, and a
// form to send one) and Rematch at the end of a game. Every call takes the player key (or, for a
// rematch, the seat's token) in the Authorization header; what the page learns comes from the
// answers and the player's feed (feed.js), never from anything the API does not show.
import {call, gamePath, Problem} from './api.js';
import {html, playerName} from './dom.js';
import {listen, start as startFeed} from './feed.js';
import {keepKeySeat, loadPlayer, loadSeats, loadSeek, savePlayer, saveSeats, saveSeek} from './tab.js';

const goTo = (game, id) => { location.hash = `#/${game}/${id}`; };
const visible = () => document.visibilityState !== 'hidden';

// ----- the player key -------------------------------------------------------------------------

// The tab's player, made with POST /v1/players the first time the tab needs one (by Quick play,
// a challenge, a join or the lobby's own button); whoever drew "no player" hears of it
// (whenPlayerMade) and draws the player.
const madeHooks = new Set();
export function whenPlayerMade(hook) {
  madeHooks.add(hook);
  return () => madeHooks.delete(hook);
}

export async function ensurePlayer(name) {
  const had = loadPlayer();
  if (had) return had;
  const body = name ? {name} : {};
  const made = await call('POST', '/v1/players', {body: JSON.stringify(body)});
  const player = {player_id: made.player_id, name: made.name, key: made.key, feed: 0};
  savePlayer(player);
  startFeed();
  for (const hook of [...madeHooks]) hook(player);
  return player;
}

// A seat the player's key holds: kept for the game page, then shown.
export function takeKeySeat(game, id, seat) {
  keepKeySeat(game, id, seat);
  goTo(game, id);
}

// Where the player sits in a game its key holds a seat in (a challenge's answer names no seat).
async function seatIn(game, id, key) {
  const view = await call('GET', gamePath(game, id), {token: key});
  return view.you;
}

// ----- quick play -----------------------------------------------------------------------------

export function quickPlayPanel({catalogue, nameOf, onProblem}) {
  const seekBox = html('div', {id: 'seek', 'aria-live': 'polite'});
  const rows = catalogue.map((g) => {
    const least = Math.max(g.min_players, Math.min(2, g.max_players));
    const players = html('select', {'data-qp-players': g.slug, 'aria-label': `${g.title}: players`},
      Array.from({length: g.max_players - g.min_players + 1}, (_, i) => g.min_players + i)
        .map((n) => html('option', {value: n, text: `${n} players`, selected: n === least})));
    const botsAfter = html('input', {'data-qp-bots-after': g.slug, type: 'number', min: 0, max: 3600, value: 30,
      placeholder: 'never', 'aria-label': `${g.title}: seconds before bots fill empty seats (empty: never)`});
    const level = html('select', {'data-qp-bot': g.slug, 'aria-label': `${g.title}: bot level`},
      g.bots.map((b) => html('option', {value: b, text: b, selected: b === (g.bots.includes('greedy') ? 'greedy' : g.bots[0])})));
    const button = html('button', {type: 'button', 'data-quickplay': g.slug, text: 'Quick play', 'aria-label': `Quick play ${g.title}`});
    button.addEventListener('click', () => seek(g, players, botsAfter, level, button));
    return html('div', {class: 'qp-row', 'data-qp-game': g.slug},
      html('span', {class: 'qp-title', text: g.title}), players,
      html('label', {}, 'bots in ', botsAfter, ' s'), level, button);
  });

  let poll = null;
  let started = 0;
  async function seek(g, players, botsAfter, level, button) {
    button.disabled = true;
    try {
      const player = await ensurePlayer(nameOf());
      const body = {players: Number(players.value), bot: level.value};
      if (botsAfter.value !== '') body.bots_after = Number(botsAfter.value);
      const made = await call('POST', `/v1/${g.slug}/quickplay`, {token: player.key, body: JSON.stringify(body)});
      saveSeek({...made, title: g.title});
      show();
    } catch (error) {
      if (error instanceof Problem && error.code === 'already_seeking' && error.body && error.body.seek_id) {
        saveSeek({seek_id: error.body.seek_id, game: g.slug, title: g.title, status: 'waiting'});
        show();
      } else onProblem(error);
    } finally {
      button.disabled = false;
    }
  }

  async function withdraw() {
    const held = loadSeek();
    const player = loadPlayer();
    if (!held || !player) return;
    try {
      await call('DELETE', `/v1/quickplay/${encodeURIComponent(held.seek_id)}`, {token: player.key});
      saveSeek(null);
    } catch (error) {
      if (error instanceof Problem && error.code === 'seek_closed') await check();  // seated meanwhile
      else if (error instanceof Problem && error.status === 404) saveSeek(null);
      else onProblem(error);
    }
    show();
  }

  // The seek as the server has it now (the feed is the quick way; this catches what it missed).
  async function check() {
    const held = loadSeek();
    const player = loadPlayer();
    if (!held || !player || !visible()) return;
    try {
      arrived(await call('GET', `/v1/quickplay/${encodeURIComponent(held.seek_id)}`, {token: player.key}));
    } catch (error) {
      if (error instanceof Problem && (error.status === 404 || error.status === 401)) { saveSeek(null); show(); }
    }
  }

  function arrived(now) {
    const held = loadSeek();
    if (!held || now.seek_id !== held.seek_id) return;
    if (now.status === 'seated' && now.game_id) {
      saveSeek(null);
      takeKeySeat(now.game, now.game_id, now.seat);
      return;
    }
    if (['withdrawn', 'expired', 'failed'].includes(now.status)) {
      saveSeek(null);
      seekBox.replaceChildren(html('p', {class: 'hint', 'data-seek-status': now.status,
        text: now.status === 'failed' ? 'Your seek ended: a player of its table was gone. Try again.' : `Your seek ${now.status}.`}));
      return;
    }
    saveSeek({...held, ...now});
    show();
  }

  function show() {
    const held = loadSeek();
    clearInterval(poll);
    if (!held) { seekBox.replaceChildren(); return; }
    started = held.created ? held.created * 1000 : Date.now();
    const cancel = html('button', {type: 'button', 'data-seek-cancel': held.seek_id, text: 'Withdraw'});
    cancel.addEventListener('click', withdraw);
    const waited = html('span', {'data-seek-waited': ''});
    const bots = held.bots_after === undefined || held.bots_after === null ? 'no bots will fill it' : `bots fill empty seats after ${held.bots_after} s`;
    const count = held.players ? (held.players[0] === held.players[1] ? held.players[0] : `${held.players[0]}–${held.players[1]}`) : '';
    seekBox.replaceChildren(html('p', {class: 'seek', 'data-seek-status': held.status || 'waiting', 'data-seek-game': held.game},
      html('strong', {text: 'Seeking '}), `a ${count ? `${count}-player ` : ''}${held.title || held.game} table (${bots}): `,
      held.status === 'forming' ? 'a table is being made… ' : 'waiting ', waited, ' ', cancel));
    const tick = () => { waited.textContent = `${Math.max(0, Math.round((Date.now() - started) / 1000))} s`; };
    tick();
    let beats = 0;
    poll = setInterval(() => { tick(); if (++beats % 4 === 0) check(); }, 1000);
  }

  const node = html('section', {class: 'quickplay', id: 'quickplay', 'aria-labelledby': 'quickplay-title'},
    html('h3', {id: 'quickplay-title', text: 'Quick play'}),
    html('p', {class: 'hint', text: 'Be seated with strangers at the title\'s default options; bots fill the empty seats after the delay you choose.'}),
    seekBox, html('div', {class: 'qp-rows'}, rows));
  show();
  const stopFeed = listen((event) => {
    const held = loadSeek();
    if (!held) return;
    if (event.type === 'seated' && event.game === held.game && !event.challenge_id && !event.rematch_of) {
      saveSeek(null);
      takeKeySeat(event.game, event.game_id, event.seat);
    } else if (event.type === 'seek_expired' && event.seek_id === held.seek_id) {
      arrived({...held, status: 'expired'});
    }
  }, null);
  return {node, stop: () => { clearInterval(poll); stopFeed(); }};
}

// ----- challenges -----------------------------------------------------------------------------

export function challengesPanel({catalogue, nameOf, onProblem}) {
  const incoming = html('ul', {id: 'incoming-challenges', class: 'entries', 'aria-label': 'Challenges to you'});
  const outgoing = html('ul', {id: 'outgoing-challenges', class: 'entries', 'aria-label': 'Your challenges'});
  const names = new Map();  // challenge id → the challenger's name, as the feed's challenge event says it
  const answered = new Set();  // challenges this tab accepted or sent: their seated takes the tab to the game
  const titleOf = (slug) => (catalogue.find((g) => g.slug === slug) || {title: slug}).title;
  const target = html('input', {id: 'challenge-player', 'data-challenge-to': '', maxlength: 40, size: 34,
    placeholder: 'their player id', autocomplete: 'off', 'aria-label': 'Player id to challenge'});
  const title = html('select', {id: 'challenge-game', 'data-challenge-game': '', 'aria-label': 'Game to play'},
    catalogue.map((g) => html('option', {value: g.slug, text: g.title})));
  const send = html('button', {type: 'submit', id: 'challenge-send', 'data-challenge-send': '', text: 'Challenge'});
  const form = html('form', {id: 'challenge-form', class: 'inline-form', 'aria-label': 'Challenge a player'}, target, ' ', title, ' ', send);
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    if (!target.value.trim()) { target.focus(); return; }
    send.disabled = true;
    try {
      const player = await ensurePlayer(nameOf());
      const made = await call('POST', `/v1/players/${encodeURIComponent(target.value.trim())}/challenges`,
        {token: player.key, body: JSON.stringify({game: title.value})});
      answered.add(made.challenge_id);
      target.value = '';
      await refresh();
    } catch (error) {
      onProblem(error);
    } finally {
      send.disabled = false;
    }
  });

  async function answer(challenge, verb) {
    const player = loadPlayer();
    if (!player) return;
    try {
      if (verb === 'accept') answered.add(challenge.challenge_id);
      const now = await call('POST', `/v1/challenges/${encodeURIComponent(challenge.challenge_id)}/${verb}`, {token: player.key});
      if (now.status === 'accepted' && now.game_id) {
        const seat = await seatIn(now.game, now.game_id, player.key);
        takeKeySeat(now.game, now.game_id, seat);
        return;
      }
      await refresh();
    } catch (error) {
      onProblem(error);
      await refresh();
    }
  }

  function describe(c) {
    const clock = c.clock ? `, ${describeClock(c.clock)}` : '';
    const left = Math.max(0, Math.round(c.expires - Date.now() / 1000));
    return `${titleOf(c.game)} (${describeOptions(c.options)}${clock}${c.rated ? ', rated' : ''}), ${left} s left`;
  }

  function draw(list, me) {
    const open = list.filter((c) => c.status === 'open');
    const theirs = open.filter((c) => c.challenger !== me && !c.accepted.includes(me));
    const waiting = open.filter((c) => c.challenger !== me && c.accepted.includes(me));
    const mine = open.filter((c) => c.challenger === me);
    incoming.replaceChildren(...(theirs.length || waiting.length ? [
      ...theirs.map((c) => {
        const accept = html('button', {type: 'button', 'data-challenge-accept': c.challenge_id, text: 'Accept'});
        const decline = html('button', {type: 'button', 'data-challenge-decline': c.challenge_id, text: 'Decline'});
        accept.addEventListener('click', () => answer(c, 'accept'));
        decline.addEventListener('click', () => answer(c, 'decline'));
        return html('li', {'data-challenge-id': c.challenge_id, 'data-challenge-game': c.game},
          html('span', {text: `${names.get(c.challenge_id) || `player ${c.challenger.slice(0, 8)}`} challenges you: ${describe(c)} `}), accept, ' ', decline);
      }),
      ...waiting.map((c) => html('li', {'data-challenge-id': c.challenge_id, 'data-challenge-waiting': ''},
        `You accepted ${titleOf(c.game)}; waiting for ${c.players.length - c.accepted.length} more to accept.`)),
    ] : [html('li', {class: 'empty', 'data-empty': 'incoming', text: 'No challenges to you right now.'})]));
    outgoing.replaceChildren(...(mine.length ? mine.map((c) => {
      const cancel = html('button', {type: 'button', 'data-challenge-cancel': c.challenge_id, text: 'Cancel'});
      cancel.addEventListener('click', () => answer(c, 'cancel'));
      return html('li', {'data-challenge-id': c.challenge_id, 'data-challenge-game': c.game},
        html('span', {text: `You challenged ${c.players.map((p) => `player ${p.slice(0, 8)}`).join(', ')}: ${describe(c)}; ${c.accepted.length} of ${c.players.length} accepted `}), cancel);
    }) : [html('li', {class: 'empty', 'data-empty': 'outgoing', text: 'You have no open challenges.'})]));
  }

  let reading = false;
  async function refresh() {
    const player = loadPlayer();
    if (!player) {
      incoming.replaceChildren(html('li', {class: 'empty', 'data-empty': 'incoming', text: 'Get a player key (above) to be challenged: share your player id.'}));
      outgoing.replaceChildren();
      return;
    }
    if (reading) return;
    reading = true;
    try {
      draw((await call('GET', '/v1/players/me/challenges', {token: player.key})).challenges, player.player_id);
    } catch (error) {
      onProblem(error);
    } finally {
      reading = false;
    }
  }

  const stopFeed = listen((event) => {
    if (event.type === 'challenge' && event.from_name) names.set(event.challenge_id, event.from_name);
    if (event.type === 'seated' && event.challenge_id && answered.has(event.challenge_id)) {
      takeKeySeat(event.game, event.game_id, event.seat);
      return;
    }
    if (event.type.startsWith('challenge')) refresh();
  }, null);
  const node = html('section', {class: 'challenges', id: 'challenges', 'aria-labelledby': 'challenges-title'},
    html('h3', {id: 'challenges-title', text: 'Challenges'}),
    html('h4', {text: 'To you'}), incoming,
    html('h4', {text: 'Yours'}), outgoing, form);
  refresh();
  return {node, refresh, stop: stopFeed};
}

// ----- rematch --------------------------------------------------------------------------------

// The end of a finished game the tab sat at: offer (or agree to) a rematch, see who agreed, and
// go to the new game once everyone has. Polled every 3 s while shown (a seat's reads, counted
// per token), and heard at once on the feed when the tab's key holds the seat.
export function rematchPanel({game, id, view, onProblem}) {
  const seats = loadSeats(game, id);
  const token = seats && seats.tokens[seats.acting];
  const box = html('section', {id: 'rematch', class: 'rematch', 'aria-live': 'polite', 'aria-label': 'Rematch'});
  if (!token) return {node: box, stop: () => {}};
  const button = html('button', {type: 'button', id: 'rematch-offer', 'data-rematch': 'offer', text: 'Rematch'});
  const state = html('p', {id: 'rematch-state', class: 'hint'});
  const link = html('p', {});
  box.append(html('h3', {text: 'Rematch'}), state, button, link);
  let offered = false;
  let stopped = false;
  let timer = null;
  let you = null;
  const names = (list) => list.map((s) => (s === you ? 'you' : playerName(view, s))).join(', ');

  function shown(answer) {
    you = answer.you;
    box.dataset.agreed = answer.agreed.join(',');
    box.dataset.waitingFor = answer.waiting_for.join(',');
    const mine = answer.agreed.includes(answer.you);
    button.hidden = mine || Boolean(answer.rematch);
    button.textContent = answer.agreed.length ? 'Agree to a rematch' : 'Offer a rematch';
    state.textContent = answer.rematch ? 'Everyone agreed: the rematch is made.'
      : `${answer.agreed.length ? `Agreed: ${names(answer.agreed)}.` : 'Nobody has offered a rematch yet.'}`
        + `${answer.waiting_for.length ? ` Waiting for: ${names(answer.waiting_for)}.` : ''} Bots agree by themselves.`;
    if (answer.rematch && Number.isInteger(answer.your_seat)) {
      box.dataset.rematch = answer.rematch;
      const again = loadSeats(game, answer.rematch) || {tokens: {}, acting: answer.your_seat};
      again.tokens[answer.your_seat] = token;  // a seat token of the old game acts for its holder's new seat
      again.acting = answer.your_seat;
      if (seats.player) again.player = true;
      saveSeats(game, answer.rematch, again);
      link.replaceChildren(html('a', {href: `#/${game}/${answer.rematch}`, 'data-rematch-game': answer.rematch, text: 'Go to the rematch'}));
      if (offered && !stopped) goTo(game, answer.rematch);
      return true;
    }
    return false;
  }

  async function read() {
    if (stopped || !visible()) return false;
    try {
      return shown(await call('GET', `${gamePath(game, id)}/rematch`, {token}));
    } catch (error) {
      if (error instanceof Problem && [401, 403, 409].includes(error.status)) { box.hidden = true; return true; }
      return false;
    }
  }
  button.addEventListener('click', async () => {
    button.disabled = true;
    try {
      offered = true;
      shown(await call('POST', `${gamePath(game, id)}/rematch`, {token}));
    } catch (error) {
      offered = false;
      onProblem(error);
    } finally {
      button.disabled = false;
    }
  });
  const until = Date.now() + 15 * 60 * 1000;
  const loop = async () => {
    if (stopped) return;
    const done = await read();
    if (!done && Date.now() < until && !stopped) timer = setTimeout(loop, 3000);
  };
  loop();
  const stopFeed = seats.player ? listen((event) => {
    if ((event.type === 'rematch_offered' && event.game_id === id) || (event.type === 'seated' && event.rematch_of === id)) read();
  }, null) : () => {};
  return {node: box, stop: () => { stopped = true; clearTimeout(timer); stopFeed(); }};
}

// ----- words for a lobby line's settings ------------------------------------------------------

export function describeOptions(options) {
  const entries = Object.entries(options || {});
  return entries.length ? entries.map(([k, v]) => `${k.replace(/_/g, ' ')} ${v}`).join(', ') : 'default options';
}

export function describeClock(clock) {
  if (!clock) return 'no clock';
  return `${duration(clock.per_turn)} a turn${clock.bank ? ` + ${duration(clock.bank)} bank` : ''}`;
}

// Seconds as a person says them: 45 s, 5 min, 2 h, 1 day (a rated game's default clock).
export function duration(seconds) {
  const whole = (n, unit) => `${Math.round(n * 10) / 10} ${unit}`;
  if (seconds < 120) return whole(seconds, 's');
  if (seconds < 2 * 3600) return whole(seconds / 60, 'min');
  if (seconds < 2 * 86400) return seconds % 86400 === 0 ? '1 day' : whole(seconds / 3600, 'h');
  return whole(seconds / 86400, 'days');
}
