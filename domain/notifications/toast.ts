/** A short message the UI announces (docs/product.md §8); 'destructive' marks a refusal or a failure. */
export interface Toast {
  readonly title: string;
  readonly description?: string;
  readonly variant: 'default' | 'destructive';
}
