// Meeting strangers on /play: the tab's player key, Quick play (a seek per title, with the
// bot-fill delay and a Rated choice), challenges (incoming with Accept/Decline, the tab's own
// with Cancel, and a form to send one to a player found by name), a rated New game
// (ratedNewGame), finding players by name (playerSearch) and Rematch at the end of a game. Every call takes the player key (or, for a
// rematch, the seat's token) in the Authorization header; what the page learns comes from the
// answers and the player's feed (feed.js), never from anything the API does not show.
import {call, gamePath, Problem} from './api.js';
import {oneDecimal} from './chart.js';
import {html, identityMarks, playerName} from './dom.js';
import {listen, start as startFeed} from './feed.js';
import {keepKeySeat, loadPlayer, loadSeats, loadSeek, savePlayer, saveSeats, saveSeek} from './tab.js';

const goTo = (game, id) => { location.hash = `#/${game}/${id}`; };
const visible = () => document.visibilityState !== 'hidden';
const PLAYER_ID = /^[0-9a-f]{32}$/;

// ----- rated play: what it means, and a refusal in words --------------------------------------

export const RATED_HINT = 'Rated: the result moves your rating in this title. A rated game always has a clock '
  + '(a day a turn unless one is set), seats only player keys and house bots, and does not count between '
  + 'two keys made from one address within a day.';

// A refusal as a person reads it, where the server's own sentence would need the API to follow.
export function refusalWords(error) {
  if (!(error instanceof Problem)) return String(error && error.message ? error.message : error);
  const words = {
    rate_limited: `Too many requests from your address just now: try again in ${error.retryAfter || 60} s.`,
    too_many_seeks: 'Too many players from your address are already seeking a game like this one: '
      + 'try again once one of them is seated, or withdraw a seek.',
    quota_exceeded: 'Your address already has as many games stored as it may: play again once some of them expire.',
    not_found: 'No such player (players nobody uses expire): find them by name instead.',
    seed_with_open_seats: 'A rated game or one with an open seat takes no chosen seed: nobody may know the deal in advance. Clear the seed.',
    player_key_required: 'Only a player key may take a seat of this game: Get a player key above first.',
    network_error: 'The server could not be reached: check your connection and try again.',
  }[error.code];
  return words || error.detail;
}

