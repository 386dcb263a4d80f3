import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness';
import { member } from '../../../test/member-fixtures';
import { PinnedClock } from '../../platform/clock';
import { User } from '../users/user.entity';
import { grantSignupCoupon } from './coupon.service';

interface RestCoupon {
  userCouponId: number;
  expiryDate: string | null;
  isExpired: boolean;
}

// 00:30 in Seoul on 1 March is still 28 February in UTC, and years away from the system clock.
const clock = new PinnedClock('2031-03-01T00:30:00+09:00');
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({}, { clock });
});
afterAll(() => app.close());

describe('coupons on the pinned clock', () => {
  it('dates the sign-up coupon from the Seoul today and expires it after its last day', async () => {
    const { user, token } = await member(app);
    const em = app.orm.em.fork();
    await grantSignupCoupon(em, await em.findOneOrFail(User, user.id), app.clock);
    await em.flush();
    const mine = async () => (await app.request('GET', '/api/coupons/my-coupons', { token })).json<RestCoupon[]>();

    expect(await mine()).toEqual([expect.objectContaining({ expiryDate: '2032-03-01', isExpired: false })]);
    clock.set('2032-03-01T23:59:59+09:00');
    expect((await mine())[0]).toMatchObject({ isExpired: false });
    clock.set('2032-03-02T00:00:01+09:00');
    expect((await mine())[0]).toMatchObject({ isExpired: true });
  });
});
