import { Arg, Authorized, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { MESSAGES } from '@shim/common/messages';
import type { RequestContext } from '../../platform/context';
import { Public } from '../../platform/graphql-access';
import { connectionOf, pageOf, type ConnectionShape } from '../../platform/pagination';
import { hotelsById, reviewOfReservation, roomsById } from '../hotels/hotel.loaders';
import { toReviewSource } from '../hotels/hotel.resolver';
import { Hotel, Review, Room, type HotelSource, type ReviewSource, type RoomSource } from '../hotels/hotel.types';
import { usersById, type UserRecord } from '../users/user.loaders';
import { UserInfo } from '../users/user.types';
import * as reservations from './reservation.service';
import {
  CancellationQuote,
  CancelReservationPayload,
  DeleteReservationPayload,
  Reservation,
  ReservationActionInput,
  ReservationConnection,
  type ReservationSource,
} from './reservation.types';

/** Lookups, my reservations, cancel and delete: the REST facade's twins. */
@Resolver(() => Reservation)
export class ReservationResolver {
  @Authorized()
  @Query(() => ReservationConnection, { description: '내 예약 (최근 순, 삭제한 내역 제외)' })
  async myReservations(
    @Arg('first', () => Int, { nullable: true, description: '1–100, 기본 20' }) first: number | null,
    @Arg('after', () => String, { nullable: true }) after: string | null,
    @Ctx() ctx: RequestContext,
  ): Promise<ConnectionShape<ReservationSource>> {
    const views = await reservations.myReservations(ctx);
    return connectionOf(pageOf(views.map(reservationSource), (reservation) => reservation.id, { first, after }));
  }

  @Public()
  @Query(() => Reservation, {
    description: '비회원 예약 조회: 예약번호(또는 주문 번호)와 휴대폰 번호. 예약번호는 대소문자·하이픈·공백 상관없음',
  })
  async guestReservation(
    @Arg('orderId', () => String, { nullable: true, description: '주문 번호 또는 예약번호' }) orderId: string | null,
    @Arg('phone', () => String) phone: string,
    @Arg('bookingNumber', () => String, { nullable: true, description: '예약번호 (orderId 대신)' })
    bookingNumber: string | null,
    @Ctx() ctx: RequestContext,
  ): Promise<ReservationSource> {
    return reservationSource(await reservations.guestReservation(ctx, { orderId, bookingNumber, phone }));
  }

  @Public()
  @Query(() => Reservation, {
    description:
      '주문 번호 또는 예약번호로 예약 조회: 예약자 정보는 예약한 회원, 사이트 관리자, 예약 휴대폰 번호를 함께 보낸 사람에게만',
  })
  async reservationByOrder(
    @Arg('orderId', () => String, { description: '주문 번호 또는 예약번호 (대소문자·하이픈 상관없음)' })
    orderId: string,
    @Arg('phone', () => String, { nullable: true, description: '예약할 때 쓴 휴대폰 번호 (하이픈 상관없음)' })
    phone: string | null,
    @Arg('paymentProof', () => String, {
      nullable: true,
      description: '예약 준비(prepareReservation)가 결제한 브라우저에 준 증표: 휴대폰 번호 대신 (24시간)',
    })
    paymentProof: string | null,
    @Ctx() ctx: RequestContext,
  ): Promise<ReservationSource> {
    return reservationSource(await reservations.reservationByOrder(ctx, orderId, phone, paymentProof));
  }

  @Public()
  @Query(() => CancellationQuote, {
    description: '지금 취소하면 얼마가 환불되는지: 회원은 토큰, 비회원은 주문 번호와 휴대폰 번호 (취소와 같은 증명)',
  })
  async cancellationQuote(
    @Arg('reservationId', () => Int) reservationId: number,
    @Arg('orderId', () => String, { nullable: true, description: '비회원만' }) orderId: string | null,
    @Arg('phone', () => String, { nullable: true, description: '비회원만' }) phone: string | null,
    @Ctx() ctx: RequestContext,
  ): Promise<CancellationQuote> {
    return reservations.cancellationQuote(ctx, reservationId, reservations.customer(ctx, { orderId, phone }));
  }

  @Public()
  @Mutation(() => CancelReservationPayload, {
    description: '예약 취소: 회원은 토큰, 비회원은 주문 번호와 휴대폰 번호',
  })
  async cancelReservation(
    @Arg('input', () => ReservationActionInput) input: ReservationActionInput,
    @Ctx() ctx: RequestContext,
  ): Promise<CancelReservationPayload> {
    const result = await reservations.cancelReservation(
      ctx,
      input.reservationId,
      reservations.customer(ctx, input),
      input.expectedRefundAmount,
    );
    const view = await reservations.reachableReservation(ctx, input.reservationId, input);
    return {
      message: MESSAGES.reservationCanceled,
      ...result,
      reservation: reservationSource(reservations.withNextSteps(ctx, view)),
    };
  }

  @Public()
  @Mutation(() => DeleteReservationPayload, {
    description: '취소된(또는 리뷰를 쓴) 예약을 내역에서 삭제 (기록은 보관)',
  })
  async deleteReservation(
    @Arg('input', () => ReservationActionInput) input: ReservationActionInput,
    @Ctx() ctx: RequestContext,
  ): Promise<DeleteReservationPayload> {
    await reservations.deleteReservation(ctx, input.reservationId, input);
    return { deletedReservationId: input.reservationId };
  }

  @FieldResolver(() => Hotel)
  hotel(@Root() reservation: ReservationSource, @Ctx() ctx: RequestContext): Promise<HotelSource> {
    return hotelsById(ctx).load(reservation.hotelId);
  }

  @FieldResolver(() => Room, { description: '예약한 객실 유형 (지금은 판매하지 않는 유형일 수도 있음)' })
  room(@Root() reservation: ReservationSource, @Ctx() ctx: RequestContext): Promise<RoomSource> {
    return roomsById(ctx).load(reservation.roomId);
  }

  @FieldResolver(() => UserInfo, {
    nullable: true,
    description: '예약한 회원 (이메일·전화는 본인과 사이트 관리자만); 비회원 예약은 null',
  })
  async user(@Root() reservation: ReservationSource, @Ctx() ctx: RequestContext): Promise<UserRecord | null> {
    return reservation.userId === null ? null : usersById(ctx).load(reservation.userId);
  }

  @FieldResolver(() => Review, { nullable: true, description: '이 예약으로 쓴 리뷰' })
  async review(@Root() reservation: ReservationSource, @Ctx() ctx: RequestContext): Promise<ReviewSource | null> {
    const review = await reviewOfReservation(ctx).load(reservation.id);
    return review ? toReviewSource(review, review.hotelId) : null;
  }
}

/** A reservation as GraphQL answers it: what the service decided (next steps, policy, documents), as the graph holds it. */
export function reservationSource(reservation: reservations.Reservation): ReservationSource {
  return {
    id: reservation.reservationId,
    orderId: reservation.orderId,
    bookingNumber: reservation.bookingNumber,
    status: reservation.status,
    statusLabel: reservation.statusLabel,
    stayPhase: reservation.stayPhase,
    hotelId: reservation.hotelId,
    roomId: reservation.roomId,
    checkIn: reservation.checkIn,
    checkOut: reservation.checkOut,
    nights: reservation.nights,
    roomCount: reservation.roomCount,
    people: reservation.people,
    userId: reservation.userId,
    guestName: reservation.guestName,
    phone: reservation.phone,
    locale: reservation.locale,
    payment: {
      basePrice: reservation.basePrice,
      taxes: reservation.taxes,
      couponDiscount: reservation.couponDiscount,
      totalAmount: reservation.totalAmount,
      canceledAmount: reservation.canceledAmount,
      paidAt: reservation.confirmedAt,
      receiptUrl: reservation.invoiceUrl,
      method: reservation.paymentMethod,
      refundStatus: reservation.refundStatus,
      refundedAt: reservation.refundedAt,
    },
    createdAt: reservation.createdAt,
    confirmedAt: reservation.confirmedAt,
    canceledAt: reservation.canceledAt,
    cancellable: reservation.cancellable,
    reviewable: reservation.reviewable,
    deletable: reservation.deletable,
    cancellationPolicy: reservation.cancellationPolicy,
    voucherUrl: reservation.voucherUrl,
    freeCancelUntil: reservation.freeCancelUntil,
    kind: reservation.kind,
    dayUseStartsAt: reservation.dayUseStartsAt,
    dayUseEndsAt: reservation.dayUseEndsAt,
  };
}
