import { Entity, PrimaryKey, Property, Unique } from '@mikro-orm/core';

/** An amenity a hotel offers (무료 Wi-Fi, 주차, 수영장, ...). */
@Entity({ tableName: 'services' })
export class Service {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Unique()
  @Property({ type: 'string', length: 50 })
  name!: string;
}
