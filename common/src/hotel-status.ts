/** A lodging's approval status as REST and the consoles show it (REST-NOTES: 대기 / 승인; 거절 once rejected; 삭제 once its manager removed it). */
export const HOTEL_STATUS_LABELS = { PENDING: '대기', APPROVED: '승인', REJECTED: '거절', DELETED: '삭제' } as const;
