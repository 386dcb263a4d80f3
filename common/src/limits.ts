/** Business constants of spec §9 and the security limits of ARCHITECTURE §4. */
export const LIMITS = {
  regionMaxLength: 50,
  roomsMin: 1,
  roomsMax: 5,
  searchRoomsMax: 10,
  personsMin: 1,
  personsMax: 20,
  defaultRooms: 1,
  defaultPersons: 2,
  /** Failed logins for one e-mail within the window after which a captcha is demanded. */
  captchaAfterFailures: 5,
  captchaWindowMinutes: 30,
  accessTokenMinutes: 15,
  refreshTokenDays: 14,
} as const;

/** Local storage keys the client keeps (spec §9). */
export const STORAGE_KEYS = {
  accessToken: 'accessToken',
  refreshToken: 'refreshToken',
  paymentInfo: 'paymentInfo',
  roomId: 'roomId',
} as const;
