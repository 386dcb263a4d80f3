/**
 * Settings a production start needs besides its secret: the outside services' keys (values only: the
 * tests never reach Toss, Google or an SMTP server with them). Without them, or LOCAL_STANDINS=true, a
 * production start refuses (config.ts).
 */
export const PRODUCTION_KEYS = {
  NODE_ENV: 'production',
  TOSS_CLIENT_KEY: 'test_ck_production_keys',
  TOSS_SECRET_KEY: 'test_sk_production_keys',
  RECAPTCHA_SECRET: 'recaptcha-secret-of-the-test',
  RECAPTCHA_SITE_KEY: 'recaptcha-site-key-of-the-test',
  SMTP_URL: 'smtp://127.0.0.1:9',
  SOLAPI_API_KEY: 'NCSTESTPRODUCTIONKEY',
  SOLAPI_API_SECRET: 'solapi-secret-of-the-test',
  SMS_SENDER: '0212345678',
} as const;
