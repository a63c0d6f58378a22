/**
 * A typed identifier for a port, shared by both composition roots (Nest providers in
 * server/app.module.ts and inversify bindings in ui/container.ts). The phantom type keeps
 * `get(TourImageRepositoryToken)` typed without importing any DI framework into domain/.
 */
export type Token<T> = symbol & { readonly __port?: T };

export function token<T>(name: string): Token<T> {
  return Symbol.for(name) as Token<T>;
}
