/**
 * A recorded reply for Storybook and the fixture render test (tests/fixtures/screens/<CODE>.json):
 * `"GET url?name=value"` answers that call only (a dashboard asks one route for today, this week
 * and this month), else `"GET url"` answers every call of the route.
 */
export function fixtureReply(requests: Record<string, unknown> | undefined, method: string, url: string, params?: Record<string, unknown>): { found: boolean; reply: unknown } {
  const query = new URLSearchParams(Object.entries(params ?? {}).map(([k, v]) => [k, String(v)])).toString();
  for (const key of query ? [`${method} ${url}?${query}`, `${method} ${url}`] : [`${method} ${url}`]) {
    if (requests && key in requests) return { found: true, reply: requests[key] };
  }
  return { found: false, reply: undefined };
}
