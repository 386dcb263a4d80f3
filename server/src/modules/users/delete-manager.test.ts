import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES } from '@shim/common/admin-messages';
import { book, bookingScenario, prepare } from '../../../test/booking-fixtures';
import { createUser, loginAs } from '../../../test/fixtures';
import { startTestApp, type TestApp } from '../../../test/harness';
import { createHotel } from '../../../test/hotel-fixtures';
import type { User } from './user.entity';

// Deleting a manager left a guest's paid upcoming stay with nobody behind its lodging.
let app: TestApp;
let admin: string;

beforeAll(async () => {
  app = await startTestApp({}, { limitFactor: 10 });
  admin = (await loginAs(app, (await createUser(app.orm, 'ROLE_ADMIN')).email)).accessToken;
});
afterAll(() => app.close());

const deleteRest = (id: number) => app.request('DELETE', `/api/admin/users/${id}`, { token: admin });
const deleteGraphql = (id: number) =>
  app.graphql<{ deleteUser: { deletedUserId: number } }>(
    'mutation ($id: Int!) { deleteUser(input: { userId: $id }) { deletedUserId } }',
    { id },
    admin,
  );

const exists = async (id: number) =>
  (await app.orm.em.fork().getConnection().execute(`select 1 from users where id = ?`, [id])).length > 0;

async function managerWithLodging(
  name: string,
): Promise<{ manager: User; scenario: Awaited<ReturnType<typeof bookingScenario>> }> {
  const manager = await createUser(app.orm, 'ROLE_MANAGER');
  const scenario = await bookingScenario(app, { unitCount: 5 }, { manager, name });
  return { manager, scenario };
}

describe('an administrator deleting a manager', () => {
  it('is refused (409, REST) while a lodging of theirs has a paid upcoming stay, naming the first one', async () => {
    const { manager, scenario } = await managerWithLodging('예정 숙소 REST');
    const later = await book(app, scenario.body(20), scenario.token);
    const first = await book(app, scenario.body(7, 2), scenario.token);
    const answer = await deleteRest(manager.id);
    expect(answer.status).toBe(409);
    const message = answer.json<{ message: string }>().message;
    expect(message).toContain(ADMIN_MESSAGES.managerHasUpcomingStays);
    expect(message).toContain(`예정 숙소 REST ${scenario.body(7, 2).checkin}~${scenario.body(7, 2).checkout}`);
    expect(message).toContain(first.prepared.orderId);
    expect(message).not.toContain(later.prepared.orderId);
    expect(await exists(manager.id)).toBe(true);
    // Nothing half-done: the lodging is still active and the manager can still log in.
    const [hotel] = await app.orm.em
      .fork()
      .getConnection()
      .execute<Array<{ active: boolean }>>(`select active from hotels where id = ?`, [scenario.hotel.id]);
    expect(hotel!.active).toBe(true);
    expect((await loginAs(app, manager.email)).accessToken).toBeTruthy();
  });

  it('is refused (CONFLICT, GraphQL) while a hold on their lodging is being paid', async () => {
    const { manager, scenario } = await managerWithLodging('결제 대기 숙소');
    await prepare(app, scenario.body(5), scenario.token);
    const answer = await deleteGraphql(manager.id);
    expect(answer.errors?.[0]).toMatchObject({ extensions: { code: 'CONFLICT' } });
    expect(answer.errors?.[0]?.message).toContain(ADMIN_MESSAGES.managerHasUpcomingStays);
    expect(await exists(manager.id)).toBe(true);
  });

  it('succeeds when no stay needs their lodgings (REST and GraphQL)', async () => {
    const { manager } = await managerWithLodging('지난 숙소');
    const bare = await createUser(app.orm, 'ROLE_MANAGER');
    await createHotel(app.orm, { manager: bare });
    expect((await deleteRest(manager.id)).status).toBe(200);
    expect(await exists(manager.id)).toBe(false);
    const answer = await deleteGraphql(bare.id);
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.deleteUser.deletedUserId).toBe(bare.id);
  });
});
