import { cleanup, configure, type RenderHookOptions, type RenderOptions } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, vi } from 'vitest';
import { KoreanPage } from './i18n';

// Every render sits in the page's language, as main.tsx puts the app (a test may wrap another locale inside).
vi.mock('@testing-library/react', async (original) => {
  const library = await original<typeof import('@testing-library/react')>();
  const render = ((ui: ReactNode, options?: RenderOptions) =>
    library.render(ui, { wrapper: KoreanPage, ...options })) as typeof library.render;
  const renderHook = ((hook: (props: unknown) => unknown, options?: RenderHookOptions<unknown>) =>
    library.renderHook(hook, { wrapper: KoreanPage, ...options })) as typeof library.renderHook;
  return { ...library, render, renderHook };
});

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
