import type { Role } from '@shim/common/roles';

/** The documented demo accounts (README); every one has the password below. */
export const DEMO_PASSWORD = 'Passw0rd!';

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
];
