// A small Markdown reader for the rules pages (docs/games/<slug>.md, served as text by
// GET /play/rules/<slug>.md): the Markdown the docs use — headings, paragraphs, lists (nested by
// indentation), tables, fenced code, quotes, MkDocs admonitions (!!! note "Title"), rules, and
// inline code, bold, italics and links. It makes a tree of plain values, never HTML: the page
// builds it with text nodes (rules.js), so nothing in a document can become markup or script.
// Pure: Node runs it too (tests/service/routes/test_play_learning.py).
//
// Block: {type: 'heading', level, inlines} | {type: 'paragraph', inlines} | {type: 'list',
// ordered, items: [[block]]} | {type: 'code', text} | {type: 'quote', blocks} | {type: 'note',
// kind, title, blocks} | {type: 'table', head: [inlines], rows: [[inlines]]} | {type: 'rule'}.
// Inline: {type: 'text', text} | {type: 'code', text} | {type: 'strong' | 'em', inlines} |
// {type: 'link', href, inlines} (href: a web address or a same-page anchor; anything else is
// read as text).

const HEADING = /^(#{1,6})\s+(.*?)\s*#*\s*$/;
const RULE = /^\s{0,3}([-*_])(\s*\1){2,}\s*$/;
const FENCE = /^\s*(```|~~~)/;
const ITEM = /^(\s*)([-*+]|\d{1,9}[.)])\s+(.*)$/;
const QUOTE = /^\s{0,3}>\s?(.*)$/;
const NOTE = /^!!!\s+(\w+)(?:\s+"([^"]*)")?\s*$/;
const TABLE_RULE = /^\s*\|?\s*:?-+:?\s*(\|\s*:?-+:?\s*)*\|?\s*$/;
const SAFE_LINK = /^(https?:\/\/|#)/i;

const blank = (line) => !line.trim();
const indentOf = (line) => line.match(/^\s*/)[0].replace(/\t/g, '    ').length;
const cells = (line) => line.trim().replace(/^\|/, '').replace(/\|$/, '').split(/(?<!\\)\|/).map((cell) => parseInline(cell.trim()));

function startsBlock(line, next) {
  return HEADING.test(line) || RULE.test(line) || FENCE.test(line) || ITEM.test(line) || QUOTE.test(line) || NOTE.test(line)
    || (line.includes('|') && next !== undefined && TABLE_RULE.test(next) && next.includes('-'));
}

export function parseMarkdown(text) {
  return parseBlocks(String(text).replace(/\r\n?/g, '\n').split('\n'));
}

function parseBlocks(lines) {
  const blocks = [];
  let i = 0;
  while (i < lines.length) {
    const line = lines[i];
    if (blank(line)) { i += 1; continue; }
    let found;
    if ((found = line.match(FENCE))) {
      const body = [];
      i += 1;
      while (i < lines.length && !lines[i].trim().startsWith(found[1])) body.push(lines[i++]);
      i += 1;
      blocks.push({type: 'code', text: body.join('\n')});
    } else if ((found = line.match(HEADING))) {
      blocks.push({type: 'heading', level: found[1].length, inlines: parseInline(found[2])});
      i += 1;
    } else if (RULE.test(line)) {
      blocks.push({type: 'rule'});
      i += 1;
    } else if ((found = line.match(NOTE))) {
      const body = [];
      i += 1;
      while (i < lines.length && (blank(lines[i]) || indentOf(lines[i]) >= 4)) body.push(lines[i++].replace(/^( {4}|\t)/, ''));
      blocks.push({type: 'note', kind: found[1], title: found[2] === undefined ? found[1].replace(/^./, (c) => c.toUpperCase()) : found[2],
        blocks: parseBlocks(body)});
    } else if (QUOTE.test(line)) {
      const body = [];
      while (i < lines.length && QUOTE.test(lines[i])) body.push(lines[i++].match(QUOTE)[1]);
      blocks.push({type: 'quote', blocks: parseBlocks(body)});
    } else if (line.includes('|') && i + 1 < lines.length && TABLE_RULE.test(lines[i + 1]) && lines[i + 1].includes('-')) {
      const head = cells(line);
      const rows = [];
      i += 2;
      while (i < lines.length && !blank(lines[i]) && lines[i].includes('|')) rows.push(cells(lines[i++]));
      blocks.push({type: 'table', head, rows});
    } else if ((found = line.match(ITEM))) {
      const [list, next] = parseList(lines, i);
      blocks.push(list);
      i = next;
    } else {
      const body = [];
      while (i < lines.length && !blank(lines[i]) && !(body.length && startsBlock(lines[i], lines[i + 1]))) body.push(lines[i++].trim());
      blocks.push({type: 'paragraph', inlines: parseInline(body.join(' '))});
    }
  }
  return blocks;
}

// A list from lines[start]: its items, each the lines indented under its marker, read as blocks.
function parseList(lines, start) {
  const first = lines[start].match(ITEM);
  const indent = indentOf(first[1]);
  const ordered = /\d/.test(first[2]);
  const items = [];
  let i = start;
  while (i < lines.length) {
    const found = lines[i].match(ITEM);
    if (!found || indentOf(found[1]) !== indent || /\d/.test(found[2]) !== ordered) break;
    const body = [found[3]];
    const inside = indent + found[2].length + 1;
    i += 1;
    while (i < lines.length) {
      const line = lines[i];
      if (blank(line)) {
        if (i + 1 < lines.length && !blank(lines[i + 1]) && indentOf(lines[i + 1]) > indent) { body.push(''); i += 1; continue; }
        break;
      }
      const item = line.match(ITEM);
      if (item && indentOf(item[1]) <= indent) break;
      if (indentOf(line) <= indent && startsBlock(line, lines[i + 1])) break;
      body.push(indentOf(line) >= inside ? line.slice(inside) : line.trim());
      i += 1;
    }
    items.push(parseBlocks(body));
  }
  return [{type: 'list', ordered, items}, i];
}

// Inline marks, left to right: code spans first (nothing inside them is read), then links,
// bold, italics; a backslash keeps the next character as it is.
export function parseInline(text) {
  const out = [];
  let plain = '';
  const flush = () => { if (plain) { out.push({type: 'text', text: plain}); plain = ''; } };
  let i = 0;
  while (i < text.length) {
    const rest = text.slice(i);
    let found;
    if (rest[0] === '\\' && rest.length > 1 && /[\\`*_[\]()#+\-.!|>]/.test(rest[1])) {
      plain += rest[1];
      i += 2;
    } else if ((found = rest.match(/^(`+)([\s\S]*?[^`])\1(?!`)/))) {
      flush();
      out.push({type: 'code', text: found[2].trim()});
      i += found[0].length;
    } else if ((found = rest.match(/^\[([^\]]*)\]\(\s*<?([^)\s>]*)>?(?:\s+"[^"]*")?\s*\)/))) {
      flush();
      const inlines = parseInline(found[1]);
      if (SAFE_LINK.test(found[2])) out.push({type: 'link', href: found[2], inlines});
      else out.push(...inlines);  // a link elsewhere (another docs page, a script) is read as its text
      i += found[0].length;
    } else if ((found = rest.match(/^(\*\*|__)(?=\S)([\s\S]*?\S)\1/))) {
      flush();
      out.push({type: 'strong', inlines: parseInline(found[2])});
      i += found[0].length;
    } else if ((found = rest.match(/^([*_])(?=\S)([\s\S]*?\S)\1(?![*_\w])/)) && !(rest[0] === '_' && /\w$/.test(plain))) {
      flush();
      out.push({type: 'em', inlines: parseInline(found[2])});
      i += found[0].length;
    } else {
      plain += rest[0];
      i += 1;
    }
  }
  flush();
  return out.filter((node) => node.type !== 'text' || node.text);
}
