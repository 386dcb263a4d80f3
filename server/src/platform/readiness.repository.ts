import type { EntityManager } from '@mikro-orm/postgresql';
import { executeNamed } from '../db/named';

/** `/readyz`'s one statement: resolves once the database answers. */
export const databaseAnswers = (em: EntityManager): Promise<unknown> => executeNamed(em, 'select 1');
