import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// findBy* and waitFor wait up to 1 s by default: too short on a 2-core machine at load 6.
configure({ asyncUtilTimeout: 15_000 });

// jsdom has no scrolling; ScrollRestoration calls it on every navigation.
window.scrollTo = () => {};

// Vitest runs without globals here, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
