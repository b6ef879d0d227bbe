/**
 * The id of the JSON data block in which a server-rendered page carries the query cache it was
 * rendered from. A data block (type application/json) is not a script: the CSP allows it.
 */
export const SERVER_STATE_ID = 'tgde-state';

/** JSON that is safe inside <script type="application/json">: nothing in it can close the element. */
export function serializeServerState(state: unknown): string {
  return JSON.stringify(state)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
