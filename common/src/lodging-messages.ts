/**
 * The manager console's lodging messages (spec §5, §8 and docs/decisions/lodgings.md "Manager console: lodgings"),
 * kept apart from MESSAGES so the main page's bundle does not carry the console's words.
 */
export const LODGING_MESSAGES = {
  hotelNameRequired: '숙소 이름은 필수 항목입니다.',
  addressRequired: '주소를 입력해주세요.',
  addressNotFound: '주소를 찾을 수 없습니다.',
  geocodingUnavailable: '주소 검색 서비스에 연결할 수 없습니다. 잠시 후 다시 시도해주세요.',
  managerHotelsLoadFailed: '등록된 호텔 정보를 가져오는 데 실패했습니다.',
  /** Followed by the server's message (spec §8 save error). */
  managerSaveFailed: '오류가 발생했습니다: ',
  hotelTypeInvalid: '숙소 유형을 선택해주세요.',
  hotelStarRange: '성급은 1에서 5 사이로 입력해주세요.',
  hotelStarNotAllowed: '성급은 호텔과 관광호텔만 입력할 수 있습니다.',
  hotelTimeInvalid: '체크인·체크아웃 시간은 HH:MM 형식으로 입력해주세요.',
  hotelCoordinatesRequired: '주소 검색으로 좌표를 먼저 입력해주세요.',
  hotelFieldTooLong: '숙소 이름, 주소 또는 소개가 너무 깁니다.',
  hotelServiceInvalid: '선택할 수 없는 서비스입니다.',
  hotelPhotosTooMany: '사진은 숙소당 5장(대표 1장, 추가 4장)까지 올릴 수 있습니다.',
  hotelPhotoUnknown: '이 숙소의 사진이 아닙니다.',
  hotelPhotoRequired: '사진을 1장 이상 선택해주세요.',
  hotelCreated: '숙소가 등록되었습니다. 관리자 승인 후 검색에 노출됩니다.',
  hotelUpdated: '숙소 정보가 저장되었습니다.',
  hotelDeleted: '숙소가 삭제되었습니다.',
  hotelHasUpcomingStays:
    '예정된 예약(예약 완료·결제 대기)이 남아 있어 숙소를 삭제할 수 없습니다. 예약을 모두 처리한 뒤 다시 시도해주세요.',
  confirmHotelDelete: '숙소를 삭제하시겠습니까? 삭제한 숙소는 검색과 목록에서 사라집니다.',
  roomNameRequired: '객실 이름을 입력해주세요.',
  roomPriceInvalid: '객실 요금은 0원 이상의 정수로 입력해주세요.',
  roomCountInvalid: '객실 수는 1개에서 999개까지 입력할 수 있습니다.',
  roomPeopleInvalid: '객실 인원은 1명에서 20명까지 입력할 수 있습니다.',
  roomUnknown: '이 숙소의 객실이 아닙니다.',
  roomPhotoAfterSave: '새 객실의 사진은 숙소를 저장한 뒤 올려주세요.',
  /** Followed by the first night (YYYY-MM-DD) that has more sold or held than the new count. */
  roomCountBelowSold: '이미 판매되었거나 결제 대기 중인 객실 수보다 적게 줄일 수 없습니다. 첫 해당 날짜: ',
} as const;
