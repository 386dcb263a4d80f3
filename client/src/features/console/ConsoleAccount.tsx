import { ComingSoon } from '../../components/ComingSoon';

/** Account section of both consoles: name and e-mail, and the password change form. */
export function ConsoleAccount() {
  return <ComingSoon title="계정 관리" />;
}
