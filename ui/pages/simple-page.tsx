import type { ReactNode } from 'react';
import * as layout from '../styles/layout.css.js';

/** A hero and a body; the frame of pages whose full content a later issue adds. */
export function SimplePage({ title, lead, children }: { title: string; lead: string; children?: ReactNode }) {
  return (
    <>
      <section className={layout.hero}>
        <h1 className={layout.heroTitle}>{title}</h1>
        <p className={layout.lead}>{lead}</p>
      </section>
      <div className={layout.page}>{children}</div>
    </>
  );
}
