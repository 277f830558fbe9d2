/**
 * String literals widened, so the English catalogue can stand in for the German one. In a module of
 * its own because both sides need it: `i18n.ts` imports the catalogues, and the catalogues check
 * their shape with it (a type-only import back into `i18n.ts` would be a cycle, decision 0002).
 */
export type Widen<T> = T extends string
  ? string
  : T extends (...args: infer A) => infer R
    ? (...args: A) => Widen<R>
    : T extends readonly (infer U)[]
      ? readonly Widen<U>[]
      : { readonly [K in keyof T]: Widen<T[K]> };
