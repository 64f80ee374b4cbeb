/**
 * A loader for one of the site's prebuilt JSON files: fetched and checked once per page
 * session and shared by every caller; a failed load is forgotten, so the next call retries.
 */
export function jsonOnce<T>(
  path: string,
  name: string,
  parse: (data: unknown) => T,
): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => {
    if (!loading) {
      const attempt = fetch(path).then(async (response) => {
        if (!response.ok) throw new Error(`Could not load ${name} (${response.status})`);
        return parse(await response.json());
      });
      attempt.catch(() => {
        loading = undefined;
      });
      loading = attempt;
    }
    return loading;
  };
}
