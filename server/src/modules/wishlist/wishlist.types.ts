import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { PageInfo } from '../../platform/pagination';
import { Hotel } from '../hotels/hotel.types';

@ObjectType({ simpleResolvers: true })
export class WishlistEdge {
  @Field(() => String)
  cursor!: string;

  @Field(() => Date, { description: '위시리스트에 담은 시각' })
  addedAt!: Date;

  @Field(() => Hotel)
  node!: Hotel;
}

@ObjectType({ description: '내 위시리스트 (최근 담은 순)', simpleResolvers: true })
export class WishlistConnection {
  @Field(() => [WishlistEdge])
  edges!: WishlistEdge[];

  @Field(() => PageInfo)
  pageInfo!: PageInfo;

  @Field(() => Int)
  totalCount!: number;
}

@InputType({ description: '위시리스트에 담거나 뺄 숙소' })
export class WishlistInput {
  @Field(() => Int)
  hotelId!: number;
}

@ObjectType({ description: '위시리스트를 바꾼 뒤의 숙소 (wishlisted가 새 값)' })
export class WishlistPayload {
  @Field(() => Hotel, { nullable: true, description: '없는 숙소를 빼면 null' })
  hotel!: Hotel | null;
}
