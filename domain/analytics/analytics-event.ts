export type AnalyticsValue = string | number | boolean;

/** One tracking event (docs/product.md §7): its name and flat parameters, as an analytics tag takes them. */
export interface AnalyticsEvent {
  readonly name: string;
  readonly params: Readonly<Record<string, AnalyticsValue>>;
}
