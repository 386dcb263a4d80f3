/** The demo accounts the server seeds (README); every one has the same password. */
export const DEMO_PASSWORD = 'Passw0rd!';

export interface DemoAccount {
  email: string;
  name: string;
}

export const MEMBER: DemoAccount = { email: 'user@example.com', name: '김쉼' };
export const MANAGER: DemoAccount = { email: 'manager@example.com', name: '박매니저' };
export const ADMIN: DemoAccount = { email: 'admin@example.com', name: '관리자' };
