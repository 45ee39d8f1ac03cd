// Twinkle Starship's moves in words (engines/twinkle_starship/rules.py): a hand is told only to
// its seat until the match is over; every play, trick and score is public.
import {compose, listWords, plural, who} from './words.js';

const cardWords = (card) => `${card.digit} ${card.colour}`;

export function playWords(play) {
  const turned = play.upside_down ? ' upside down' : '';
  const sticks = play.segments.length ? ` with ${plural(play.segments.length, 'stick')}` : '';
  const became = play.upside_down || play.segments.length ? `, making ${play.value}` : '';
  return `${cardWords(play.card)}${turned}${sticks}${became}`;
}

export function describeEvent(event, ctx) {
  switch (event.type) {
    case 'created':
      return event.options.deals ? `over ${plural(event.options.deals, 'deal')}` : 'over the rulebook’s number of deals';
    case 'dealt':
      return event.seat === ctx.you ? `you were dealt ${event.hand.map(cardWords).join(', ')}`
        : `${who(ctx, event.seat)} was dealt ${plural(event.hand.length, 'card')}`;
    case 'deal_started':
      return `deal ${event.deal} begins: ${plural(event.sticks, 'stick')} each, ${who(ctx, event.leader)} leads`;
    case 'card_played':
      return `${who(ctx, event.seat)} played ${playWords(event)}`;
    case 'trick_won':
      return `${who(ctx, event.winner)} won trick ${event.trick}${event.sticks_taken ? ` and ${plural(event.sticks_taken, 'stick')}` : ''}`;
    case 'deal_scored':
      return `deal ${event.deal} scores ${event.players.map((p) => `${ctx.name(p.seat)} ${p.points}`).join(', ')}`;
    case 'match_over':
      return `the match is over: ${listWords(event.winners.map((s) => ctx.name(s)))} ${event.winners.length > 1 ? 'share the win' : 'wins'}`;
    default:
      return null;
  }
}

export const moveSentence = (events, ctx) => compose(events, ctx, describeEvent);
