import { CONTENT_MESSAGES } from '@shim/common/content-messages';
import { LODGING_MESSAGES } from '@shim/common/lodging-messages';
import { MESSAGES } from '@shim/common/messages';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { account, fakeServer, gqlData, gqlError, json } from '../../test/fake-server';
import { renderApp, storeSession } from '../../test/render-app';

const room = (id: number, name: string) => ({
  __typename: 'Room',
  id,
  name,
  basePrice: 100_000,
  unitCount: 3,
  capacity: 2,
  active: true,
  imageUrl: null,
  checkinTime: '15:00',
  checkoutTime: '11:00',
  dayUseOffer: null,
  bedType: '더블' as string | null,
  size: 24 as number | null,
  amenities: ['욕조'],
  description: null as string | null,
  translations: [] as Array<{
    __typename: 'ContentTranslation';
    locale: string;
    name: string | null;
    description: string | null;
  }>,
});

const hotel = (id: number, name: string, type: string, status = 'APPROVED') => ({
  __typename: 'Hotel',
  id,
  name,
  type,
  star: type === 'HOTEL' ? 4 : null,
  address: '서울특별시 강남구 테헤란로 152',
  region: '서울특별시 강남구',
  info: '',
  phone: null,
  latitude: 37.5006,
  longitude: 127.0366,
  checkinTime: '15:00',
  checkoutTime: '11:00',
  dayUseFreeCancelMinutes: 60,
  status,
  rejectionReason: null as string | null,
  active: true,
  images: [{ __typename: 'HotelPhoto', kind: 'MAIN', url: `/images/hotel/${id}.jpg` }],
  rooms: [room(id * 10, '디럭스')],
  services: [{ __typename: 'HotelService', id: 1, name: '와이파이' }],
  translations: [{ __typename: 'ContentTranslation', locale: 'en', name: `${name} (EN)`, description: null }],
});

const HOTELS = [
  hotel(1, '강남 호텔', 'HOTEL'),
  hotel(2, '역삼 호텔', 'HOTEL', 'PENDING'),
  hotel(3, '북촌 한옥', 'HANOK'),
];

function server(
  extra: Parameters<typeof fakeServer>[0]['graphql'] = {},
  rest: Parameters<typeof fakeServer>[0]['rest'] = {},
) {
  return fakeServer({
    graphql: {
      Me: () => gqlData({ me: account('ROLE_MANAGER', '박매니저') }),
      ManagerHotels: () =>
        gqlData({
          managerHotels: {
            __typename: 'HotelConnection',
            totalCount: HOTELS.length,
            edges: HOTELS.map((node) => ({ __typename: 'HotelEdge', node })),
          },
        }),
      HotelServices: () =>
        gqlData({
          hotelServices: [
            { __typename: 'HotelService', id: 1, name: '무료 Wi-Fi' },
            { __typename: 'HotelService', id: 2, name: '주차' },
          ],
        }),
      GeocodeAddress: (call) =>
        String(call.variables?.address).startsWith('서울')
          ? gqlData({
              geocodeAddress: {
                __typename: 'GeocodedAddress',
                address: String(call.variables?.address),
                latitude: 37.5172,
                longitude: 127.0473,
              },
            })
          : gqlError(LODGING_MESSAGES.addressNotFound, 'NOT_FOUND'),
      ...extra,
    },
    rest,
  });
}

afterEach(() => vi.restoreAllMocks());

/** jsdom's Blob has no text(): read it the way a browser of its age would. */
const blobText = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });

