// Starligned's moves in words (engines/starligned/README.md, "Decisions"): a hand's cards are
// told only to its seat, for ever; cards played are public. A card is named from the house
// deck's public list (ctx.card): its active half when the event says which way up it lies,
// else its constellation alone.
import {compose, listWords, ordinal, plural, who, whose} from './words.js';

const EFFECTS = {
  swap: 'swap', move: 'move', rotate_card: 'rotate a card', rotate_telescope: 'rotate a telescope',
  repeat: 'repeat', exchange: 'exchange', stop: 'stop', x2: '×2', x0: '×0',
};
// What a seat must do for each effect (the prompt of the same name).
const MUSTS = {
  swap: 'swap two cards of a row', move: 'move their card within their row', rotate_card: 'rotate a card of a row',
  rotate_telescope: 'rotate a telescope', repeat: 'pick an effect to repeat', exchange: 'pick a card to exchange',
};

function half(side) {
  return `${side.value}${side.effect !== 'none' ? ` (${EFFECTS[side.effect] || side.effect.replace(/_/g, ' ')})` : ''}`;
}
// "Lyra 7 swap" when the event says how the card lies (flipped: its partial half on top), else "a Lyra card".
export function cardWords(ctx, id, flipped) {
  const card = ctx.card ? ctx.card(id) : null;
  if (!card) return 'a card';
  if (flipped === undefined) return `a ${card.constellation} card`;
  return `${card.constellation} ${half(flipped ? card.partial : card.full)}`;
}

export function describeEvent(event, ctx) {
  const actor = event.seat ?? event.actor;
  const card = (id, flipped) => cardWords(ctx, id, flipped);
  switch (event.type) {
    case 'created':
      return 'in two stages of five rounds';
    case 'starting_player':
      return `${who(ctx, event.seat)} ${event.seat === ctx.you ? 'hold' : 'holds'} the starting player card`;
    case 'dealt':
      return `${who(ctx, event.seat)} ${event.seat === ctx.you ? 'were' : 'was'} dealt ${plural(event.hand.length, 'card')}`;
    case 'chose':
      return `${who(ctx, actor)} chose a card face down`;
    case 'chose_card':
      return `${who(ctx, actor)} picked ${card(event.card)}`;
    case 'revealed':
      return `round ${event.round}'s cards turn face up: ${event.plays.map((p) => `${ctx.name(p.seat)} ${card(p.card, p.flipped)}`).join(', ')}`;
    case 'stopped':
      return `${listWords(event.seats.map((s) => ctx.name(s)))} played stop: no effects this round`;
    case 'moon_bonus':
      return `${who(ctx, actor)} ${actor === ctx.you ? 'earn' : 'earns'} a moon bonus`;
    case 'moon_laid':
      return `${who(ctx, actor)} laid a moon card over ${whose(ctx, actor, actor)} last two cards`;
    case 'moon_removed':
      return `${who(ctx, actor)} took a moon card off ${whose(ctx, event.row, actor)} row`;
    case 'moon_bonus_skipped':
      return `${who(ctx, actor)} let the moon bonus go`;
    case 'effect':
      return `${who(ctx, actor)} must ${MUSTS[event.effect] || EFFECTS[event.effect] || event.effect.replace(/_/g, ' ')}`;
    case 'effect_skipped':
      return `${whose(ctx, actor, null)} ${EFFECTS[event.effect] || event.effect} has no target and is skipped`;
    case 'effect_ignored':
      return `${whose(ctx, actor, null)} ${EFFECTS[event.effect] || event.effect} is ignored: the card came in by an exchange`;
    case 'swapped':
      return `${who(ctx, actor)} swapped ${card(event.cards[0])} and ${card(event.cards[1])} in ${whose(ctx, event.row, actor)} row`;
    case 'moved':
      return `${who(ctx, actor)} moved ${card(event.card)} to the ${ordinal(event.to + 1)} place of ${whose(ctx, actor, actor)} row`;
    case 'card_rotated':
      return `${who(ctx, actor)} rotated a card of ${whose(ctx, event.row, actor)} row: it shows ${card(event.card, event.flipped)} now`;
    case 'telescope_rotated':
      return `${who(ctx, actor)} rotated ${whose(ctx, event.player, actor)} telescope`;
    case 'repeated':
      return `${who(ctx, actor)} repeated the ${EFFECTS[event.effect] || event.effect} of ${whose(ctx, event.owner, actor)} ${card(event.card)}`;
    case 'exchange_chosen':
      return `${who(ctx, actor)} chose ${card(event.card)} of ${whose(ctx, event.row, actor)} row to be exchanged`;
    case 'exchanged':
      return `${who(ctx, actor)} exchanged it for ${card(event.to_row, event.flipped)} from ${actor === ctx.you ? 'your' : 'their'} hand`;
    case 'rotation_chosen':
      return `${who(ctx, actor)} chose a card to rotate`;
    case 'rotation_card':
      return `${who(ctx, actor)} will rotate ${card(event.card)}`;
    case 'rotated_and_passed':
      return `every telescope passes to the left; round ${event.round} begins with ${who(ctx, event.starting_player)}`;
    case 'received':
      return `${who(ctx, event.seat)} received ${plural(event.hand.length, 'card')}`;
    case 'last_cards_discarded':
      return 'the last card of each telescope is discarded';
    case 'stage_started':
      return `stage ${event.stage} begins with fresh hands`;
    case 'game_over':
      return `game over: ${listWords(event.winners.map((s) => ctx.name(s)))} ${event.winners.length > 1 ? 'share the win' : 'wins'}`;
    default:
      return null;
  }
}

export const moveSentence = (events, ctx) => compose(events, ctx, describeEvent);
