import { Fragment, type ReactNode } from 'react';
import { SiteLink } from '../components/site-link.js';
import { formatLegalDate, type LegalDocument, type LegalSite } from '../content/legal.js';
import { PRIVACY } from '../../domain/navigation/site-places.js';
import { useSiteShell } from '../site-render.js';
import * as layout from '../styles/layout.css.js';
import * as css from './legal-page.css.js';

/** A phrase of the legal text that becomes a link. */
interface LinkedPhrase {
  readonly text: string;
  readonly render: (key: number) => ReactNode;
}

/** Phrases of the legal text that become links: the support address and the privacy policy. */
const linkedPhrases = (supportEmail: string): readonly LinkedPhrase[] => [
  {
    text: supportEmail,
    render: (key) => (
      <a key={key} className={css.inlineLink} href={`mailto:${supportEmail}`}>
        {supportEmail}
      </a>
    ),
  },
  {
    text: 'our Privacy Policy',
    render: (key) => (
      <Fragment key={key}>
        our{' '}
        <SiteLink className={css.inlineLink} to={PRIVACY.path}>
          Privacy Policy
        </SiteLink>
      </Fragment>
    ),
  },
];

/** A paragraph's text with its linked phrases turned into links. */
function withLinks(text: string, phrases: readonly LinkedPhrase[]): ReactNode[] {
  const parts: ReactNode[] = [];
  let rest = text;
  let key = 0;
  for (;;) {
    const next = phrases.map((phrase) => ({ phrase, at: rest.indexOf(phrase.text) }))
      .filter((found) => found.at >= 0)
      .sort((a, b) => a.at - b.at)[0];
    if (!next) break;
    if (next.at > 0) parts.push(rest.slice(0, next.at));
    parts.push(next.phrase.render(key++));
    rest = rest.slice(next.at + next.phrase.text.length);
  }
  if (rest) parts.push(rest);
  return parts;
}

/**
 * docs/product.md §2 /privacy and /terms: the shared layout of a legal document (ui/content/legal.ts), which names the
 * site and its support address as the shell's view gives them (the catalogue's settings): a hero
 * with the title, its summary and the effective date, a list of contents, then one headed section per topic.
 */
export function LegalPage({ documentOf }: { documentOf: (site: LegalSite) => LegalDocument }) {
  const shell = useSiteShell();
  const document = documentOf(shell);
  const phrases = linkedPhrases(shell.supportEmail);
  const contentsId = 'legal-contents';
  return (
    <>
      <section className={layout.hero} aria-labelledby="legal-title">
        <h1 id="legal-title" className={layout.heroTitle}>
          {document.title}
        </h1>
        <p className={layout.lead}>{document.summary}</p>
        <p className={css.effective}>
          Effective <time dateTime={document.effectiveDate}>{formatLegalDate(document.effectiveDate)}</time>
        </p>
      </section>
      <div className={layout.page}>
        <div className={css.columns}>
          <nav className={css.contents} aria-labelledby={contentsId}>
            <h2 id={contentsId} className={css.contentsTitle}>
              Contents
            </h2>
            <ol className={css.contentsList}>
              {document.sections.map((section) => (
                <li key={section.id}>
                  <a className={css.contentsLink} href={`#${section.id}`}>
                    {section.heading}
                  </a>
                </li>
              ))}
            </ol>
          </nav>
          <article className={css.article} aria-labelledby="legal-title">
            {document.sections.map((section) => {
              const headingId = `${section.id}-title`;
              return (
                <section key={section.id} id={section.id} className={css.section} aria-labelledby={headingId}>
                  <h2 id={headingId} className={css.heading}>
                    {section.heading}
                  </h2>
                  {section.paragraphs.map((paragraph) => (
                    <p key={paragraph.slice(0, 40)} className={css.paragraph}>
                      {withLinks(paragraph, phrases)}
                    </p>
                  ))}
                  {section.items && (
                    <ul className={css.list}>
                      {section.items.map((item) => (
                        <li key={item}>{withLinks(item, phrases)}</li>
                      ))}
                    </ul>
                  )}
                </section>
              );
            })}
          </article>
        </div>
      </div>
    </>
  );
}
