import { Entity, ManyToOne, PrimaryKey, Property, Unique, OptionalProps } from '@mikro-orm/core';
import { User } from '../users/user.entity';

/** A Kakao or Google account linked to a member: found again by the provider's own id. */
@Entity({ tableName: 'social_accounts' })
@Unique({ properties: ['provider', 'subject'] })
export class SocialAccount {
  [OptionalProps]?: 'createdAt';

  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Property({ type: 'string', length: 20 })
  provider!: string;

  @Property({ type: 'string', length: 100 })
  subject!: string;

  @ManyToOne(() => User, { deleteRule: 'cascade', index: true })
  user!: User;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  createdAt: Date = new Date();
}
