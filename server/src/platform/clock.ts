import { todayInSeoul } from '@shim/common/dates';

/**
 * The one source of "now" for services and jobs: the request context and the jobs carry one, so a test
 * can pin the time (and cross midnight in Seoul) without touching the system clock.
 */
export interface Clock {
  now(): Date;
  /** Today's date in Asia/Seoul (`YYYY-MM-DD`), the day stays and refunds are counted from. */
  today(): string;
}

export const systemClock: Clock = {
  now: () => new Date(),
  today: () => todayInSeoul(),
};

/** A clock that stands still at `at` until it is set or moved (tests, scripts). */
export class PinnedClock implements Clock {
  private at: number;
  constructor(at: Date | string) {
    this.at = new Date(at).getTime();
  }
  now(): Date {
    return new Date(this.at);
  }
  today(): string {
    return todayInSeoul(this.now());
  }
  set(at: Date | string): void {
    this.at = new Date(at).getTime();
  }
  advance(ms: number): void {
    this.at += ms;
  }
}
