import { useEffect } from 'react';
import type { SeoBlock } from '../../domain/seo/seo-block.js';
import { siteConfig } from '../content/site-config.js';
import { headTagsFor } from './document-head.js';

const MANAGED = 'data-managed-head';

/**
 * Keeps <head> in step with the page on client navigation. The prerendered HTML already holds the
 * same tags (headHtml); tags a page does not want, such as the 404's robots noindex, are removed
 * when the visitor leaves it (docs/product.md §2 404 screen).
 */
export function useDocumentHead(seo: SeoBlock, siteName: string): void {
  useEffect(() => {
    document.title = seo.title;
    const wanted = headTagsFor(seo, { mainDomain: siteConfig.mainDomain, siteName });
    const kept = new Set<Element>();
    for (const { kind, key: [attribute, value], content } of wanted) {
      const selector = `${kind}[${attribute}="${value}"]`;
      let element = document.head.querySelector(selector);
      if (!element) {
        element = document.createElement(kind);
        element.setAttribute(attribute, value);
        document.head.appendChild(element);
      }
      element.setAttribute(kind === 'link' ? 'href' : 'content', content);
      element.setAttribute(MANAGED, '');
      kept.add(element);
    }
    for (const element of document.head.querySelectorAll(`[${MANAGED}]`)) {
      if (!kept.has(element)) element.remove();
    }
  }, [seo, siteName]);
}
