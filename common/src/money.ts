const won = new Intl.NumberFormat('ko-KR');

/** Money is an integer number of won, shown as `123,456원`. */
export const formatWon = (amount: number): string => `${won.format(amount)}원`;
