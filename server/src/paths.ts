import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The server package's folder. This module sits one level below it both as a source file (src/) and
 * inside the build (dist/main.js bundles it), so files shipped with the server resolve the same way in both.
 */
export const SERVER_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The repository (or image) root: the client's build and the GraphQL schema live under it. */
export const REPO_ROOT = path.resolve(SERVER_ROOT, '..');
