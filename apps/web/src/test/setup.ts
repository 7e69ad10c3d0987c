// DOM matchers (toBeVisible, toHaveTextContent, toBeDisabled…): an assertion on what the user sees,
// where a bare truthiness check on a `getBy…` result only repeated the query, which throws anyway when
// nothing is found.
import '@testing-library/jest-dom/vitest';
import { notifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { setActingCompanyId } from '../lib/acting-company.ts';
import { connection } from '../lib/connection.ts';
import { deleteCookie } from '../lib/cookies.ts';
import { sessionStore } from '../lib/session-store.ts';

// A busy CI machine (2 cores, several test projects at once) renders slowly: wait longer for the page
// to settle than testing-library's default second, so a slow run is not a failed run.
configure({ asyncUtilTimeout: 10_000 });

// jsdom lacks what Mantine measures with (stack-notes.md).
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string): MediaQueryList => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
});

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserverStub;
window.HTMLElement.prototype.scrollIntoView = () => {};

// Test files of a worker share one window (isolate: false in vitest.config.ts): leave it (and the app's
// session store, a module of its own) as the next test expects to find it, whatever this one did.
afterEach(() => {
  cleanup();
  // Error toasts stay until dismissed (issue 15): none may outlive its test into the next one's page.
  notifications.clean();
  notifications.cleanQueue();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
  sessionStore.reset();
  connection.reset();
  setActingCompanyId(null);
  window.history.replaceState(null, '', '/');
  window.localStorage.clear();
  window.sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) deleteCookie(name);
  }
});
