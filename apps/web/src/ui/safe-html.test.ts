import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { MemoryRouter } from '../lib/router/index.ts';
import { disarmHandlers, type HtmlNodeLike, htmlToReact, safeHref } from './safe-html.tsx';

const text = (value: string): HtmlNodeLike => ({
  nodeType: 3,
  nodeName: '#text',
  textContent: value,
  childNodes: [],
});
const el = (name: string, attributes: Record<string, string>, ...children: HtmlNodeLike[]): HtmlNodeLike => ({
  nodeType: 1,
  nodeName: name.toUpperCase(),
  textContent: null,
  childNodes: children,
  getAttribute: (attribute) => attributes[attribute] ?? null,
});

const render = (node: HtmlNodeLike) =>
  renderToStaticMarkup(createElement(MemoryRouter, null, htmlToReact(node)));

describe('operator HTML', () => {
  it('keeps headings, paragraphs, lists and emphasis, without attributes', () => {
    const html = el(
      'div',
      { class: 'x', style: 'color:red' },
      el('h1', {}, text('About')),
      el('p', { onclick: 'steal()' }, text('Play '), el('b', {}, text('responsibly'))),
      el('ol', {}, el('li', {}, text('Register'))),
    );
    expect(render(html)).toBe(
      '<div><h2>About</h2><p>Play <b>responsibly</b></p><ol><li>Register</li></ol></div>',
    );
  });

  it('drops scripts, styles, frames, forms and images with their content', () => {
    const html = el(
      'div',
      {},
      el('script', {}, text('alert(1)')),
      el('style', {}, text('body{}')),
      el('iframe', { src: 'https://evil.example' }),
      el('img', { src: 'x', onerror: 'alert(1)' }),
      el('form', {}, el('input', {})),
      text('kept'),
    );
    expect(render(html)).toBe('<div>kept</div>');
  });

  it('unwraps unknown elements but keeps their text', () => {
    expect(render(el('div', {}, el('marquee', {}, text('hi'))))).toBe('<div><span>hi</span></div>');
  });

  it('keeps links only to in-app paths, https, mailto and tel', () => {
    expect(render(el('a', { href: '/supports' }, text('us')))).toBe('<a href="/supports">us</a>');
    expect(render(el('a', { href: 'https://wa.me/233' }, text('wa')))).toBe(
      '<a href="https://wa.me/233" target="_blank" rel="noopener noreferrer">wa</a>',
    );
    expect(render(el('a', { href: 'javascript:alert(1)' }, text('x')))).toBe('<span>x</span>');
    expect(safeHref('//evil.example')).toBeNull();
    expect(safeHref('data:text/html,hi')).toBeNull();
    expect(safeHref('http://plain.example')).toBeNull();
    expect(safeHref('tel:+233302000000')).toEqual({ kind: 'out', href: 'tel:+233302000000' });
  });

  it('renames event handlers inside tags before parsing, and leaves text alone', () => {
    expect(disarmHandlers('<img src=x onerror="a()"><p\nonClick=b()>Go on=now</p><svg/onload=c()>')).toBe(
      '<img src=x data-off-error="a()"><p\ndata-off-Click=b()>Go on=now</p><svg/data-off-load=c()>',
    );
  });
});
