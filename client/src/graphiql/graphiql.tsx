import 'graphiql/style.css';
import { GraphiQL } from 'graphiql';
import { createRoot } from 'react-dom/client';

/**
 * The bundled GraphQL explorer (`/graphiql`, and `/graphql`'s when Apollo Sandbox cannot load): served from
 * this server under a strict policy, so it works offline. Its header editor starts with `X-API-Key` for an
 * integrator's key; nothing typed there is stored in the browser.
 */

interface GraphQLParams {
  query: string;
  operationName?: string | null;
  variables?: Record<string, unknown> | null;
}

/** Same-origin POSTs with the editor's headers (a JSON body passes Apollo's CSRF check). */
async function fetcher(params: GraphQLParams, options?: { headers?: Record<string, unknown> }) {
  const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' };
  for (const [name, value] of Object.entries(options?.headers ?? {})) {
    // An empty header (the X-API-Key placeholder left blank) is not sent.
    if (typeof value === 'string' && value !== '') headers[name] = value;
  }
  const response = await fetch('/graphql', {
    method: 'POST',
    headers,
    body: JSON.stringify(params),
    credentials: 'same-origin',
  });
  return response.json() as Promise<Record<string, unknown>>;
}

const DEFAULT_QUERY = `# 쉼, 한국 GraphQL API
# 문서: 왼쪽 책 단추
# API 키: 아래 Headers의 X-API-Key
query Landmarks {
  landmarks(first: 3) {
    edges {
      node {
        name
      }
    }
  }
}
`;

createRoot(document.getElementById('graphiql')!).render(
  <GraphiQL
    fetcher={fetcher}
    defaultQuery={DEFAULT_QUERY}
    defaultHeaders={'{\n  "X-API-Key": ""\n}'}
    isHeadersEditorEnabled
    shouldPersistHeaders={false}
    showPersistHeadersSettings={false}
    defaultEditorToolsVisibility="headers"
  />,
);

/**
 * Opens the schema's docs once the explorer is drawn, as its own sidebar button does (GraphiQL's `visiblePlugin`
 * prop selects the docs but leaves their pane collapsed on the first render).
 */
function openDocs(triesLeft = 100): void {
  const docs = document.querySelector<HTMLButtonElement>('.graphiql-sidebar button[data-index="0"]');
  if (docs) docs.click();
  else if (triesLeft > 0) requestAnimationFrame(() => openDocs(triesLeft - 1));
}
// A phone's width is the editor's: there the docs stay one tap away.
if (window.matchMedia('(min-width: 768px)').matches) openDocs();
