// "How to play", short, beside each game: the goal, a turn, the scoring, in a few lines of the
// project's own words (from the rulebooks and the house rulings the engines follow), and a link
// to the title's full rules page (#/rules/<slug>: docs/games/<slug>.md, rules.js).
import {html} from './dom.js';

export const GUIDES = {
  'starshower': {
    goal: 'Have the most points when every point of the grid is taken or closed.',
    turn: ['Call the coin, heads or tails.',
      'Right: place a star of your colour on a free point. If it makes a line of 3 or more of your live stars across or down, you may ring them as a group.',
      'Wrong: place a black star. Black lines may join it to the black stars of its row or column with no group between; a line kills the ungrouped stars on it and closes its points.'],
    scoring: 'Each live star scores 1, each star in a group 2. Killed stars score nothing.',
  },
  'twinkle-starship': {
    goal: 'Score the most points over the deals of the match.',
    turn: ['Play one card; follow the colour led if you can. Pink is trump.',
      'You may add sticks from your own unused ones to change its figure (a 1 and one stick make a 7), or play it upside down (6 becomes 9).',
      'The highest card of the colour led wins the trick, or the highest pink if any was played; a tie goes to the later card. The winner takes the trick and its sticks, and leads next.'],
    scoring: 'At the end of a deal you score only if your tricks won equal your unused sticks: 2 a trick and 1 a stick taken. No trick and no stick left scores 10.',
  },
  'twinkle-twinkle': {
    goal: 'Fill your Star Chart of 4 rows of 5 with the best sky.',
    turn: ['Take a tile from the current row: the slot you take from sets your place in the next round\'s order.',
      'Place it on any empty space of your chart, turned or flipped as you like.',
      'Solo, the Cosmobot takes tiles too (out of the game) by its own preferences.'],
    scoring: 'Stars joined by their lines make constellations: your two largest and how many you have score. Nova stars score 1 more unless beside a black hole. Comets, planets, asteroids, black holes and satellites each score by their own rule.',
  },
  'starligned': {
    goal: 'Lay the row of ten cards worth the most.',
    turn: ['Everyone plays a card from their hand (the telescope) face down; then all turn face up at the end of their rows.',
      'A stop card cancels every effect that round. Otherwise, from the starting player: a moon bonus if your last two cards show a full moon, then your new card\'s effect (swap, move, rotate a card or a telescope, repeat, exchange).',
      'Then everyone turns one card of their hand round and passes the hand to the left.'],
    scoring: 'Add the top values of your row; ×2 doubles the card on its left and ×0 cancels it. Ties go to the most moon cards, then the most constellations.',
  },
  'starlink': {
    goal: 'Score the most points by drawing and guessing words.',
    turn: ['The illustrator draws a card, chooses one of its two words and draws it by joining free stars with straight lines, before the sand timer runs out.',
      'The others guess. A wrong guess takes the sand timer, and you stay silent until someone else guesses.'],
    scoring: 'A right guess scores the card\'s value to the illustrator and the guesser alike, 1 more each if the drawing fits inside the telescope\'s lens.',
  },
};

export const rulesLink = (slug) => `#/rules/${slug}`;

// The guide's lines as nodes: a heading level for its parts, then the link to the full rules.
export function guideNodes(slug, headingTag = 'h4', withLink = true) {
  const guide = GUIDES[slug];
  if (!guide) return [];
  return [
    html(headingTag, {text: 'Goal'}), html('p', {text: guide.goal}),
    html(headingTag, {text: 'A turn'}), html('ol', {}, guide.turn.map((line) => html('li', {text: line}))),
    html(headingTag, {text: 'Scoring'}), html('p', {text: guide.scoring}),
    withLink ? html('p', {}, html('a', {href: rulesLink(slug), id: 'full-rules', text: 'The full rules'})) : null,
  ].filter(Boolean);
}

// The game page's panel: closed, one line until opened.
export function howToPlay(slug, title) {
  return html('details', {class: 'how-to-play', id: 'how-to-play'}, html('summary', {text: `How to play ${title}`}), ...guideNodes(slug));
}
