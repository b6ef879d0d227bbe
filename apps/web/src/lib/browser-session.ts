/*
 * The "this browser session is still running" marker of lib/stored-login-rule.ts: a sessionStorage
 * entry per tab, and a BroadcastChannel on which tabs that hold it answer a new tab's question.
 */
const MARKER_KEY = 'tgde.browserSession';
const CHANNEL_NAME = 'tgde.browser-session';
const QUESTION = 'anyone-signed-in?';
const ANSWER = 'signed-in-here';

function tabStorage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

export function hasBrowserSessionMarker(): boolean {
  try {
    return tabStorage()?.getItem(MARKER_KEY) === '1';
  } catch {
    return false;
  }
}

export function markBrowserSession(): void {
  try {
    tabStorage()?.setItem(MARKER_KEY, '1');
  } catch {
    // Without sessionStorage a non-remembered login simply ends with this tab.
  }
}

function openChannel(): BroadcastChannel | null {
  return typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL_NAME);
}

/** While signed in, tell new tabs of this browser that its session is still running. */
export function answerOtherTabs(): () => void {
  const channel = openChannel();
  if (!channel) return () => undefined;
  channel.onmessage = (event: MessageEvent) => {
    if (event.data === QUESTION && hasBrowserSessionMarker()) channel.postMessage(ANSWER);
  };
  return () => channel.close();
}

/** Whether another open tab of this browser holds the marker; false after `timeoutMs` of silence. */
export function askOtherTabs(timeoutMs = 300): Promise<boolean> {
  const channel = openChannel();
  if (!channel) return Promise.resolve(false);
  return new Promise((resolve) => {
    const finish = (alive: boolean) => {
      clearTimeout(timer);
      channel.close();
      resolve(alive);
    };
    const timer = setTimeout(() => finish(false), timeoutMs);
    channel.onmessage = (event: MessageEvent) => {
      if (event.data === ANSWER) finish(true);
    };
    channel.postMessage(QUESTION);
  });
}
