import type { Role } from '@shim/common/roles';
import { describe, expect, it } from 'vitest';
import { accessFor, redirectFor } from './route-access';

const as = (role: Role) => ({ role });

describe('accessFor (spec §6)', () => {
  it.each([
    ['/manager', 'manager'],
    ['/manager/reservations', 'manager'],
    ['/admin', 'admin'],
    ['/admin/users', 'admin'],
    ['/inquiry', 'admin'],
    ['/inquiry/7', 'admin'],
    ['/mypage', 'member'],
    ['/wishlist', 'member'],
    ['/checkout', 'member'],
    ['/checkout/', 'member'],
  ])('%s needs %s', (path, access) => {
    expect(accessFor(path)).toBe(access);
  });

  it.each([
    '/',
    '/manager-login',
    '/manager-register',
    '/manager-pending',
    '/checkout-guest',
    '/payment-callback',
    '/inquiry/create',
    '/inquiries/board',
    '/booking-check',
    '/hotel/3',
  ])('%s is open', (path) => {
    expect(accessFor(path)).toBe('open');
  });
});

describe('redirectFor', () => {
  it('lets only managers into the manager console, everyone else goes home', () => {
    expect(redirectFor('manager', as('ROLE_MANAGER'))).toBeNull();
    for (const role of ['ROLE_USER', 'ROLE_ADMIN', 'ROLE_PENDING'] as const) {
      expect(redirectFor('manager', as(role))).toBe('/');
    }
    expect(redirectFor('manager', null)).toBe('/');
  });

  it('lets only admins into the admin console', () => {
    expect(redirectFor('admin', as('ROLE_ADMIN'))).toBeNull();
    expect(redirectFor('admin', as('ROLE_MANAGER'))).toBe('/');
    expect(redirectFor('admin', null)).toBe('/');
  });

  it('sends logged-out people from member pages to the login', () => {
    expect(redirectFor('member', null)).toBe('/login');
    expect(redirectFor('member', as('ROLE_USER'))).toBeNull();
    expect(redirectFor('open', null)).toBeNull();
  });
});
