/** The part of the browser's document a script loader needs. */
export interface ScriptDocument {
  createElement(tagName: 'script'): { src: string; async: boolean };
  readonly head: { appendChild(node: never): unknown };
}

/**
 * Loads a third-party tag's script the way its vendor's snippet does, but without an inline script (the
 * Content-Security-Policy allows none): an async script element added to the head.
 */
export function scriptLoader(document: ScriptDocument): (src: string) => void {
  return (src) => {
    const script = document.createElement('script');
    script.async = true;
    script.src = src;
    document.head.appendChild(script as never);
  };
}