// A paragraph beside a control that says, in words, why it was refused (and nothing once it worked).
export function refusalLine(id) {
  const line = html('p', {id, class: 'refusal', role: 'status', 'data-refusal': '', hidden: true});
  return {
    node: line,
    say(error) { line.textContent = refusalWords(error); line.hidden = false; line.dataset.code = error instanceof Problem ? error.code : 'local'; },
    clear() { line.textContent = ''; line.hidden = true; delete line.dataset.code; },
  };
}

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
    const rated = html('input', {type: 'checkbox', 'data-qp-rated': g.slug});
    const button = html('button', {type: 'button', 'data-quickplay': g.slug, text: 'Quick play', 'aria-label': `Quick play ${g.title}`});
    button.addEventListener('click', () => seek(g, players, botsAfter, level, rated, button));
    return html('div', {class: 'qp-row', 'data-qp-game': g.slug},
      html('span', {class: 'qp-title', text: g.title}), players,
      html('label', {}, 'bots in ', botsAfter, ' s'), level,
      html('label', {title: RATED_HINT}, rated, ' Rated', html('span', {class: 'visually-hidden', text: ` ${g.title}`})), button);
  });
  const refusal = refusalLine('quickplay-refusal');

  let poll = null;
  let started = 0;
  async function seek(g, players, botsAfter, level, rated, button) {
    button.disabled = true;
    refusal.clear();
    try {
      const player = await ensurePlayer(nameOf());
      const body = {players: Number(players.value), bot: level.value};
      if (botsAfter.value !== '') body.bots_after = Number(botsAfter.value);
      if (rated.checked) body.rated = true;
      const made = await call('POST', `/v1/${g.slug}/quickplay`, {token: player.key, body: JSON.stringify(body)});
      saveSeek({...made, title: g.title});
      show();
    } catch (error) {
      if (error instanceof Problem && error.code === 'already_seeking' && error.body && error.body.seek_id) {
        saveSeek({seek_id: error.body.seek_id, game: g.slug, title: g.title, status: 'waiting'});
        show();
      } else refusal.say(error);
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
    seekBox.replaceChildren(html('p', {class: 'seek', 'data-seek-status': held.status || 'waiting', 'data-seek-game': held.game,
      'data-seek-rated': String(Boolean(held.rated))},
      html('strong', {text: 'Seeking '}), `a ${held.rated ? 'rated ' : ''}${count ? `${count}-player ` : ''}${held.title || held.game} table (${bots}): `,
      held.status === 'forming' ? 'a table is being made… ' : 'waiting ', waited, ' ', cancel));
    const tick = () => { waited.textContent = `${Math.max(0, Math.round((Date.now() - started) / 1000))} s`; };
    tick();
    let beats = 0;
    poll = setInterval(() => { tick(); if (++beats % 4 === 0) check(); }, 1000);
  }

  const node = html('section', {class: 'quickplay', id: 'quickplay', 'aria-labelledby': 'quickplay-title'},
    html('h3', {id: 'quickplay-title', text: 'Quick play'}),
    html('p', {class: 'hint', text: 'Be seated with strangers at the title\'s default options; bots fill the empty seats after the delay you choose. '
      + 'Rated seekers meet players near their rating.'}),
    seekBox, refusal.node, html('div', {class: 'qp-rows'}, rows));
  show();
  const stopFeed = listen((event) => {
    const held = loadSeek();
    if (!held) return;
    if (event.type === 'seated' && event.game === held.game && !event.challenge_id && !event.rematch_of && !event.tournament) {
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
  const whom = new Map();  // player id → the name the tab found it by (its own challenges say whom by name)
  const answered = new Set();  // challenges this tab accepted or sent: their seated takes the tab to the game
  const titleOf = (slug) => (catalogue.find((g) => g.slug === slug) || {title: slug}).title;
  const title = html('select', {id: 'challenge-game', 'data-challenge-game': '', 'aria-label': 'Game to play'},
    catalogue.map((g) => html('option', {value: g.slug, text: g.title})));
  const rated = html('input', {type: 'checkbox', id: 'challenge-rated', 'data-challenge-rated': ''});
  const refusal = refusalLine('challenge-refusal');
  // The name (or a pasted player id) of whom to challenge; the players found by it, each with
  // its own Challenge button, under the form.
  const search = playerSearch({id: 'challenge-player', label: 'Player to challenge (a name, or a player id)',
    placeholder: 'their name (or player id)', titleOf,
    action: (found) => {
      const button = html('button', {type: 'button', 'data-challenge-found': found.player_id, text: 'Challenge',
        'aria-label': `Challenge ${found.name}`});
      button.addEventListener('click', () => challenge(found.player_id, found.name, button));
      return button;
    }});
  search.input.addEventListener('input', refusal.clear);  // a refusal is of what was typed before
  const send = html('button', {type: 'submit', id: 'challenge-send', 'data-challenge-send': '', text: 'Challenge'});
  const form = html('form', {id: 'challenge-form', class: 'inline-form', 'aria-label': 'Challenge a player'},
    search.input, ' ', title, ' ', html('label', {title: RATED_HINT}, rated, ' Rated'), ' ', send);
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    const typed = search.input.value.trim();
    if (!typed) { search.input.focus(); return; }
    if (PLAYER_ID.test(typed)) { await challenge(typed, null, send); return; }
    const found = await search.now();
    if (found.length === 1) await challenge(found[0].player_id, found[0].name, send);
    else refusal.say(new Error(found.length ? `${found.length} players' names start with "${typed}": pick one below.`
      : `Nobody's name starts with "${typed}": check it, or paste their player id.`));
  });

  async function challenge(playerId, name, button) {
    button.disabled = true;
    refusal.clear();
    try {
      const player = await ensurePlayer(nameOf());
      if (playerId === player.player_id) { refusal.say(new Error('That is you: challenge someone else.')); return; }
      const body = {game: title.value};
      if (rated.checked) body.rated = true;
      const made = await call('POST', `/v1/players/${encodeURIComponent(playerId)}/challenges`,
        {token: player.key, body: JSON.stringify(body)});
      answered.add(made.challenge_id);
      if (name) whom.set(playerId, name);
      search.clear();
      await refresh();
    } catch (error) {
      refusal.say(error);
    } finally {
      button.disabled = false;
    }
  }

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
        html('span', {text: `You challenged ${c.players.map((p) => whom.get(p) || `player ${p.slice(0, 8)}`).join(', ')}: ${describe(c)}; ${c.accepted.length} of ${c.players.length} accepted `}), cancel);
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
    html('h4', {text: 'Yours'}), outgoing, form, refusal.node, search.results,
    html('p', {class: 'hint', text: 'Type a name to find a player, or challenge from a player\'s page (the leaderboards link to them).'}));
  refresh();
  return {node, refresh, stop: () => { stopFeed(); search.stop(); }};
}

// ----- finding players by name -----------------------------------------------------------------

const SEARCH_AFTER_MS = 300;  // typing pauses this long before a search is sent: one read, not one a key
const MIN_PREFIX = 2;         // the API's shortest prefix

