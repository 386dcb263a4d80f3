import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261121220205 } from './Migration20261121220205';
import { Migration20261121220828ReviewsLandmarks } from './Migration20261121220828ReviewsLandmarks';
import { Migration20261121221132Accounts } from './Migration20261121221132Accounts';
import { Migration20261121221745SocialAccounts } from './Migration20261121221745SocialAccounts';
import { Migration20261121222052HotelSearchText } from './Migration20261121222052HotelSearchText';
import { Migration20261121222722WishlistInquiries } from './Migration20261121222722WishlistInquiries';
import { Migration20261121222756HotelReviewSummary } from './Migration20261121222756HotelReviewSummary';
import { Migration20261121222807Booking } from './Migration20261121222807Booking';
import { Migration20261121232756HotelServiceNames } from './Migration20261121232756HotelServiceNames';
import { Migration20261122000735HotelPhone } from './Migration20261122000735HotelPhone';
import { Migration20261122004500SearchBigrams } from './Migration20261122004500SearchBigrams';
import { Migration20261122030000RoomNightLodging } from './Migration20261122030000RoomNightLodging';
import { Migration20261125120000RoomNightFit } from './Migration20261125120000RoomNightFit';
import { Migration20261125130000HotelCardRevision } from './Migration20261125130000HotelCardRevision';
import { Migration20261125160000LandmarkSheetRow } from './Migration20261125160000LandmarkSheetRow';
import { Migration20261125170000ReviewReservation } from './Migration20261125170000ReviewReservation';
import { Migration20261125180000DocumentedClients } from './Migration20261125180000DocumentedClients';
import { Migration20261125190000HoldClient } from './Migration20261125190000HoldClient';
import { Migration20261126020000LockedCount } from './Migration20261126020000LockedCount';

/** Committed migrations in order; `npm run migration:create -w server` writes a new one to add here. */
export const MIGRATIONS: MigrationObject[] = [
  { name: 'Migration20261121220205', class: Migration20261121220205 },
  { name: 'Migration20261121220828ReviewsLandmarks', class: Migration20261121220828ReviewsLandmarks },
  { name: 'Migration20261121221132Accounts', class: Migration20261121221132Accounts },
  { name: 'Migration20261121221745SocialAccounts', class: Migration20261121221745SocialAccounts },
  { name: 'Migration20261121222052HotelSearchText', class: Migration20261121222052HotelSearchText },
  { name: 'Migration20261121222722WishlistInquiries', class: Migration20261121222722WishlistInquiries },
  { name: 'Migration20261121222756HotelReviewSummary', class: Migration20261121222756HotelReviewSummary },
  { name: 'Migration20261121222807Booking', class: Migration20261121222807Booking },
  { name: 'Migration20261121232756HotelServiceNames', class: Migration20261121232756HotelServiceNames },
  { name: 'Migration20261122000735HotelPhone', class: Migration20261122000735HotelPhone },
  { name: 'Migration20261122004500SearchBigrams', class: Migration20261122004500SearchBigrams },
  { name: 'Migration20261122030000RoomNightLodging', class: Migration20261122030000RoomNightLodging },
  { name: 'Migration20261125120000RoomNightFit', class: Migration20261125120000RoomNightFit },
  { name: 'Migration20261125130000HotelCardRevision', class: Migration20261125130000HotelCardRevision },
  { name: 'Migration20261125160000LandmarkSheetRow', class: Migration20261125160000LandmarkSheetRow },
  { name: 'Migration20261125170000ReviewReservation', class: Migration20261125170000ReviewReservation },
  { name: 'Migration20261125180000DocumentedClients', class: Migration20261125180000DocumentedClients },
  { name: 'Migration20261125190000HoldClient', class: Migration20261125190000HoldClient },
  { name: 'Migration20261126020000LockedCount', class: Migration20261126020000LockedCount },
];
