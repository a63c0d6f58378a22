/**
 * A typed identifier for a port, shared by both composition roots (Nest providers in
 * server/app.module.ts and inversify bindings in ui/container.ts). The phantom type keeps
 * `get(TourImageRepositoryToken)` typed without importing any DI framework into domain/.
 */
export type Token<T> = symbol & { readonly __port?: T };

export function token<T>(name: string): Token<T> {
  return Symbol.for(name) as Token<T>;
}

/**
 * One swap at a composition root: a port's token and the implementation to bind to it instead of
 * the default adapter. The implementation is checked against the token's port, never the other way
 * round, so `[ClockToken, new InMemoryTourImageRepository()]` does not compile.
 */
export type PortOverride<T> = readonly [token: Token<T>, implementation: NoInfer<T>];

/** A list of swaps, each checked against its own token: `[[ClockToken, clock], [ObjectStorageToken, storage]]`. */
export type PortOverrides<Ports extends readonly unknown[]> = { readonly [K in keyof Ports]: PortOverride<Ports[K]> };

/** Swaps of any ports, once each has been checked (what a composition root keeps). */
export type AnyPortOverrides = readonly PortOverride<unknown>[];

/** The ports a tuple of tokens names, in the same order: `[Token<A>, Token<B>]` → `[A, B]`. */
export type PortsOf<Tokens extends readonly Token<unknown>[]> = { [K in keyof Tokens]: Tokens[K] extends Token<infer P> ? P : never };