// A search box for players by name (GET /v1/players?name=…, a public read): as the text changes,
// the players whose names start with it, each a link to its page, its ratings in words, and
// what `action(found)` adds (a Challenge button). A pasted player id is left alone (no search).
// {input, results, now, clear, stop}: `now()` searches at once and answers the players found.
export function playerSearch({id, label, placeholder, titleOf, action}) {
  const input = html('input', {id, type: 'search', 'data-player-search': '', maxlength: 40, size: 28,
    placeholder, autocomplete: 'off', 'aria-label': label, 'aria-controls': `${id}-results`});
  const results = html('ul', {id: `${id}-results`, class: 'entries found-players', 'data-found-for': '',
    'aria-live': 'polite', 'aria-label': 'Players found'});
  let timer = null;
  let asked = 0;  // the latest search: an older answer arriving later is dropped
  let stopped = false;

  function ratingsWords(ratings) {
    const rated = Object.entries(ratings);
    return rated.length ? rated.map(([slug, r]) => `${titleOf(slug)} ${oneDecimal(r.ordinal)}${r.provisional ? ' (provisional)' : ''}`).join(' · ')
      : 'no rated games yet';
  }
  function draw(text, players, more) {
    results.dataset.foundFor = text;
    results.replaceChildren(...players.map((found) => html('li', {'data-found-player': found.player_id},
      html('a', {href: `#/players/${encodeURIComponent(found.player_id)}`, text: found.name}), identityMarks(found), ' ',
      html('span', {class: 'hint', text: ratingsWords(found.ratings)}), ' ',
      action ? action(found) : null)));
    if (!players.length && text) results.append(html('li', {class: 'empty', 'data-empty': 'found', text: `Nobody's name starts with "${text}".`}));
    if (more) results.append(html('li', {class: 'hint', text: 'More names start so: type more of the name.'}));
  }
  async function now() {
    clearTimeout(timer);
    const text = input.value.trim();
    const mine = ++asked;
    if (text.length < MIN_PREFIX || PLAYER_ID.test(text)) { results.replaceChildren(); results.dataset.foundFor = ''; return []; }
    try {
      const page = await call('GET', `/v1/players?name=${encodeURIComponent(text)}&limit=10`);
      if (mine === asked && !stopped) draw(text, page.players, Boolean(page.next));
      return page.players;
    } catch (error) {
      if (mine === asked && !stopped) results.replaceChildren(html('li', {class: 'empty', text: refusalWords(error)}));
      return [];
    }
  }
  input.addEventListener('input', () => { clearTimeout(timer); timer = setTimeout(now, SEARCH_AFTER_MS); });
  return {input, results, now,
    clear() { input.value = ''; clearTimeout(timer); asked += 1; results.replaceChildren(); results.dataset.foundFor = ''; },
    stop() { stopped = true; clearTimeout(timer); }};
}

// A challenge from a player's page: the title, Rated, and a button; once sent, the page says so
// and, when everyone accepted (the feed's seated with this challenge), goes to the game.
export function challengeBox({profile, catalogue}) {
  const me = loadPlayer();
  if (me && me.player_id === profile.player_id) {
    return {node: html('p', {class: 'hint', id: 'challenge-box', 'data-you': '', text: 'This is you.'}), stop: () => {}};
  }
  const title = html('select', {id: 'page-challenge-game', 'aria-label': 'Game to play'},
    catalogue.map((g) => html('option', {value: g.slug, text: g.title})));
  const rated = html('input', {type: 'checkbox', id: 'page-challenge-rated'});
  // A tab with no player yet names the one its challenge makes (as the lobby's name box does).
  const yourName = me ? null : html('input', {id: 'page-challenge-name', maxlength: 40, placeholder: 'your name',
    autocomplete: 'nickname', 'aria-label': 'Your name'});
  const send = html('button', {type: 'submit', id: 'page-challenge-send', text: `Challenge ${profile.name}`});
  const state = html('p', {id: 'page-challenge-state', role: 'status', class: 'hint'});
  const refusal = refusalLine('page-challenge-refusal');
  let sent = null;
  const form = html('form', {id: 'challenge-box', class: 'inline-form', 'aria-label': `Challenge ${profile.name}`},
    yourName, yourName ? ' ' : null, title, ' ', html('label', {title: RATED_HINT}, rated, ' Rated'), ' ', send);
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    send.disabled = true;
    refusal.clear();
    try {
      const player = await ensurePlayer(yourName && yourName.value.trim() ? yourName.value.trim() : undefined);
      const body = {game: title.value};
      if (rated.checked) body.rated = true;
      const made = await call('POST', `/v1/players/${encodeURIComponent(profile.player_id)}/challenges`,
        {token: player.key, body: JSON.stringify(body)});
      sent = made.challenge_id;
      state.dataset.challengeId = sent;
      state.textContent = `Challenge sent: ${made.rated ? 'a rated' : 'a'} game of ${title.selectedOptions[0].text}. `
        + `Waiting for ${profile.name} to accept (it expires in ${duration(made.expires - made.created)}); `
        + 'your challenges are listed, with Cancel, in the lobby.';
    } catch (error) {
      refusal.say(error);
    } finally {
      send.disabled = false;
    }
  });
  const stopFeed = listen((event) => {
    if (!sent || event.challenge_id !== sent) return;
    if (event.type === 'seated') takeKeySeat(event.game, event.game_id, event.seat);
    else if (['challenge_declined', 'challenge_expired', 'challenge_cancelled'].includes(event.type)) {
      state.textContent = `Your challenge was ${event.type.replace('challenge_', '')}.`;
      sent = null;
    }
  }, null);
  const node = html('section', {class: 'challenge-player', 'aria-labelledby': 'challenge-box-heading'},
    html('h3', {id: 'challenge-box-heading', text: `Play ${profile.name}`}), form, refusal.node, state);
  return {node, stop: stopFeed};
}

