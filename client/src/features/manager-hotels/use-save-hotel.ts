import { useMutation } from '@apollo/client/react';
import { LODGING_MESSAGES } from '@shim/common/lodging-messages';
import { MESSAGES } from '@shim/common/messages';
import { useState } from 'react';
import { UpdateManagerHotelDocument, type ManagerHotelFieldsFragment } from '../../gql/graphql';
import { apiFetch } from '../../lib/api';
import { runMutation, type MutationOutcome } from '../../lib/mutations';
import { fieldsOf, hotelDtoOf, type HotelDraft } from './hotel-form';

/**
 * Saving the lodging form (spec §2), one call whatever it takes: a new lodging goes as one multipart request
 * (GraphQL carries no files); an edit saves through GraphQL, uploads new photos to the REST twin, then puts the
 * photos in the order chosen. Answers the list's notice, or the failure's words after the spec's prefix.
 */
export function useSaveHotel(hotel: ManagerHotelFieldsFragment | null) {
  const [updateHotel] = useMutation(UpdateManagerHotelDocument);
  const [saving, setSaving] = useState(false);

  async function saveNew(draft: HotelDraft): Promise<string> {
    const form = new FormData();
    form.set('hotelDto', new Blob([JSON.stringify(hotelDtoOf(draft))], { type: 'application/json' }), 'hotelDto.json');
    for (const photo of draft.photos) if (photo.kind === 'new') form.append('images', photo.file);
    draft.rooms.forEach((room, index) => {
      if (room.photo) form.append(`room_${index}`, room.photo);
    });
    await apiFetch<{ id: number }>('/api/manager/hotels', { method: 'POST', form });
    return LODGING_MESSAGES.hotelCreated;
  }

  async function saveEdit(current: ManagerHotelFieldsFragment, draft: HotelDraft): Promise<string> {
    const kept = draft.photos.flatMap((photo) => (photo.kind === 'stored' ? [photo.url] : []));
    const saved = await updateHotel({ variables: { input: { id: current.id, ...fieldsOf(draft), images: kept } } });
    // A new room's photo is filed under the id the save gave it: new rooms come back in the form's order.
    const rooms = saved.data?.updateManagerHotel.hotel.rooms ?? [];
    const before = new Set(current.rooms.map((room) => room.id));
    const added = rooms.filter((room) => !before.has(room.id));
    const newRooms = draft.rooms.filter((room) => room.id === null);
    const form = new FormData();
    const fresh = draft.photos.flatMap((photo) => (photo.kind === 'new' ? [photo.file] : []));
    for (const file of fresh) form.append('images', file);
    draft.rooms.forEach((room) => {
      const id = room.id ?? added[newRooms.indexOf(room)]?.id;
      if (room.photo && id) form.append(`room_${id}`, room.photo);
    });
    if (fresh.length > 0 || draft.rooms.some((room) => room.photo)) {
      const uploaded = await apiFetch<{ images: string[] }>(`/api/manager/hotels/${current.id}/images`, {
        method: 'POST',
        form,
      });
      // The new photos come back after the kept ones; put them where the manager placed them.
      const newUrls = uploaded.images.slice(kept.length);
      let next = 0;
      const order = draft.photos.map((photo) => (photo.kind === 'stored' ? photo.url : newUrls[next++]!));
      if (order.join() !== uploaded.images.join())
        await updateHotel({ variables: { input: { id: current.id, images: order } } });
    }
    return LODGING_MESSAGES.hotelUpdated;
  }

  async function save(draft: HotelDraft): Promise<MutationOutcome<string>> {
    setSaving(true);
    const outcome = await runMutation(() => (hotel ? saveEdit(hotel, draft) : saveNew(draft)), MESSAGES.internal);
    setSaving(false);
    return outcome.ok ? outcome : { ...outcome, message: `${LODGING_MESSAGES.managerSaveFailed}${outcome.message}` };
  }

  return { save, saving };
}
