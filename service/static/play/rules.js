// A title's full rules page (#/rules/<slug>): docs/games/<slug>.md as the server has it
// (GET /play/rules/<slug>.md), read by markdown.js and built of text nodes only. A server
// without the docs (an installed package alone has none) shows the short guide, and says so.
import {html} from './dom.js';
import {parseMarkdown} from './markdown.js';
import {GUIDES, guideNodes} from './guides.js';

function inlineNodes(inlines) {
  return inlines.map((node) => {
    switch (node.type) {
      case 'code': return html('code', {text: node.text});
      case 'strong': return html('strong', {}, inlineNodes(node.inlines));
      case 'em': return html('em', {}, inlineNodes(node.inlines));
      case 'link': return html('a', {href: node.href, rel: node.href.startsWith('#') ? undefined : 'noopener noreferrer'}, inlineNodes(node.inlines));
      default: return document.createTextNode(node.text);
    }
  });
}

// Headings keep below the page's own h2: a document's # is an h2, ## an h3, and so on.
function blockNodes(blocks) {
  return blocks.map((block) => {
    switch (block.type) {
      case 'heading': return html(`h${Math.min(6, block.level + 1)}`, {}, inlineNodes(block.inlines));
      case 'paragraph': return html('p', {}, inlineNodes(block.inlines));
      case 'list': return html(block.ordered ? 'ol' : 'ul', {}, block.items.map((item) => html('li', {}, blockNodes(item))));
      case 'code': return html('pre', {}, html('code', {text: block.text}));
      case 'quote': return html('blockquote', {}, blockNodes(block.blocks));
      case 'note': return html('aside', {class: `note note-${block.kind}`}, html('p', {class: 'note-title', text: block.title}), blockNodes(block.blocks));
      case 'table': return html('div', {class: 'table-scroll'}, html('table', {},
        html('thead', {}, html('tr', {}, block.head.map((cell) => html('th', {}, inlineNodes(cell))))),
        html('tbody', {}, block.rows.map((row) => html('tr', {}, row.map((cell) => html('td', {}, inlineNodes(cell))))))));
      case 'rule': return html('hr');
      default: return null;
    }
  });
}

export async function rulesView({slug, title}) {
  if (!GUIDES[slug]) throw new Error(`Starport has no game called ${slug}.`);
  const node = html('article', {class: 'rules', id: 'rules', 'data-game': slug});
  let answer = null;
  try {
    answer = await fetch(`/play/rules/${encodeURIComponent(slug)}.md`, {credentials: 'omit', cache: 'no-cache'});
  } catch (error) {
    answer = null;
  }
  const back = html('p', {}, html('a', {href: `#/?game=${slug}`, text: `New ${title} game`}));
  if (answer && answer.ok) {
    node.dataset.source = 'docs';
    node.append(...blockNodes(parseMarkdown(await answer.text())), back);
  } else {
    node.dataset.source = 'guide';
    node.append(html('h2', {text: `How to play ${title}`}), ...guideNodes(slug, 'h3', false),
      html('p', {class: 'hint', text: 'The full rules page is not on this server: this is the short guide.'}), back);
  }
  return {node, title: `${title} — rules`, stop: () => {}};
}