// ----- a rated New game ------------------------------------------------------------------------

// The New game form (app.js) gets a Rated choice. A rated create seats only player keys and house
// bots, so the tab's seat is made open and then claimed at once with the tab's player key: the
// rated submit is taken over here (a capture listener, ahead of app.js's own) and an unticked one
// is left to app.js. It reads the form's seat rows (.seat .kind/.level/.name), options
// ([data-option]) and #seed as app.js draws them.
export function ratedNewGame({form, onProblem}) {
  const rated = html('input', {type: 'checkbox', id: 'rated', 'data-new-rated': ''});
  const refusal = refusalLine('new-game-refusal');
  const box = html('fieldset', {id: 'new-game-rating'}, html('legend', {text: 'Rating'}),
    html('label', {}, rated, ' Rated game'), html('p', {class: 'hint', text: `${RATED_HINT} You sit at one seat; the others are bots or open.`}),
    refusal.node);
  const create = form.querySelector('[type=submit]');
  form.insertBefore(box, create);
  rated.addEventListener('change', refusal.clear);
  form.addEventListener('submit', async (event) => {
    if (!rated.checked) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    refusal.clear();
    const game = form.querySelector('#game').value;
    const rows = [...form.querySelectorAll('.seat')].map((row) => ({
      kind: row.querySelector('.kind').value, level: row.querySelector('.level').value, name: row.querySelector('.name').value.trim()}));
    const mine = rows.map((row, seat) => (row.kind === 'you' ? seat : -1)).filter((seat) => seat >= 0);
    const seed = form.querySelector('#seed');
    const local = mine.length > 1 ? 'A rated game seats you once: make the other seats bots or open (share their join links).'
      : !mine.length && !rows.some((row) => row.kind === 'open') ? 'A rated game needs a person at it: make one seat You or open.'
        : seed && seed.value !== '' ? 'A rated game takes no chosen seed: nobody may know the deal in advance. Clear the seed.' : null;
    if (local) { refusal.say(new Error(local)); return; }
    const options = {};
    for (const input of form.querySelectorAll('[data-option]')) options[input.dataset.option] = input.type === 'number' ? Number(input.value) : input.value;
    const seats = rows.map((row, seat) => (row.kind === 'bot' ? {name: row.name || `Player ${seat + 1}`, bot: row.level} : {open: true}));
    create.disabled = true;
    try {
      const player = mine.length ? await ensurePlayer(rows[mine[0]].name || undefined) : null;
      const made = await call('POST', `/v1/${encodeURIComponent(game)}/games`, {body: JSON.stringify({seats, options, rated: true})});
      if (player) {
        const name = rows[mine[0]].name || player.name;
        try {
          const claimed = await call('POST', `${gamePath(game, made.game_id)}/seats/${mine[0]}/claim`,
            {token: player.key, body: JSON.stringify({name})});
          saveSeats(game, made.game_id, {tokens: {[mine[0]]: claimed.token}, acting: mine[0]});
        } catch (error) {  // someone else took the seat first: the game is called off, and the page says why
          await call('POST', `${gamePath(game, made.game_id)}/cancel`, {token: made.creator_token}).catch(() => {});
          throw error;
        }
      }
      goTo(game, made.game_id);
    } catch (error) {
      refusal.say(error);
      if (!(error instanceof Problem)) onProblem(error);
    } finally {
      create.disabled = false;
    }
  }, {capture: true});
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
