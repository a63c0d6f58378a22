/** The part of the browser's document a script loader needs. */
export interface ScriptDocument {
  createElement(tagName: 'script'): { src: string; async: boolean };
  readonly head: { appendChild(node: never): unknown };
  /** True while the browser prerenders the page on the visitor's intent (Speculation Rules). */
  readonly prerendering?: boolean;
  addEventListener?(type: 'prerenderingchange', listener: () => void, options?: { once: boolean }): void;
}

/**
 * Loads a third-party tag's script the way its vendor's snippet does, but without an inline script (the
 * Content-Security-Policy allows none): an async script element added to the head. Inside a page the browser
 * is only prerendering, no tag loads until the visitor opens it (docs/decisions/080-instant-navigation.md).
 */
export function scriptLoader(document: ScriptDocument): (src: string) => void {
  const waiting: string[] = [];
  const append = (src: string) => {
    const script = document.createElement('script');
    script.async = true;
    script.src = src;
    document.head.appendChild(script as never);
  };
  return (src) => {
    if (!document.prerendering) return append(src);
    if (waiting.push(src) === 1) document.addEventListener?.('prerenderingchange', () => waiting.splice(0).forEach(append), { once: true });
  };
}
