/**
 * The valid-HTML audit of rendered pages (issue 36 point 4, docs/decisions/105): html-validate, a JavaScript checker of the
 * HTML standard's content models, run in-process by the build (scripts/audit-html.ts) and by every publish. `npm test`
 * also runs the W3C Nu HTML Checker over the built pages (scripts/html-check.ts), which needs Java: too heavy for a
 * server's publish, which must finish within a second.
 *
 * Only rules of conformance are on: what the standard forbids (content models, duplicate ids, stray end tags, unknown
 * character references, required attributes). The style rules of html-validate's presets (upper-case DOCTYPE, `<meta>`
 * without `/>`, lower-case attribute names) judge how React writes markup, not whether it is valid, and are off.
 */
import { HtmlValidate, type ConfigData } from 'html-validate';
import type { BuiltPage } from '../../domain/publishing/page-audits.js';

const CONFORMANCE: ConfigData = {
  root: true,
  extends: ['html-validate:standard'],
  rules: {
    'doctype-style': 'off',
    'void-style': 'off',
    'attr-case': 'off',
    'attribute-empty-style': 'off',
    'attribute-boolean-style': 'off',
    // The standard allows any id without spaces; React's useId writes '_R_19m_'.
    'valid-id': ['error', { relaxed: true }],
    'no-inline-style': 'off',
    'no-redundant-role': 'off',
    'prefer-native-element': 'off',
    'no-trailing-whitespace': 'off',
    'element-case': 'off',
    'attr-quotes': 'off',
    'no-implicit-close': 'off',
    'no-self-closing': 'off',
    'long-title': 'off',
    'text-content': 'off',
    'prefer-button': 'off',
    'require-sri': 'off',
    'wcag/h32': 'off',
    'wcag/h63': 'off',
    'no-redundant-for': 'off',
    'hidden-focusable': 'off',
    'unique-landmark': 'off',
    'no-implicit-button-type': 'off',
    'prefer-tbody': 'off',
    'attr-spacing': 'off',
    'aria-label-misuse': 'off',
  },
};

export interface HtmlValidityProblem {
  readonly page: string;
  readonly problem: string;
}

export class HtmlValidityAudit {
  private readonly validator = new HtmlValidate(CONFORMANCE);

  async audit(pages: readonly BuiltPage[]): Promise<HtmlValidityProblem[]> {
    const problems: HtmlValidityProblem[] = [];
    for (const page of pages) {
      const report = await this.validator.validateString(page.html, page.path);
      for (const result of report.results) {
        for (const message of result.messages) problems.push({ page: page.path, problem: `line ${message.line}, column ${message.column}: ${message.message} (${message.ruleId})` });
      }
    }
    return problems;
  }
}
