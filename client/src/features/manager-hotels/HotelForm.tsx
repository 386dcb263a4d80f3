import { hasStars } from '@shim/common/manager-lodging';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';

import { LODGING_MESSAGES } from '@shim/common/lodging-messages';
import { MESSAGES } from '@shim/common/messages';
import { useState, type FormEvent } from 'react';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { FormNotice, secondaryButton } from '../../components/FormNotice';
import { TextField } from '../../components/TextField';
import { TranslationTabs } from '../../components/TranslationTabs';
import { HOTEL_TRANSLATION_LIMITS } from '@shim/common/content-translations';
import {
  DeleteManagerHotelDocument,
  GeocodeAddressDocument,
  HotelServicesDocument,
  ManagerHotelDocument,
  type ManagerHotelFieldsFragment,
} from '../../gql/graphql';
import { codeOf, failureMessage } from '../../lib/errors';
import { runMutation } from '../../lib/mutations';
import {
  APPROVAL,
  approvalOf,
  draftOf,
  draftProblem,
  emptyDraft,
  labelOfType,
  slugOfType,
  typeOfSlug,
  type HotelDraft,
} from './hotel-form';
import { PhotoPicker } from './PhotoPicker';
import { RoomsEditor } from './RoomsEditor';
import { useSaveHotel } from './use-save-hotel';

type Notice = { text: string; tone: 'error' | 'success' } | null;
const primary =
  'rounded-lg bg-brand-700 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:bg-stone-300';
const plain = 'rounded-lg border border-stone-300 px-4 py-2.5 text-sm font-medium hover:bg-stone-50';

/** /manager/hotels/type/{slug}/new: a new lodging of that type. */
export function HotelNewPage() {
  const { slug } = useParams();
  const kind = typeOfSlug(slug);
  if (!kind) return <Navigate to="/manager/hotels" replace />;
  return <HotelForm initial={emptyDraft(kind.type)} hotel={null} />;
}

/** /manager/hotels/{id}/edit: one of the manager's lodgings (another manager's answers as unknown). */
export function HotelEditPage() {
  const id = Number(useParams().id);
  const { data, loading, error } = useQuery(ManagerHotelDocument, {
    variables: { id },
    fetchPolicy: 'network-only',
    skip: !Number.isInteger(id),
  });
  if (loading) return <p className="py-10 text-center text-sm text-stone-500">불러오는 중…</p>;
  if (error || !data)
    return (
      <p role="alert" className="py-10 text-center text-sm text-red-700">
        {error && codeOf(error) === 'NOT_FOUND' ? MESSAGES.invalidHotel : LODGING_MESSAGES.managerHotelsLoadFailed}
      </p>
    );
  return (
    <HotelForm
      key={data.managerHotel.id}
      initial={draftOf(
        data.managerHotel,
        new Map(data.managerHotel.rooms.map((room) => [room.id, room.dayUseOffer ?? null])),
      )}
      hotel={data.managerHotel}
    />
  );
}

/**
 * The edit form (spec §2): photos with preview and main/sub, basic info, address lookup filling the
 * read-only coordinates, stars for hotel types only, rooms, services, save / cancel / delete. Saving is
 * `useSaveHotel`'s.
 */
