import { readFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../src/paths';
import type { PageRenderer, PageSource } from '../src/platform/server-render';

/**
 * The public pages' renderer from the client's sources (Vitest compiles them as Vite's SSR build does) and
 * the unbuilt index.html: what the built client/dist-server does, without a build before each test run.
 */
export async function sourcePages(): Promise<PageSource> {
  const entry = path.join(REPO_ROOT, 'client/src/entry-server.tsx');
  const renderer = (await import(/* @vite-ignore */ entry)) as PageRenderer;
  return { renderer, template: readFileSync(path.join(REPO_ROOT, 'client/index.html'), 'utf8') };
}

export interface Page {
  status: number;
  html: string;
  head: string;
  jsonLd: Array<Record<string, unknown>>;
  meta(property: string): string | undefined;
}

/** A page as a crawler without JavaScript gets it. */
export async function fetchPage(url: string, headers: Record<string, string> = {}): Promise<Page> {
  const response = await fetch(url, { headers: { accept: 'text/html', ...headers } });
  const html = await response.text();
  const head = /<head>([\s\S]*)<\/head>/.exec(html)?.[1] ?? '';
  const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>,
  );
  const meta = (property: string) =>
    new RegExp(`<meta (?:property|name)="${property}" content="([^"]*)"`).exec(head)?.[1];
  return { status: response.status, html, head, jsonLd, meta };
}
