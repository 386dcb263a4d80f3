import { LODGING_TYPES, type LodgingType } from '@shim/common/lodging';

/*
 * The REST facade's spellings (REST-NOTES): ids and names twice (`hId`/`hid`, `hName`/`hname`, written out
 * in each answer's object literal, see search.rest.ts), the English type, services as `[{serviceName}]`.
 */

export const restType = (type: LodgingType): string => LODGING_TYPES[type].rest;

export const restServices = (names: string[]) => names.map((serviceName) => ({ serviceName }));
