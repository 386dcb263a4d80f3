import type { AuthChecker } from 'type-graphql';
import { isRole, type Role } from '@shim/common/roles';
import { assertAccess } from './auth/access';
import type { RequestContext } from './context';

/** Fields anyone may call, marked with `@Public()`; every other query and mutation needs `@Authorized`. */
export const PUBLIC_FIELDS = new Set<string>();

export function Public(): MethodDecorator {
  return (target, propertyKey) => {
    PUBLIC_FIELDS.add(`${target.constructor.name}.${String(propertyKey)}`);
  };
}

/** `@Authorized()` means any logged-in account; `@Authorized('ROLE_ADMIN', ...)` the listed roles. */
export const authChecker: AuthChecker<RequestContext, string> = ({ context }, roles) => {
  const allowed: Role[] = roles.filter(isRole);
  assertAccess(context, allowed.length > 0 ? allowed : 'authenticated');
  return true;
};
