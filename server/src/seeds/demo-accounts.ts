import { randomInt } from 'node:crypto';
import type { Role } from '@shim/common/roles';

/** The documented demo accounts (README); every one has the password below, outside production. */
export const DEMO_PASSWORD = 'Passw0rd!';

const ALPHANUMERIC = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';

/**
 * The demo accounts' password for this seeding: the documented one outside production; in production
 * (SEED_DEMO=true said out loud) a generated one, printed once when the data is seeded and kept nowhere,
 * so no demo account (the administrator's included) has a password anyone knows.
 */
export function demoPasswordFor(config: { isProduction: boolean }): string {
  if (!config.isProduction) return DEMO_PASSWORD;
  const letters = Array.from({ length: 18 }, () => ALPHANUMERIC[randomInt(ALPHANUMERIC.length)]).join('');
  // The password rule (common/validation) wants a letter, a digit and one of @$!%*#?&.
  return `${letters}a7!`;
}

export const DEMO_ACCOUNTS: ReadonlyArray<{
  email: string;
  name: string;
  role: Role;
  phone?: string;
  companyName?: string;
  businessNumber?: string;
}> = [
  { email: 'user@example.com', name: '김쉼', role: 'ROLE_USER', phone: '01012345678' },
  {
    email: 'manager@example.com',
    name: '박매니저',
    role: 'ROLE_MANAGER',
    phone: '01023456789',
    companyName: '쉼호스피탈리티',
    businessNumber: '1234567890',
  },
  { email: 'admin@example.com', name: '관리자', role: 'ROLE_ADMIN' },
  // A manager application waiting in the admin console's approvals (it cannot log in until approved).
  {
    email: 'applicant@example.com',
    name: '최신청',
    role: 'ROLE_PENDING',
    companyName: '바다스테이',
    businessNumber: '234-56-78901',
  },
];
