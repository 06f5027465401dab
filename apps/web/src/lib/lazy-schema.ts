import { useEffect, useMemo, useState } from 'react';

type Parser<T> = { safeParse(value: unknown): { success: boolean; data?: T } };

export type LazySchema<T> = {
  /** The schema once its module has arrived; undefined before. */
  readonly current: Parser<T> | undefined;
  load(): Promise<Parser<T>>;
};

/**
 * A schema whose module (and zod with it) loads on first use, not with the page: the public
 * pages start without zod (apps/web/PERFORMANCE.md). Once any caller has loaded it, `current`
 * checks synchronously.
 */
export function lazySchema<T>(load: () => Promise<Parser<T>>): LazySchema<T> {
  let current: Parser<T> | undefined;
  let loading: Promise<Parser<T>> | undefined;
  return {
    get current() {
      return current;
    },
    load() {
      loading ??= load().then(
        (schema) => (current = schema),
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      );
      return loading;
    },
  };
}

/**
 * `value` (navigation state, say) as `schema` reads it: undefined when there is none, while the
 * schema is loading, or when the value does not fit. The first render never loads anything, so
 * a prerendered page adopts the same markup it was drawn with.
 */
export function useChecked<T>(value: unknown, schema: LazySchema<T>): T | undefined {
  const [loaded, setLoaded] = useState(() => schema.current !== undefined);
  useEffect(() => {
    if (value === undefined || loaded) return;
    let live = true;
    schema.load().then(
      () => {
        if (live) setLoaded(true);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [value, schema, loaded]);
  return useMemo(() => {
    const parser = loaded ? schema.current : undefined;
    if (value === undefined || !parser) return undefined;
    const parsed = parser.safeParse(value);
    return parsed.success ? parsed.data : undefined;
  }, [value, schema, loaded]);
}
