/** Fetches one part of the search index as JSON; an error status is a failure. */
export async function fetchPart(url: string): Promise<unknown> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: ${response.status} ${response.statusText}`);
  return response.json();
}
