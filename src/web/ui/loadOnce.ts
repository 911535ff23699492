/**
 * `load` run once however often the result is asked for; a failed load is forgotten, so the next ask
 * (a retry, the next navigation) runs it again. For chunks loaded ahead of being shown.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
}
