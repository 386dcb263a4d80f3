import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { isValidElement } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { routes } from '../router';

const everyRoute = (table: RouteObject[]): RouteObject[] =>
  table.flatMap((route) => [route, ...everyRoute(route.children ?? [])]);

function Broken(): never {
  throw new Error('render failed');
}

describe('route errors', () => {
  it('gives every route of the table an error page', () => {
    const all = everyRoute(routes);
    expect(all.length).toBeGreaterThan(30);
    for (const route of all) expect(isValidElement(route.errorElement), route.path ?? 'layout').toBe(true);
  });

  it('shows a failing page as a Korean error page with a retry and a way home', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const page = everyRoute(routes).find((route) => route.path === '/search')!;
    const router = createMemoryRouter(
      [
        { path: '/', element: <h1>메인</h1> },
        { path: '/search', Component: Broken, errorElement: page.errorElement },
      ],
      { initialEntries: ['/search'] },
    );
    render(<RouterProvider router={router} />);
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('페이지를 표시하지 못했습니다.');
    expect(screen.getByRole('button', { name: '다시 시도' })).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('link', { name: '메인으로 돌아가기' }));
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('메인');
  });
});
