/**
 * API requests a signed-in page's document starts before the app has arrived (its inline script,
 * made by `earlyRequestsScript`): on slow mobile data the page's data then downloads beside the
 * app's modules instead of after them (docs/decisions/0023). callApi takes each answer once, for the
 * same address and session; anything later goes to the network as usual.
 */

/** Where the document's script leaves its requests: method and address → the token it sent and the answer. */
export const EARLY_REQUESTS_GLOBAL = '__earlyRequests';

/**
 * A request the document may start: a GET, or a POST without a body that the server answers the same
 * however often it is sent (the fee's order is created once and then reused), so starting it before
 * the app asks changes nothing but when the answer arrives.
 */
export interface EarlyRequestSpec {
  method: 'GET' | 'POST';
  url: string;
}

/** Where the document leaves the answer to `method` `url` in its table (the script below writes the same). */
export const earlyRequestKey = (method: string, url: string) => `${method} ${url}`;

interface EarlyRequest {
  token: string;
  response: Promise<Response>;
}
type EarlyWindow = { [EARLY_REQUESTS_GLOBAL]?: Record<string, EarlyRequest> };

/** The answer to `method` `url` started by the document for this session, once; else undefined. */
export function takeEarlyResponse(
  method: string,
  url: string,
  token: string | undefined,
): Promise<Response> | undefined {
  if (typeof window === 'undefined' || !token) return undefined;
  const requests = (window as EarlyWindow)[EARLY_REQUESTS_GLOBAL];
  const key = earlyRequestKey(method, url);
  const early = requests?.[key];
  if (!requests || !early) return undefined;
  delete requests[key];
  return early.token === token ? early.response : undefined;
}

/** Whether the document started requests that nothing has taken yet (only on the app's first page). */
export function earlyRequestsWaiting(): boolean {
  if (typeof window === 'undefined') return false;
  return Object.keys((window as EarlyWindow)[EARLY_REQUESTS_GLOBAL] ?? {}).length > 0;
}

/**
 * The inline script that starts `requests` with the session's token from storage (`sessionKey`,
 * lib/session.ts), before the app runs. Nothing is sent without a session.
 */
export const earlyRequestsScript = (sessionKey: string, requests: EarlyRequestSpec[]) =>
  `(function(){try{var s=JSON.parse(localStorage.getItem(${JSON.stringify(sessionKey)})||'null'),t=s&&s.accessToken;if(typeof t!=='string'||!t)return;var r=window.${EARLY_REQUESTS_GLOBAL}={};${JSON.stringify(
    requests.map(({ method, url }) => [method, url]),
  )}.forEach(function(q){r[q[0]+' '+q[1]]={token:t,response:fetch(q[1],{method:q[0],headers:{Accept:'application/json','Access-Token':t}})};});}catch(e){}})();`;
