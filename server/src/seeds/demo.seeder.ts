import { demoHotelTranslations, demoRoomTranslations } from './demo-translations';
import type { EntityManager } from '@mikro-orm/postgresql';
import { regionOf } from '@shim/common/lodging';
import { hashPassword } from '../platform/auth/passwords';
import { HotelImage } from '../modules/hotels/hotel-image.entity';
import { Hotel } from '../modules/hotels/hotel.entity';
import { hotelImagePath, roomImagePath, uploadedFileOf } from '../modules/hotels/image-paths';
import { Service } from '../modules/hotels/service.entity';
import { importLandmarks } from '../modules/landmarks/landmark-sheet';
import { Review } from '../modules/reviews/review.entity';
import { Room } from '../modules/rooms/room.entity';
import { extendInventory } from '../modules/rooms/inventory.service';
import { systemClock } from '../platform/clock';
import { User } from '../modules/users/user.entity';
import { renderAll, type Artwork } from './artwork';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-accounts';
import { seedDemoCoupons } from './demo-coupons';
import { seedDemoDayUse } from './demo-day-use';
import { seedDemoExchangeRates } from './demo-exchange-rates';
import { seedDemoSales } from './demo-sales';
import { seedDemoStays } from './demo-stays';
import { closeEndedMonths } from '../modules/settlements/settlement-close.service';
import { DEMO_OWNERS, DEMO_REVIEWERS, DEMO_SERVICES, demoHotels } from './demo-hotels';

export { DEMO_SERVICES };

/** Sub photos per demo lodging (spec §9 allows 4). */
const SUB_IMAGES = 3;
const DAY_MS = 86_400_000;

/** True when the database has no accounts yet: the demo set is written only into an empty database. */
export async function isEmpty(em: EntityManager): Promise<boolean> {
  return (await em.count(User, {})) === 0;
}

/**
 * The demo set (ARCHITECTURE §3): the documented accounts, other managers and reviewers (same password),
 * the lodgings of `demo-hotels.ts` with rooms, services, reviews and a year of inventory, the landmark
 * spreadsheet, and the photos rendered into `uploadsDir` when given.
 */
export async function seedDemo(
  em: EntityManager,
  options: { uploadsDir?: string; password?: string; commissionRate?: number } = {},
): Promise<void> {
  const artworks: Array<{ file: string; art: Artwork }> = [];
  const now = Date.now();
  await em.transactional(async (tx) => {
    // A one-off at first start, not a request: on a busy machine (load 27 seen) two years of demo sales
    // outlast the requests' statement_timeout, and a start that fails on them serves nothing.
    await tx.getConnection().execute(`set local statement_timeout = '10min'`, [], 'run', tx.getTransactionContext());
    // One hash for every demo account: hashing is deliberately slow, and they share one password.
    const passwordHash = await hashPassword(options.password ?? DEMO_PASSWORD);
    const users = DEMO_ACCOUNTS.map((account) => tx.create(User, { ...account, passwordHash }));
    const owners = [
      users.find((user) => user.role === 'ROLE_MANAGER')!,
      ...DEMO_OWNERS.map((owner, i) =>
        tx.create(User, { ...owner, email: `host${i + 1}@example.com`, role: 'ROLE_MANAGER', passwordHash }),
      ),
    ];
    const member = users.find((user) => user.role === 'ROLE_USER')!;
    seedDemoCoupons(tx, member);
    seedDemoExchangeRates(tx, systemClock.today());
    const reviewers = DEMO_REVIEWERS.map((name, i) =>
      tx.create(User, { name, email: `guest${i + 1}@example.com`, role: 'ROLE_USER', passwordHash }),
    );
    const services = new Map(DEMO_SERVICES.map((name) => [name, tx.create(Service, { name })]));

    const demo = demoHotels();
    const created = demo.map((data) => {
      const hotel = tx.create(Hotel, {
        name: data.name,
        type: data.type,
        star: data.star,
        address: data.address,
        region: regionOf(data.address),
        phone: data.phone,
        latitude: data.latitude,
        longitude: data.longitude,
        info: data.info,
        translations: demoHotelTranslations(data),
        status: data.status,
        active: data.active,
        manager: owners[data.owner]!,
      });
      hotel.services.set(data.services.map((name) => services.get(name)!));
      const translated = Object.keys(hotel.translations ?? {}).length > 0;
      const rooms = data.rooms.map((room) =>
        tx.create(Room, { ...room, hotel, translations: demoRoomTranslations(room.name, translated) }),
      );
      for (const review of data.reviews) {
        const createdAt = new Date(now - review.daysAgo * DAY_MS);
        tx.create(Review, {
          hotel,
          user: reviewers[review.reviewer]!,
          score: review.score,
          content: review.content,
          reply: review.reply,
          repliedAt: review.reply ? new Date(createdAt.getTime() + DAY_MS) : null,
          createdAt,
        });
      }
      return { hotel, rooms, data };
    });
    await tx.flush();

    // Photo paths need the ids, so they are set once the rows exist.
    for (const { hotel, rooms, data } of created) {
      const art = { type: data.type, coastal: data.coastal };
      for (let n = 0; n <= SUB_IMAGES; n++) {
        const imagePath = hotelImagePath(hotel.type, hotel.id, n);
        tx.create(HotelImage, { hotel, kind: n === 0 ? 'MAIN' : 'SUB', position: n, path: imagePath });
        artworks.push({
          file: imagePath,
          art: { kind: n === 0 ? 'exterior' : 'scene', ...art, seed: hotel.id * 10 + n },
        });
      }
      for (const room of rooms) {
        room.imagePath = roomImagePath(hotel.type, room.id);
        artworks.push({ file: room.imagePath, art: { kind: 'room', capacity: room.capacity, seed: room.id } });
      }
    }
    await tx.flush();
    await extendInventory(tx, systemClock.today());
    await seedDemoDayUse(tx);
    // Two finished stays of the demo member, in two cities, waiting for a review.
    const open = created.filter(({ data }) => data.status === 'APPROVED' && data.active);
    const other = open.find(({ hotel }) => hotel.region !== open[0]!.hotel.region)!;
    await seedDemoStays(tx, member, [open[0]!, other]);
    // The demo manager's two years of bookings, after the member's stays (whose units it leaves alone).
    const demoManager = owners[0]!;
    await seedDemoSales(
      tx,
      demoManager.email,
      reviewers.map((reviewer) => reviewer.email),
    );
    // The months those bookings ended in get their settlement statements, as the closing job would have made them.
    await closeEndedMonths(tx, { now: new Date(), today: systemClock.today() }, options.commissionRate ?? 1);
    const landmarks = await importLandmarks(tx);
    for (const landmark of landmarks)
      landmark.images.forEach((image, i) => {
        if (image.startsWith('/images/'))
          artworks.push({
            file: image,
            art: { kind: 'landmark', category: landmark.category, seed: landmark.id * 7 + i },
          });
      });
  });
  if (options.uploadsDir) {
    const uploadsDir = options.uploadsDir;
    await renderAll(artworks.map(({ file, art }) => ({ file: uploadedFileOf(uploadsDir, file), art })));
  }
}
