import { createElement, type ReactNode, useMemo } from 'react';
import { safeRedirectPath } from '../lib/navigation.ts';
import { Link } from '../lib/router/index.ts';
import styles from './safe-html.module.css';

/** The part of a DOM node the converter reads (a real DOM node, or a plain object in tests). */
export interface HtmlNodeLike {
  nodeType: number;
  nodeName: string;
  textContent: string | null;
  childNodes: ArrayLike<HtmlNodeLike>;
  getAttribute?(name: string): string | null;
}

const TEXT_NODE = 3;
const ELEMENT_NODE = 1;

/** Elements kept as they are (without any attribute but a link's safe href). */
const KEPT = new Set([
  'p',
  'br',
  'hr',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'ul',
  'ol',
  'li',
  'strong',
  'b',
  'em',
  'i',
  'u',
  'small',
  'blockquote',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'a',
  'span',
  'div',
  'section',
]);
/** Elements dropped with everything inside them: code, embedded content, forms, styles. */
const DROPPED = new Set([
  'script',
  'style',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'noscript',
  'template',
  'svg',
  'math',
  'form',
  'input',
  'button',
  'textarea',
  'select',
  'option',
  'link',
  'meta',
  'base',
  'head',
  'title',
  'audio',
  'video',
  'source',
  'canvas',
  'img',
  'picture',
]);
/** h1 would compete with the page's own title. */
const RENAMED: Record<string, string> = { h1: 'h2' };

type Href = { kind: 'app'; path: string } | { kind: 'out'; href: string };

/** In-app paths, https, mailto and tel only; anything else (javascript:, data:, //host) loses its link. */
export function safeHref(value: string | null | undefined): Href | null {
  const href = value?.trim();
  if (!href) return null;
  const path = safeRedirectPath(href);
  if (path) return { kind: 'app', path };
  const clean = [...href].every((char) => char.charCodeAt(0) >= 0x20);
  return clean && /^(https:|mailto:|tel:)/i.test(href) ? { kind: 'out', href } : null;
}

/**
 * Operator-written HTML (h5 pages) as React elements, never as innerHTML: an allow-list of tags, no
 * attributes (so no event handlers, styles or sources), links only to safe targets. Unknown elements are
 * unwrapped (their text stays); code and embedded content are dropped whole.
 */
export function htmlToReact(node: HtmlNodeLike, key: string | number = 0): ReactNode {
  if (node.nodeType === TEXT_NODE) return node.textContent;
  if (node.nodeType !== ELEMENT_NODE) return null;
  const name = node.nodeName.toLowerCase();
  if (DROPPED.has(name)) return null;
  const children = Array.from(node.childNodes, (child, index) => htmlToReact(child, index));
  const tag = RENAMED[name] ?? name;
  if (!KEPT.has(tag)) return children.length ? createElement('span', { key }, ...children) : null;
  if (tag === 'br' || tag === 'hr') return createElement(tag, { key });
  if (tag === 'a') {
    const href = safeHref(node.getAttribute?.('href'));
    if (!href) return createElement('span', { key }, ...children);
    if (href.kind === 'app') return createElement(Link, { key, to: href.path }, ...children);
    return createElement(
      'a',
      { key, href: href.href, target: '_blank', rel: 'noopener noreferrer' },
      ...children,
    );
  }
  return createElement(tag, { key }, ...children);
}

/**
 * Renames event-handler attributes inside tags before parsing. Not a defence (the allow-list drops every
 * attribute, and the CSP forbids inline handlers): Chrome reports a CSP violation as soon as it parses one,
 * even in an inert template, and the operator's page should not fill the console with them.
 */
export function disarmHandlers(html: string): string {
  return html.replace(/<[^>]+>/g, (tag) => tag.replace(/([\s/])on(\w+\s*=)/gi, '$1data-off-$2'));
}

/**
 * Parses into a <template>, whose content is inert (no script runs, no image loads), and renders through
 * htmlToReact.
 */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const content = useMemo(() => {
    const template = document.createElement('template');
    template.innerHTML = disarmHandlers(html);
    return Array.from(template.content.childNodes, (child, index) => htmlToReact(child, index));
  }, [html]);
  return <div className={`${styles.html} ${className ?? ''}`}>{content}</div>;
}
