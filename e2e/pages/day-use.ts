import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { inDays } from './booking-flow';

/** Minutes past midnight in Seoul now. */
export function seoulMinutesNow(): number {
  const clock = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Asia/Seoul',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date());
  const [hours = 0, minutes = 0] = clock.split(':').map(Number);
  return hours * 60 + minutes;
}

/** `12월 4일 (금)` for a `YYYY-MM-DD`, as the site writes a day. */
export function koreanDay(date: string): string {
  const at = new Date(`${date}T00:00:00Z`);
  const weekday = '일월화수목금토'[at.getUTCDay()];
  return `${at.getUTCMonth() + 1}월 ${at.getUTCDate()}일 (${weekday})`;
}

/** The day after a `YYYY-MM-DD`. */
export const nextDay = (date: string): string =>
  new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** `14:00` + hours as `18:00`. */
export const clockPlus = (start: string, hours: number): string =>
  `${String(Number(start.slice(0, 2)) + hours).padStart(2, '0')}:${start.slice(3)}`;

/** The offer a journey gives its own room type: 10:00–22:00 every day, last start 18:00, 3 and 4 hours. */
export async function offerDayUse(request: APIRequestContext, token: string, roomId: number): Promise<void> {
  const saved = await request.put(`/api/manager/rooms/${roomId}/day-use`, {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      enabled: true,
      opens: '10:00',
      closes: '22:00',
      weekendOpens: null,
      weekendCloses: null,
      lastStart: '18:00',
      bufferMinutes: 30,
      maxRooms: 1,
      durations: [
        { hours: 3, price: 30_000 },
        { hours: 4, price: 35_000 },
      ],
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
}

/**
 * Today when a 4-hour use can still start by the last start (18:00) at least 30 minutes from now (with a margin for
 * the journey's own minutes), else tomorrow: the earliest day with an afternoon start.
 */
export const afternoonDay = (): string => (seoulMinutesNow() + 30 + 15 <= 18 * 60 ? inDays(0) : inDays(1));

/** The search bar's 숙박/대실 switch and 대실 fields. */
export class DayUseSearch {
  readonly root: Locator;

  constructor(readonly page: Page) {
    this.root = page.getByRole('search', { name: '숙소 검색' });
  }

  kind(name: '숙박' | '대실'): Locator {
    return this.root.getByRole('radio', { name, exact: true });
  }

  /** Picks a radio as a person does: its visible label (the radio itself is visually hidden). */
  async choose(radio: Locator): Promise<void> {
    await radio.locator('xpath=ancestor::label[1]').click();
    await expect(radio).toBeChecked();
  }

  get day(): Locator {
    return this.root.getByRole('button', { name: /이용일/ });
  }

  get hours(): Locator {
    return this.root.getByRole('button', { name: /입실 시간 · 이용 시간/ });
  }
}

/** A room type's 대실 on the lodging page. */
export class DayUseSlotsOf {
  readonly root: Locator;

  constructor(
    readonly page: Page,
    roomName: string,
  ) {
    this.root = page.getByRole('region', { name: `${roomName} 대실` });
  }

  tab(hours: number): Locator {
    return this.root.getByRole('tab', { name: `${hours}시간`, exact: true });
  }

  get starts(): Locator {
    return this.root.getByRole('group', { name: '입실 시간' }).getByRole('button');
  }
}