function HotelForm({ initial, hotel }: { initial: HotelDraft; hotel: ManagerHotelFieldsFragment | null }) {
  const client = useApolloClient();
  const navigate = useNavigate();
  const services = useQuery(HotelServicesDocument);
  const [deleteHotel, { loading: removing }] = useMutation(DeleteManagerHotelDocument);
  const [deleting, setDeleting] = useState(false);
  const { save: saveHotel, saving } = useSaveHotel(hotel);
  const [draft, setDraft] = useState(initial);
  const [notice, setNotice] = useState<Notice>(null);
  const [lookingUp, setLookingUp] = useState(false);
  const listPath = `/manager/hotels/type/${slugOfType(draft.type)}`;
  const set = (patch: Partial<HotelDraft>) => setDraft((current) => ({ ...current, ...patch }));
  const problem = (text: string | null) => setNotice(text ? { text, tone: 'error' } : null);

  async function lookUp() {
    const address = draft.address.trim();
    if (!address) return problem(LODGING_MESSAGES.addressRequired);
    setLookingUp(true);
    try {
      const { data } = await client.query({
        query: GeocodeAddressDocument,
        variables: { address },
        fetchPolicy: 'network-only',
      });
      const place = data?.geocodeAddress;
      if (!place) return problem(LODGING_MESSAGES.addressNotFound);
      set({ latitude: place.latitude, longitude: place.longitude, lookedUp: address });
      setNotice(null);
    } catch (failure) {
      problem(failureMessage(failure, LODGING_MESSAGES.addressNotFound));
    } finally {
      setLookingUp(false);
    }
  }

  async function save(event: FormEvent) {
    event.preventDefault();
    const invalid = draftProblem(draft);
    if (invalid) return problem(invalid);
    setNotice(null);
    const outcome = await saveHotel(draft);
    if (!outcome.ok) return problem(outcome.message);
    await navigate(listPath, { state: { notice: outcome.data } });
  }

  async function remove() {
    if (!hotel) return;
    const id = hotel.id;
    const outcome = await runMutation(() => deleteHotel({ variables: { input: { id } } }), MESSAGES.internal);
    setDeleting(false);
    if (!outcome.ok) return problem(`${LODGING_MESSAGES.managerSaveFailed}${outcome.message}`);
    await navigate(listPath, { state: { notice: LODGING_MESSAGES.hotelDeleted } });
  }

  const coordinates = draft.latitude === null || draft.longitude === null ? null : draft;
  return (
    <form noValidate onSubmit={(event) => void save(event)} className="space-y-5">
      <div>
        <Link to={listPath} className="text-sm text-stone-500 hover:text-stone-800">
          ← {labelOfType(draft.type)} 목록
        </Link>
        <h2 className="mt-1 text-xl font-bold text-stone-900">
          {hotel ? `${hotel.name} 관리` : `새 ${labelOfType(draft.type)} 등록`}
        </h2>
        {hotel && (
          <p className="text-sm text-stone-600">
            {APPROVAL[approvalOf(hotel.status)].note}
            {hotel.status === 'REJECTED' && hotel.rejectionReason && ` (사유: ${hotel.rejectionReason})`}
          </p>
        )}
      </div>

      <PhotoPicker photos={draft.photos} onChange={(photos) => set({ photos })} onProblem={problem} />

      <fieldset className="space-y-3 rounded-xl border border-stone-200 bg-white p-4">
        <legend className="px-1 text-sm font-semibold text-stone-800">기본 정보</legend>
        <TranslationTabs
          value={draft.translations}
          onChange={(translations) => set({ translations })}
          limits={HOTEL_TRANSLATION_LIMITS}
          label="숙소"
          korean={
            <>
              <TextField label="숙소 이름" value={draft.name} onChange={(event) => set({ name: event.target.value })} />
              <label className="flex flex-col gap-1.5 text-sm font-medium text-stone-700">
                숙소 소개
                <textarea
                  rows={4}
                  value={draft.info}
                  onChange={(event) => set({ info: event.target.value })}
                  className="rounded-lg border border-stone-300 px-3.5 py-2.5 font-normal text-stone-900"
                />
              </label>
            </>
          }
        />
        <div className="flex items-end gap-2">
          <div className="flex-1">
            <TextField label="주소" value={draft.address} onChange={(event) => set({ address: event.target.value })} />
          </div>
          <button type="button" className={secondaryButton} disabled={lookingUp} onClick={() => void lookUp()}>
            주소 검색
          </button>
        </div>
        <div className="grid grid-cols-2 gap-3">
          <TextField label="위도" value={coordinates ? String(coordinates.latitude) : ''} readOnly />
          <TextField label="경도" value={coordinates ? String(coordinates.longitude) : ''} readOnly />
        </div>
        {hasStars(draft.type) && (
          <TextField
            label="성급 (1–5)"
            inputMode="numeric"
            value={draft.star}
            onChange={(event) => set({ star: event.target.value })}
          />
        )}
        <div className="grid grid-cols-2 gap-3">
          <TextField
            label="체크인 시간"
            type="time"
            value={draft.checkinTime}
            onChange={(event) => set({ checkinTime: event.target.value })}
          />
          <TextField
            label="체크아웃 시간"
            type="time"
            value={draft.checkoutTime}
            onChange={(event) => set({ checkoutTime: event.target.value })}
          />
        </div>
        <TextField
          label="대실 무료 취소 (시작 몇 분 전까지)"
          inputMode="numeric"
          value={draft.dayUseFreeCancelMinutes}
          onChange={(event) => set({ dayUseFreeCancelMinutes: event.target.value })}
        />
        <TextField label="대표 전화" value={draft.phone} onChange={(event) => set({ phone: event.target.value })} />
      </fieldset>

      <RoomsEditor rooms={draft.rooms} onChange={(rooms) => set({ rooms })} onProblem={problem} />

      <fieldset className="rounded-xl border border-stone-200 bg-white p-4">
        <legend className="px-1 text-sm font-semibold text-stone-800">서비스</legend>
        {services.error ? (
          <p role="alert" className="text-sm text-red-700">
            {MESSAGES.internal}
          </p>
        ) : (
          <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
            {(services.data?.hotelServices ?? []).map((service) => (
              <label key={service.id} className="flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  checked={draft.serviceIds.includes(service.id)}
                  onChange={(event) =>
                    set({
                      serviceIds: event.target.checked
                        ? [...draft.serviceIds, service.id]
                        : draft.serviceIds.filter((id) => id !== service.id),
                    })
                  }
                />
                {service.name}
              </label>
            ))}
          </div>
        )}
      </fieldset>

      <FormNotice notice={notice} />
      <div className="flex flex-wrap gap-2">
        <button type="submit" className={primary} disabled={saving}>
          {saving ? '저장 중…' : '저장'}
        </button>
        <button type="button" className={plain} onClick={() => navigate(listPath)}>
          취소
        </button>
        {hotel && (
          <button type="button" className={`${plain} ml-auto text-red-700`} onClick={() => setDeleting(true)}>
            삭제
          </button>
        )}
      </div>
      <ConfirmDialog
        open={deleting}
        title="숙소 삭제"
        message={LODGING_MESSAGES.confirmHotelDelete}
        confirmLabel="삭제하기"
        tone="danger"
        busy={removing}
        onConfirm={() => void remove()}
        onCancel={() => setDeleting(false)}
      />
    </form>
  );
}
