/**
 * Where a subject drawing is served: ui/public/illustrations/subjects/<slug>.svg, drawn by the
 * illustrations work of issue 18. Same name and signature as the helper that work adds to
 * ui/content/illustrations.ts; when both are merged, this file can re-export that one.
 */
export function subjectIllustrationUrl(slug: string): string {
  return `/illustrations/subjects/${slug}.svg`;
}
