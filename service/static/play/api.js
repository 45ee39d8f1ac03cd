// The public HTTP API, same origin only. Errors arrive as RFC 9457 problem+json and are thrown
// as Problem values carrying the server's status, code, title and detail.

export class Problem extends Error {
  constructor(status, body, retryAfter) {
    const detail = (body && (body.detail || body.title)) || `HTTP ${status}`;
    super(detail);
    this.status = status;
    this.code = (body && body.code) || 'http_error';
    this.title = (body && body.title) || `HTTP ${status}`;
    this.detail = detail;
    this.body = body;
    this.retryAfter = Number(retryAfter) || 0;
  }
}

export async function call(method, path, {token, body, signal} = {}) {
  const headers = {Accept: 'application/json, application/problem+json'};
  if (token) headers.Authorization = `Bearer ${token}`;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  let response;
  try {
    response = await fetch(path, {method, headers, body, signal, cache: 'no-store', credentials: 'omit'});
  } catch (error) {
    if (error.name === 'AbortError') throw error;
    throw new Problem(0, {code: 'network_error', title: 'Network error', detail: `Could not reach the server (${error.message}).`});
  }
  const type = response.headers.get('Content-Type') || '';
  const data = type.includes('json') ? await response.json() : null;
  if (!response.ok) throw new Problem(response.status, data, response.headers.get('Retry-After'));
  return data;
}

export const gamePath = (game, id) => `/v1/${encodeURIComponent(game)}/games/${encodeURIComponent(id)}`;
