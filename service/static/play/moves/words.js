// What every title's move sentences share: the service's own events in words, and the one way
// a move's events become its sentence. Pure: no DOM, so Node runs it too (tests/service/
// test_move_sentences.py).
//
// ctx, as the page and the tests build it: {name(seat) → the seat's name, names: every seat's,
// you: the reader's seat or null, card(id) / tile(id) → a component's public facts
// (GET /play/facts/<slug>.json)}.

export const SERVICE_EVENTS = new Set(['created', 'seat_claimed', 'left', 'clock_ran_out', 'aborted', 'cancelled']);

export const plural = (n, one, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
export const listWords = (items) => (items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`);
export const capitalise = (text) => text.charAt(0).toUpperCase() + text.slice(1);
export const quoted = (word) => `“${word}”`;
export function ordinal(n) {
  const tens = n % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : ({1: 'st', 2: 'nd', 3: 'rd'}[n % 10] || 'th');
  return `${n}${suffix}`;
}

// Who made a commit, from an event's seat (or its stamp's actor when it names none): a seat's
// name, "you" for the reader's own seat at the start of a clause, the timer or an automaton.
export function who(ctx, seat) {
  if (seat === 'timer') return 'the sand timer';
  if (typeof seat === 'string') return `the ${seat.replace(/^cosmobot$/, 'Cosmobot')}`;
  if (seat === null || seat === undefined) return 'someone';
  return seat === ctx.you ? 'you' : ctx.name(seat);
}
// "Ann's" / "your" / "their own" (when the owner is the one acting).
export function whose(ctx, owner, actor) {
  if (owner === actor) return owner === ctx.you ? 'your own' : 'their own';
  return owner === ctx.you ? 'your' : `${ctx.name(owner)}'s`;
}

function seconds(total) {
  if (total >= 86400 && total % 3600 === 0) return plural(total / 86400, 'day');
  if (total >= 3600 && total % 60 === 0) return plural(total / 3600, 'hour');
  if (total >= 60 && total % 60 === 0) return plural(total / 60, 'minute');
  return plural(total, 'second');
}

// The service's own events (records.SERVICE_EVENTS), the same in every title.
// ``setting``: the title's words for its options at ``created`` ("on a 10 × 10 grid").
export function serviceClause(event, ctx, setting = null) {
  switch (event.type) {
    case 'created': {
      const terms = [];
      if (event.clock) terms.push(`${seconds(event.clock.per_turn)} a move${event.clock.bank ? ` and ${seconds(event.clock.bank)} in the bank` : ''}`);
      if (event.rated) terms.push('rated');
      const players = event.players === 1 ? 'one player' : plural(event.players, 'player');
      return `a game for ${players}${setting ? ` ${setting}` : ''}${terms.length ? ` (${terms.join(', ')})` : ''}`;
    }
    case 'seat_claimed':
      return `${event.name} took the seat of Player ${event.seat + 1}${event.started ? '; every seat is taken and the game begins' : ''}`;
    case 'left':
      return event.then === 'bot' ? `${who(ctx, event.seat)} left; a bot plays on` : `${who(ctx, event.seat)} left; the seat is open again`;
    case 'clock_ran_out':
      return event.then === 'takeover' ? `${who(ctx, event.seat)} ran out of time; a bot plays on`
        : `${who(ctx, event.seat)} ran out of time; a stand-in moved for them`;
    case 'aborted':
      return event.reason === 'idle' ? `the game was stopped: nobody moved for ${plural(event.idle_turns, 'turn')}` : 'the game was stopped';
    case 'cancelled':
      return 'the game was cancelled before it began';
    default:
      return null;
  }
}

// A clause for one event: the title's (describe), else the service's; null when neither knows
// it. At ``created`` the title describes its options only; the service says the rest.
export function clause(event, ctx, describe) {
  const said = describe(event, ctx);
  if (event.type === 'created') return serviceClause(event, ctx, said);
  if (said) return said;
  return SERVICE_EVENTS.has(event.type) ? serviceClause(event, ctx) : null;
}

// A move's sentence: its events' clauses, in order, joined into one sentence. An event no one
// knows is named by its type rather than dropped (the tests require that none is).
export function compose(events, ctx, describe) {
  const clauses = events.map((event) => clause(event, ctx, describe) || event.type.replace(/_/g, ' ')).filter(Boolean);
  if (!clauses.length) return '';
  const sentence = clauses.join('; ');
  // A sentence opens with a capital, unless it opens with a name, which is written as it was given.
  const named = (ctx.names || []).some((name) => sentence.startsWith(`${name} `) || sentence.startsWith(`${name}'`));
  return `${named ? sentence : capitalise(sentence)}${/[.!?]$/.test(sentence) ? '' : '.'}`;
}
