import { Route, Routes } from 'react-router';
import { HotelEditPage, HotelNewPage } from './HotelForm';
import { HotelList } from './HotelList';
import { TypeSelection } from './TypeSelection';

/**
 * 숙소·객실 관리 (spec §2 manager console): the type selection with counts, the list of one type with add,
 * manage and delete, and the edit form. Paths under /manager/hotels.
 */
export function ManagerHotels() {
  return (
    <Routes>
      <Route index element={<TypeSelection />} />
      <Route path="type/:slug" element={<HotelList />} />
      <Route path="type/:slug/new" element={<HotelNewPage />} />
      <Route path=":id/edit" element={<HotelEditPage />} />
    </Routes>
  );
}
