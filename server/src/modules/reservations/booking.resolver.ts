import { Arg, Ctx, FieldResolver, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../platform/context';
import { Public } from '../../platform/graphql-access';
import { paymentSettings } from '../payments/payment.service';
import { checkedReturnUrls, paymentWindowOf } from '../payments/payment-window';
import { completePayment } from './completion.service';
import * as booking from './booking.service';
import { reservationSource } from './reservation.resolver';
import * as reservations from './reservation.service';
import { Reservation, type ReservationSource } from './reservation.types';
import {
  CompletePaymentInput,
  PaymentCompletion,
  PaymentConfig,
  PrepareReservationInput,
  PreparedReservation,
  PricePreview,
  StayBookingInput,
} from './booking.types';

/** Checkout for members (bearer) and guests: preview, hold, pay. */
@Resolver()
export class BookingResolver {
  @Public()
  @Query(() => PricePreview, { description: '가격 미리보기 (쿠폰은 로그인한 회원 본인 것만)' })
  reservationPreview(
    @Arg('stay', () => StayBookingInput) stay: StayBookingInput,
    @Ctx() ctx: RequestContext,
  ): Promise<PricePreview> {
    return booking.preview(ctx, stay);
  }

  @Public()
  @Mutation(() => PreparedReservation, { description: '예약 준비: 객실을 10분간 잡고 결제 대기 예약을 만듦' })
  async prepareReservation(
    @Arg('input', () => PrepareReservationInput) input: PrepareReservationInput,
    @Ctx() ctx: RequestContext,
  ): Promise<PreparedReservation> {
    // The return URLs are checked before anything is held: a refused one holds no room.
    const returns = checkedReturnUrls(ctx, input);
    const prepared = await booking.prepare(ctx, input);
    return { ...prepared, ...paymentWindowOf(ctx, prepared, returns) };
  }

  @Public()
  @Query(() => PaymentConfig, { description: '결제창 설정' })
  paymentConfig(@Ctx() ctx: RequestContext): PaymentConfig {
    return paymentSettings(ctx);
  }

  @Public()
  @Mutation(() => PaymentCompletion, { description: '결제 승인 (같은 주문을 다시 보내도 한 번만 결제됨)' })
  completePayment(
    @Arg('input', () => CompletePaymentInput) input: CompletePaymentInput,
    @Ctx() ctx: RequestContext,
  ): Promise<PaymentCompletion> {
    return completePayment(ctx, input);
  }
}

/** The payloads lead into the graph: the booking they made or paid, as the success page sees it. */
const reservationOfOrder = async (ctx: RequestContext, orderId: string): Promise<ReservationSource> =>
  reservationSource(await reservations.reservationByOrder(ctx, orderId));

@Resolver(() => PreparedReservation)
export class PreparedReservationResolver {
  @FieldResolver(() => Reservation, { description: '만든 결제 대기 예약' })
  reservation(@Root() prepared: PreparedReservation, @Ctx() ctx: RequestContext): Promise<ReservationSource> {
    return reservationOfOrder(ctx, prepared.orderId);
  }
}

@Resolver(() => PaymentCompletion)
export class PaymentCompletionResolver {
  @FieldResolver(() => Reservation, { description: '결제한 예약' })
  reservation(@Root() completion: PaymentCompletion, @Ctx() ctx: RequestContext): Promise<ReservationSource> {
    return reservationOfOrder(ctx, completion.orderId);
  }
}
