/** A short message the UI announces (SPEC §8); 'destructive' marks a refusal or a failure. */
export interface Toast {
  readonly title: string;
  readonly description?: string;
  readonly variant: 'default' | 'destructive';
}
