import { expect, test } from '@playwright/test';
import { firstHotelId, HotelRooms, inDays, stayFor } from '../pages/booking-flow';
import { dayName, PriceCalendarPicker } from '../pages/price-calendar';
import { changeNights } from '../pages/room-nights';

// The prices, a closed night and the stay's total as a manager sets them: rates-calendar.spec.ts. Here what the
// manager's journey leaves out: the minimum stay, a sold-out night, the free-cancellation line.
test("a guest's price calendar holds a check-out to the arrival's minimum stay and stops at a sold-out night", async ({
  page,
  request,
}) => {
  // Far ahead, so no other journey books or searches these nights.
  const stay = stayFor('통영', 150, 2);
  const hotelId = await firstHotelId(request, stay);
  const longArrival = inDays(151);
  const soldOutNight = inDays(156);
  await changeNights(hotelId, { date: longArrival, minStay: 3 });
  await changeNights(hotelId, { date: soldOutNight, soldOut: true });
  const soldOutReason = `${dayName(soldOutNight)}은 예약할 수 있는 객실이 없어요.`;

  const hotel = new HotelRooms(page);
  await hotel.open(hotelId, stay);
  // Each room says until when it is refunded in full.
  await expect(hotel.bookable.first().getByText(/까지 무료 취소$/)).toBeVisible();

  const picker = new PriceCalendarPicker(page);
  await picker.open();
  await expect(picker.day(longArrival)).toHaveAccessibleName(/^[^,]+, 1박 [\d,]+원, 최소 3박$/);
  await expect(picker.day(soldOutNight)).toContainText('마감');
  await expect(picker.day(soldOutNight)).toHaveAttribute('aria-disabled', 'true');
  await expect(picker.day(soldOutNight)).toHaveAttribute('title', soldOutReason);

  // Arriving on the 3-night night: one or two nights are refused with the minimum, three are taken.
  await picker.day(longArrival).click();
  for (const tooSoon of [inDays(152), inDays(153)]) {
    await expect(picker.day(tooSoon)).toHaveAttribute('aria-disabled', 'true');
    await expect(picker.day(tooSoon)).toHaveAttribute('title', '최소 3박 이상 예약할 수 있어요.');
  }
  await picker.day(inDays(152)).click({ force: true });
  await expect(picker.dialog).toBeVisible();
  await picker.day(inDays(154)).click();
  await expect(page).toHaveURL(new RegExp(`startDate=${longArrival}&endDate=${inDays(154)}`));
  await expect(hotel.bookable.first().getByText(/^3박 총 [\d,]+원/)).toBeVisible();

  // From the night before the sold-out one, a check-out past it is refused, with the reason.
  await picker.open();
  await picker.day(inDays(155)).click();
  await expect(picker.day(inDays(157))).toHaveAttribute('aria-disabled', 'true');
  await expect(picker.day(inDays(157))).toHaveAttribute('title', soldOutReason);

  // Asked for by its address anyway (a link from elsewhere), a stay over the sold-out night has no room to book.
  const across = { ...stay, startDate: inDays(155), endDate: inDays(157) };
  await page.goto(`/hotel/${hotelId}?${new URLSearchParams({ ...across }).toString()}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: '예약 마감', exact: true }).first()).toBeDisabled();
  await expect(hotel.bookable).toHaveCount(0);
});
