/**
 * The manager and admin consoles' words for reservations and reviews (spec §8, REST-NOTES), apart from the
 * shared catalogue (messages.ts) so the main page's bundle does not carry them: only the console pages
 * and the server import this file.
 */
export const CONSOLE_MESSAGES = {
  managerReservationsLoadFailed: '예약 정보를 가져올 수 없습니다.',
  managerCancelFailed: '예약 취소 중 오류가 발생했습니다.',
  managerCancelReason: '숙소 사정에 의한 예약 취소',
  reservationStatusFilterInvalid: '예약 상태 필터가 올바르지 않습니다.',
  exportPeriodInvalid: '조회 기간을 올바르게 선택해주세요. (최대 2년)',
  exportFailed: '엑셀 파일을 내려받지 못했습니다.',
  exportAlreadyRunning: '이미 엑셀 파일을 만들고 있습니다. 내려받기가 끝난 뒤 다시 시도해주세요.',
  exportsBusy: '지금 엑셀 내려받기 요청이 많습니다. 잠시 후 다시 시도해주세요.',
  managerReviewsLoadFailed: '리뷰 목록을 불러오는 데 실패했습니다.',
  reviewNotFound: '리뷰를 찾을 수 없습니다.',
  replyRequired: '답글 내용을 입력해주세요.',
  replyTooLong: '답글은 1,000자 이하로 입력해주세요.',
  replySaved: '답글이 등록되었습니다.',
  replyFailed: '답글 등록에 실패했습니다.',
  deletionReasonRequired: '삭제 요청 사유를 입력해주세요.',
  deletionReasonTooLong: '삭제 요청 사유는 500자 이하로 입력해주세요.',
  deletionRequested: '삭제 요청이 성공적으로 접수되었습니다.',
  deletionRequestExists: '이미 처리 중인 삭제 요청이 존재합니다.',
  deletionRequestWasRejected: '관리자가 반려한 삭제 요청은 다시 할 수 없습니다.',
  deletionRequestFailed: '요청 처리 중 오류가 발생했습니다.',
  deletionRequestsLoadFailed: '삭제 요청 목록을 불러오는 데 실패했습니다.',
  deletionRequestNotFound: '삭제 요청을 찾을 수 없습니다.',
  deletionRequestDecided: '이미 처리된 삭제 요청입니다.',
  confirmReviewDeletion: '이 리뷰를 삭제하시겠습니까? 삭제한 리뷰는 되돌릴 수 없습니다.',
  deletionApproved: '리뷰가 삭제되었습니다.',
  deletionApproveFailed: '리뷰 삭제 승인에 실패했습니다.',
  deletionRejected: '삭제 요청이 반려되었습니다.',
  deletionRejectFailed: '삭제 요청 반려에 실패했습니다.',
  rejectionReasonRequired: '반려 사유를 입력해주세요.',
  rejectionReasonTooLong: '반려 사유는 500자 이하로 입력해주세요.',
} as const;
