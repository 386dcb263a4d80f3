import { registerEnumType } from 'type-graphql';
import { LODGING_TYPE_KEYS, type LodgingType } from '@shim/common/lodging';

export const LodgingTypeEnum = Object.fromEntries(LODGING_TYPE_KEYS.map((type) => [type, type])) as {
  [T in LodgingType]: T;
};
registerEnumType(LodgingTypeEnum, { name: 'LodgingType', description: '숙소 유형 (spec §1)' });
