/**
 * Imported first by the benches: libraries read NODE_ENV as they load (graphql-js, for one, runs extra
 * development-only checks in every `instanceof` it makes otherwise), and the benches measure the app as
 * it runs in production (the Dockerfile sets NODE_ENV=production). The app's own settings still come from
 * the config each bench builds.
 */
process.env.NODE_ENV ??= 'production';
