import { expect, test, type Page } from '@playwright/test';

/*
 * The GraphQL explorer without the internet: `/graphql` in a browser opens Apollo Sandbox when Apollo's CDN can be
 * reached and the bundled GraphiQL when it cannot; `/graphiql` is always the bundled one, with the schema's docs
 * and a header editor holding `X-API-Key`, and nothing it loads or sends leaves this site.
 */

/**
 * Cuts Apollo's CDN (and every other outside host) off, as offline; answers what the bundled explorer's page (not
 * the Sandbox page before it) asked of elsewhere.
 */
async function offline(page: Page, site: string): Promise<string[]> {
  const outside: string[] = [];
  await page.route(
    (url) => url.origin !== new URL(site).origin,
    (route) => {
      if (route.request().frame().url().includes('/graphiql')) outside.push(route.request().url());
      return route.abort('internetdisconnected');
    },
  );
  return outside;
}

async function expectWorkingExplorer(page: Page) {
  // The docs are open and the schema was read: its root types are listed.
  await expect(page.getByText('Root Types')).toBeVisible();
  await expect(page.getByText('mutation: Mutation')).toBeVisible();
  await expect(page.getByText('X-API-Key').first()).toBeVisible();
  await page.getByRole('button', { name: /Execute query/ }).click();
  await expect(page.getByLabel('Result Window')).toContainText('"landmarks"');
}

test('/graphql falls back to the bundled GraphiQL when Apollo Sandbox cannot load', async ({ page, baseURL }) => {
  const blocked: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text()) && !message.text().includes('apollographql')) {
      blocked.push(message.text());
    }
  });
  const outside = await offline(page, baseURL!);
  await page.goto('/graphql');
  await expect(page).toHaveURL(/\/graphiql$/);
  await expect(page.getByText('Apollo Sandbox cannot be loaded')).toHaveCount(0);
  await expectWorkingExplorer(page);
  // The explorer itself needs nothing from elsewhere.
  expect(outside).toEqual([]);
  expect(blocked).toEqual([]);
});

test('/graphiql is the bundled explorer, with the docs and the X-API-Key header editor', async ({ page, baseURL }) => {
  const outside = await offline(page, baseURL!);
  await page.goto('/graphiql');
  await expectWorkingExplorer(page);
  expect(outside).toEqual([]);
});
