// Binds the first argument (database, or database + configuration + mailer) of service functions,
// so the application plugins can offer the services as decorators without repeating each signature.

type Service<D> = (first: D, ...rest: never[]) => unknown;
type WithoutFirst<F> = F extends (first: never, ...rest: infer R) => infer O
  ? (...rest: R) => O
  : never;

export type Bound<M> = { [K in keyof M]: WithoutFirst<M[K]> };

export function bindFirst<D, M extends Record<string, Service<D>>>(first: D, fns: M): Bound<M> {
  const bound = Object.entries(fns).map(([name, fn]) => [
    name,
    (...rest: never[]) => fn(first, ...rest),
  ]);
  return Object.fromEntries(bound) as Bound<M>;
}
