/**
 * Builds the schema of an API answer. Answer schemas feed the OpenAPI document on the server; the
 * web app uses only their types. Each call carries a `@__PURE__` mark, so the whole construction is
 * one side-effect-free call that the web bundler drops when the schema is unused (the mark on
 * `z.object(…)` itself would still leave the schemas of its fields in the bundle).
 */
export function answerSchema<T>(build: () => T): T {
  return build();
}
