import { Modal } from '../../components/Modal';

/**
 * 예약하기 for a visitor who is not logged in: log in first and keep the coupons (back to the member checkout of
 * the same stay), or book as a guest. Members keep their sign-up coupon only on the member checkout.
 */
export function BookingChoiceDialog({
  open,
  onLogin,
  onGuest,
  onClose,
}: {
  open: boolean;
  onLogin(): void;
  onGuest(): void;
  onClose(): void;
}) {
  return (
    <Modal title="예약 방법 선택" open={open} onClose={onClose}>
      <p className="text-sm text-stone-600">
        회원으로 예약하면 보유한 쿠폰으로 할인받고 마이페이지에서 예약을 관리할 수 있습니다.
      </p>
      <div className="mt-5 grid gap-2">
        <button
          type="button"
          onClick={onLogin}
          className="rounded-xl bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800"
        >
          로그인하고 쿠폰 쓰기
        </button>
        <button
          type="button"
          onClick={onGuest}
          className="rounded-xl border border-stone-300 px-5 py-3 font-semibold text-stone-800 hover:bg-stone-50"
        >
          비회원으로 예약
        </button>
      </div>
    </Modal>
  );
}
