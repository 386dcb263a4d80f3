import { LODGING_TYPES, type LodgingType } from '@shim/common/lodging';

/*
 * The REST facade's spellings (REST-NOTES): ids and names twice (`hId`/`hid`, `hName`/`hname`), the English
 * type, services as `[{serviceName}]`. Each answer writes its keys out in one object literal: spreading a
 * shared `{hId, hid, hName, hname}` and then adding more keys made V8 build slow (dictionary) objects,
 * which a list of every match pays for per row (docs/performance.md).
 */

export const restType = (type: LodgingType): string => LODGING_TYPES[type].rest;

export const restServices = (names: string[]) => names.map((serviceName) => ({ serviceName }));
