/**
 * The session's words (spec §8), part of the catalogue (`MESSAGES` spreads them in) but a module of their
 * own: the layout shows them on every page, and the whole catalogue is too large for the main page's first
 * load (docs/performance.md).
 */
export const SESSION_MESSAGES = {
  sessionExpired: '세션이 만료되었습니다. 다시 로그인해주세요.',
  loginFailed: '로그인에 실패하였습니다.',
} as const;