// The console's section is a lazy chunk: on a busy machine its first render takes a while.
describe('manager lodgings (/manager/hotels)', () => {
  it('shows each type with its registered count, then the list with add, manage and delete', async () => {
    storeSession();
    const api = server({
      DeleteManagerHotel: () =>
        gqlData({
          deleteManagerHotel: {
            __typename: 'DeleteManagerHotelPayload',
            id: 2,
            message: LODGING_MESSAGES.hotelDeleted,
          },
        }),
    });
    const { user } = renderApp('/manager/hotels', api);
    expect(await screen.findByLabelText('호텔 등록 2개')).toBeTruthy();
    expect(screen.getByLabelText('한옥 등록 1개')).toBeTruthy();
    expect(screen.getByLabelText('모텔 등록 0개')).toBeTruthy();
    expect(screen.getByLabelText('펜션·풀빌라 등록 0개')).toBeTruthy();
    expect(screen.getByLabelText('관광호텔 등록 0개')).toBeTruthy();

    await user.click(screen.getByLabelText('호텔 등록 2개'));
    expect(await screen.findByText('강남 호텔')).toBeTruthy();
    expect(screen.queryByText('북촌 한옥')).toBeNull();
    expect(screen.getByText('승인 대기')).toBeTruthy();
    expect(screen.getByRole('link', { name: '숙소 추가' })).toBeTruthy();

    const pending = screen.getByText('역삼 호텔').closest('li')!;
    await user.click(within(pending).getByRole('button', { name: '삭제' }));
    let dialog = await screen.findByRole('dialog', { name: '숙소 삭제' });
    expect(within(dialog).getByText(LODGING_MESSAGES.confirmHotelDelete)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: '취소' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.named('DeleteManagerHotel')).toHaveLength(0);

    await user.click(within(pending).getByRole('button', { name: '삭제' }));
    dialog = await screen.findByRole('dialog', { name: '숙소 삭제' });
    await user.click(within(dialog).getByRole('button', { name: '삭제하기' }));
    expect(await screen.findByText(LODGING_MESSAGES.hotelDeleted)).toBeTruthy();
    expect(api.named('DeleteManagerHotel')[0]?.variables).toEqual({ input: { id: 2 } });
  });

  it("shows a rejected lodging as 거절 with the administrator's reason", async () => {
    storeSession();
    const rejected = { ...hotel(5, '반려 호텔', 'HOTEL', 'REJECTED'), rejectionReason: '사진이 숙소와 다릅니다.' };
    const api = server({
      ManagerHotels: () =>
        gqlData({
          managerHotels: {
            __typename: 'HotelConnection',
            totalCount: 1,
            edges: [{ __typename: 'HotelEdge', node: rejected }],
          },
        }),
    });
    renderApp('/manager/hotels/type/hotel', api);
    const row = (await screen.findByText('반려 호텔', undefined, { timeout: 5_000 })).closest('li')!;
    expect(within(row).getByText('거절')).toBeTruthy();
    expect(within(row).getByText('거절 사유: 사진이 숙소와 다릅니다.')).toBeTruthy();
    expect(within(row).queryByText('승인 대기')).toBeNull();
  });

  it('shows the load failure', async () => {
    storeSession();
    const failing = server({ ManagerHotels: () => gqlError(MESSAGES.internal, 'INTERNAL_SERVER_ERROR') });
    renderApp('/manager/hotels/type/motel', failing);
    expect((await screen.findByRole('alert')).textContent).toContain(LODGING_MESSAGES.managerHotelsLoadFailed);
    failing.calls.length = 0;
  });

  it('says so when the manager has no lodging of the type', async () => {
    storeSession();
    renderApp('/manager/hotels/type/motel', server());
    expect(await screen.findByText('등록된 모텔 숙소가 없습니다.')).toBeTruthy();
  });

  it('checks the form, looks the address up into read-only coordinates and sends a new lodging as multipart', async () => {
    storeSession();
    const api = server(
      {},
      { '/api/manager/hotels': () => json(201, { id: 9, message: LODGING_MESSAGES.hotelCreated }) },
    );
    const { user } = renderApp('/manager/hotels/type/hotel/new', api);
    await screen.findByRole('heading', { name: '새 호텔 등록' });
    // New-room defaults of spec §9.
    expect((screen.getByLabelText('객실 1 요금') as HTMLInputElement).value).toBe('0');
    expect((screen.getByLabelText('객실 1 객실 수') as HTMLInputElement).value).toBe('1');
    expect((screen.getByLabelText('객실 1 최대 인원') as HTMLInputElement).value).toBe('2');
    expect((screen.getByLabelText('체크인 시간') as HTMLInputElement).value).toBe('15:00');
    expect((screen.getByLabelText('체크아웃 시간') as HTMLInputElement).value).toBe('11:00');
    expect(screen.getByLabelText('성급 (1–5)')).toBeTruthy();
    expect(screen.getByLabelText('위도').hasAttribute('readonly')).toBe(true);

    await user.click(screen.getByRole('button', { name: '저장' }));
    expect((await screen.findByRole('alert')).textContent).toContain(LODGING_MESSAGES.hotelNameRequired);
    await user.type(screen.getByLabelText('숙소 이름'), '선릉 스테이');
    await user.click(screen.getByRole('button', { name: '주소 검색' }));
    expect((await screen.findByRole('alert')).textContent).toContain(LODGING_MESSAGES.addressRequired);
    await user.type(screen.getByLabelText('주소'), '부산 없는구 1');
    await user.click(screen.getByRole('button', { name: '주소 검색' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain(LODGING_MESSAGES.addressNotFound));
    await user.clear(screen.getByLabelText('주소'));
    await user.type(screen.getByLabelText('주소'), '서울 강남구 선릉로 1');
    await user.click(screen.getByRole('button', { name: '주소 검색' }));
    await waitFor(() => expect((screen.getByLabelText('위도') as HTMLInputElement).value).toBe('37.5172'));
    expect((screen.getByLabelText('경도') as HTMLInputElement).value).toBe('127.0473');

    await user.type(screen.getByLabelText('성급 (1–5)'), '6');
    await user.type(screen.getByLabelText('객실 1 이름'), '디럭스');
    await user.click(screen.getByRole('button', { name: '저장' }));
    expect((await screen.findByRole('alert')).textContent).toContain(LODGING_MESSAGES.hotelStarRange);
    await user.clear(screen.getByLabelText('성급 (1–5)'));
    await user.type(screen.getByLabelText('성급 (1–5)'), '5');
    await user.click(screen.getByLabelText('주차'));

    const photo = new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'main.jpg', { type: 'image/jpeg' });
    // A browser lets any file through when the type is claimed; the name decides here, the bytes on the server.
    const text = new File(['hello'], 'notes.txt', { type: 'image/jpeg' });
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:preview' }));
    await user.upload(screen.getByLabelText('사진 추가'), [photo]);
    expect(screen.getByAltText('대표 사진')).toBeTruthy();
    await user.upload(screen.getByLabelText('사진 추가'), [text]);
    expect(screen.getByRole('alert').textContent).toContain(MESSAGES.imageTypeInvalid);

    await user.click(screen.getByRole('button', { name: '저장' }));
    await waitFor(() => expect(api.named('/api/manager/hotels')).toHaveLength(1));
    const form = api.named('/api/manager/hotels')[0]!.body as FormData;
    const dto = JSON.parse(await blobText(form.get('hotelDto') as Blob)) as Record<string, unknown>;
    expect(dto).toMatchObject({
      name: '선릉 스테이',
      type: 'HOTEL',
      location: '서울 강남구 선릉로 1',
      stars: 5,
      serviceIds: [2],
      checkInTime: '15:00',
      rooms: [{ type: '디럭스', price: 0, count: 1, people: 2, active: true }],
    });
    expect(form.getAll('images')).toHaveLength(1);
    expect(await screen.findByText(LODGING_MESSAGES.hotelCreated)).toBeTruthy();
  });

  it('shows no star input for a motel and the server’s message on a failed save', async () => {
    storeSession();
    const api = server({
      ManagerHotel: () => gqlData({ managerHotel: hotel(5, '역전 모텔', 'MOTEL') }),
      UpdateManagerHotel: () => gqlError(`${LODGING_MESSAGES.roomCountBelowSold}2026-12-01`, 'CONFLICT'),
    });
    const { user } = renderApp('/manager/hotels/5/edit', api);
    await screen.findByRole('heading', { name: '역전 모텔 관리' });
    expect(screen.queryByLabelText('성급 (1–5)')).toBeNull();
    await user.clear(screen.getByLabelText('객실 1 객실 수'));
    await user.type(screen.getByLabelText('객실 1 객실 수'), '1');
    await user.click(screen.getByRole('button', { name: '저장' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      `${LODGING_MESSAGES.managerSaveFailed}${LODGING_MESSAGES.roomCountBelowSold}2026-12-01`,
    );
    expect(api.named('UpdateManagerHotel')[0]?.variables).toMatchObject({
      input: { id: 5, images: ['/images/hotel/5.jpg'], rooms: [{ id: 50, unitCount: 1 }] },
    });
  });

  it('edits the name and description per language in tabs, Korean first, and saves them with the lodging', async () => {
    storeSession();
    const saved = hotel(5, '역전 모텔', 'MOTEL');
    const api = server({
      ManagerHotel: () => gqlData({ managerHotel: saved }),
      UpdateManagerHotel: () =>
        gqlData({ updateManagerHotel: { __typename: 'UpdateManagerHotelPayload', message: '', hotel: saved } }),
    });
    const { user } = renderApp('/manager/hotels/5/edit', api);
    await screen.findByRole('heading', { name: '역전 모텔 관리' });
    // Korean is the tab shown first, with the required name.
    expect((screen.getByLabelText('숙소 이름') as HTMLInputElement).value).toBe('역전 모텔');
    const lodgingTabs = screen.getByRole('tablist', { name: '숙소 언어' });
    await user.click(within(lodgingTabs).getByRole('tab', { name: /English/ }));
    expect((screen.getByLabelText('숙소 이름 English') as HTMLInputElement).value).toBe('역전 모텔 (EN)');
    await user.click(within(lodgingTabs).getByRole('tab', { name: /日本語/ }));
    await user.type(screen.getByLabelText('숙소 이름 日本語'), '駅前モーテル');
    const roomTabs = screen.getByRole('tablist', { name: '객실 1 언어' });
    await user.click(within(roomTabs).getByRole('tab', { name: /English/ }));
    await user.type(screen.getByLabelText('객실 1 이름 English'), 'x'.repeat(101));
    await user.click(screen.getByRole('button', { name: '저장' }));
    expect((await screen.findByRole('alert')).textContent).toContain(CONTENT_MESSAGES.translationTooLong);
    expect(api.named('UpdateManagerHotel')).toHaveLength(0);

    await user.clear(screen.getByLabelText('객실 1 이름 English'));
    await user.type(screen.getByLabelText('객실 1 이름 English'), 'Deluxe');
    await user.click(screen.getByRole('button', { name: '저장' }));
    await waitFor(() => expect(api.named('UpdateManagerHotel')).toHaveLength(1));
    expect(api.named('UpdateManagerHotel')[0]?.variables).toMatchObject({
      input: {
        id: 5,
        name: '역전 모텔',
        translations: [
          { locale: 'en', name: '역전 모텔 (EN)', description: null },
          { locale: 'ja', name: '駅前モーテル', description: null },
        ],
        rooms: [{ id: 50, name: '디럭스', translations: [{ locale: 'en', name: 'Deluxe', description: null }] }],
      },
    });
  });

  it('edits a room’s facts (bed, ㎡, amenities, description), checked before saving', async () => {
    storeSession();
    const saved = hotel(5, '역전 모텔', 'MOTEL');
    const api = server({
      ManagerHotel: () => gqlData({ managerHotel: saved }),
      UpdateManagerHotel: () =>
        gqlData({ updateManagerHotel: { __typename: 'UpdateManagerHotelPayload', message: '', hotel: saved } }),
    });
    const { user } = renderApp('/manager/hotels/5/edit', api);
    await screen.findByRole('heading', { name: '역전 모텔 관리' });
    expect((screen.getByLabelText('객실 1 침대 유형') as HTMLSelectElement).value).toBe('더블');
    expect((screen.getByLabelText('객실 1 크기') as HTMLInputElement).value).toBe('24');
    expect(screen.getByRole('button', { name: '객실 1 편의시설 욕조' }).getAttribute('aria-pressed')).toBe('true');

    await user.selectOptions(screen.getByLabelText('객실 1 침대 유형'), '킹');
    await user.clear(screen.getByLabelText('객실 1 크기'));
    await user.type(screen.getByLabelText('객실 1 크기'), '1001');
    await user.click(screen.getByRole('button', { name: '저장' }));
    expect((await screen.findByRole('alert')).textContent).toContain(MESSAGES.roomSizeInvalid);
    expect(api.named('UpdateManagerHotel')).toHaveLength(0);

    await user.clear(screen.getByLabelText('객실 1 크기'));
    await user.type(screen.getByLabelText('객실 1 크기'), '40');
    await user.click(screen.getByRole('button', { name: '객실 1 편의시설 욕조' }));
    await user.click(screen.getByRole('button', { name: '객실 1 편의시설 오션뷰' }));
    await user.type(screen.getByLabelText('객실 1 편의시설 직접 입력'), '안마의자{Enter}');
    expect(screen.getByRole('button', { name: '객실 1 편의시설 안마의자' }).getAttribute('aria-pressed')).toBe('true');
    await user.type(screen.getByLabelText('객실 1 설명'), '  넓은 킹 침대 객실  ');
    await user.click(screen.getByRole('button', { name: '저장' }));
    await waitFor(() => expect(api.named('UpdateManagerHotel')).toHaveLength(1));
    expect(api.named('UpdateManagerHotel')[0]?.variables).toMatchObject({
      input: {
        id: 5,
        rooms: [
          { id: 50, bedType: '킹', size: 40, amenities: ['오션뷰', '안마의자'], description: '넓은 킹 침대 객실' },
        ],
      },
    });
  });

  it('saves an edit, uploads the new photo and puts it first when the manager made it the main one', async () => {
    storeSession();
    const stored = '/images/hotel/5.jpg';
    const uploaded = '/images/hotel/5-new.jpg';
    const saved = hotel(5, '역전 모텔', 'MOTEL');
    const api = server(
      {
        ManagerHotel: () => gqlData({ managerHotel: saved }),
        UpdateManagerHotel: () =>
          gqlData({
            updateManagerHotel: { __typename: 'UpdateManagerHotelPayload', message: '', hotel: saved },
          }),
      },
      { '/api/manager/hotels/5/images': () => json(200, { images: [stored, uploaded] }) },
    );
    const { user, router } = renderApp('/manager/hotels/5/edit', api);
    await screen.findByRole('heading', { name: '역전 모텔 관리' });
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:preview' }));
    const photo = new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'lobby.jpg', { type: 'image/jpeg' });
    await user.upload(screen.getByLabelText('사진 추가'), [photo]);
    await user.click(screen.getByRole('button', { name: '대표로' }));
    await user.click(screen.getByRole('button', { name: '저장' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/manager/hotels/type/motel'));
    expect(
      api.named('UpdateManagerHotel').map((call) => (call.variables?.input as { images: string[] }).images),
    ).toEqual([[stored], [uploaded, stored]]);
    const form = api.named('/api/manager/hotels/5/images')[0]!.body as FormData;
    expect((form.getAll('images') as File[]).map((file) => file.name)).toEqual(['lobby.jpg']);
    expect(await screen.findByText(LODGING_MESSAGES.hotelUpdated)).toBeTruthy();
  });
});
