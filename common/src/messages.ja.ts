import { LIMITS } from './limits';
import type { MessageCatalogue, MoreMessageCatalogue } from './message-locales.catalogue';
import { CALENDAR_HORIZON_DAYS, CALENDAR_MAX_NIGHTS } from './price-calendar';

/**
 * Japanese for the spec §8 catalogue (`MESSAGES` in messages.ts is the source of truth). The manager console's
 * texts, English in the spec, stay English: consoles are not translated.
 */
export const MESSAGES_JA = {
  // Session
  sessionExpired: 'セッションの有効期限が切れました。もう一度ログインしてください。',
  loginFailed: 'ログインに失敗しました。',

  // Stay rules and the search bar
  destinationRequired: '目的地を入力してください。',
  datesRequired: 'チェックイン・チェックアウトの日付を選択してください。',
  roomsAtLeastOne: '客室数は1室以上にしてください。',
  personsAtLeastOne: '人数は1名以上にしてください。',
  regionTooLong: '検索語が長すぎます（最大50文字）。',
  datesInvalid: '正しい日付を選択してください。',
  checkoutAfterCheckin: 'チェックアウト日はチェックイン日より後にしてください。',
  pastCheckin: '過去の日付は選択できません。',
  stayTooLong: '宿泊期間は最大30泊まで選択できます。',
  searchRoomsRange: '客室数は1室から10室まで選択できます。',
  detailRoomsRange: '客室数は1室から5室まで選択できます。',
  personsRange: '人数は1名から20名まで選択できます。',

  // Day use (대실)
  dayUseClosed: 'この日はデイユースを受け付けていません。',
  dayUseDurationNotOffered: '選択した利用時間は、この客室のデイユースプランにありません。',
  dayUseOffGrid: 'デイユースは毎時0分または30分に開始します。',
  dayUseOutsideHours: 'デイユースの営業時間内に開始・終了する時間を選択してください。',
  dayUsePast: '過去の時間は選択できません。',
  dayUseSoldOut: '選択した時間にデイユースできる客室がありません。',
  dayUseCouponNotApplicable: 'このクーポンはデイユースには使えません。',
  dayUseReviewBeforeEnd: 'デイユースのご利用が終わってからレビューを書けます。',
  dayUseDateInvalid: 'デイユースの日付をYYYY-MM-DD形式で入力してください。',
  dayUseRoomCountInvalid: `客室数は${LIMITS.roomsMin}室から${LIMITS.roomsMax}室まで選択できます。`,

  // Generic
  badRequest: '不正なリクエストです。',
  booleanFieldInvalid: (name: string) => `${name}の値はtrueまたはfalseにしてください。`,
  malformedJson: 'リクエスト本文が正しいJSON形式ではありません。',
  notFound: 'リクエストされたリソースが見つかりません。',
  pathNotFound: '存在しないパスです。',
  internal: 'サーバーエラーが発生しました。しばらくしてからもう一度お試しください。',
  unauthenticated: 'ログインが必要です。',
  forbidden: 'アクセス権限がありません。',
  tooManyRequests: 'リクエストが多すぎます。しばらくしてからもう一度お試しください。',
  serviceUnavailable: '一時的にサービスをご利用いただけません。しばらくしてからもう一度お試しください。',
  controlCharacters: '入力値に使用できない制御文字が含まれています。',
  graphqlDocumentTooLarge: 'GraphQLリクエストが長すぎます（トークン1,000個まで）。クエリを分けて送信してください。',
  persistedQueryHashMismatch:
    'persistedQueryのsha256Hashが送信したクエリのハッシュと一致しません。クエリのSHA-256を送信してください。',

  // Login (member) and manager login
  recaptchaRequired: 'reCAPTCHA認証を完了してください。',
  managerLoginFailed: 'Login failed. Please check your email and password.',
  invalidRefreshToken: 'セッションの有効期限が切れました。もう一度ログインしてください。',
  logoutDone: 'ログアウトしました。',
  loginFieldsRequired: 'メールアドレスとパスワードを入力してください。',
  managerPending: '管理者の承認待ちのアカウントです。',
  tooManyLoginAttempts: 'ログインの試行回数が多すぎます。しばらくしてからもう一度お試しください。',

  // Manager sign-up, reset and login form checks (English in the spec; the console is not translated)
  managerEmailInvalid: 'Please enter a valid email address.',
  managerPasswordRule: 'Password must be at least 8 characters and include letters, numbers and special characters.',
  managerNameRule: 'Name must be at least two characters of Korean or English letters only.',
  managerPasswordMismatch: 'Passwords do not match.',
  managerVerifyFirst: 'Complete email verification first.',
  managerEmailInUse: 'This email is already in use.',
  managerEmailAvailable: 'This email is available.',
  managerEmailCheckFailed: 'Email duplicate check failed.',
  managerCodeSent: 'Code sent. Enter it within 3 minutes.',
  managerCodeSendFailed: 'Failed to send code. Please try again.',
  managerCodeMismatch: 'Code does not match.',
  managerCodeVerified: 'Verification complete.',
  managerCodeCheckFailed: 'Code check failed.',
  managerApplicationFailed: 'Manager application failed.',
  managerApplicationRequestFailed: 'Manager application request failed: ',
  codeVerificationFailed: '認証コードの確認に失敗しました。',

  // Search bar and search page
  searchFailed: '検索中にエラーが発生しました',
  searchMapFailed: '地図を読み込めませんでした。一覧から宿泊施設をお選びください。',
  wishlistAddFailed: 'お気に入りへの追加に失敗しました。',
  wishlistRemoveFailed: 'お気に入りの解除に失敗しました。',

  // E-mail verification and sign-up
  invalidEmail: '正しいメールアドレスを入力してください。',
  emailInUse: 'すでに使用されているメールアドレスです。',
  emailAvailable: '使用できるメールアドレスです。',
  codeSent: '認証コードをメールで送信しました。',
  codeSentNotice: '認証コードを送信しました。3分以内に入力してください。',
  codeSendFailed: '認証コードの送信に失敗しました。もう一度お試しください。',
  mailUnavailable:
    'メールサーバーに接続できず、認証コードを送信できませんでした。しばらくしてからもう一度お試しください。',
  codeMismatch: '認証コードが一致しません。',
  codeExpired: '認証コードの有効期限が切れました。認証コードを再度リクエストしてください。',
  codeTooManyAttempts: '認証コードの入力回数の上限を超えました。認証コードを再度リクエストしてください。',
  codeResendTooSoon: '認証コードのリクエストが多すぎます。しばらくしてからもう一度お試しください。',
  codeDailyLimit: '本日はこのアドレスにこれ以上認証コードを送信できません。明日もう一度お試しください。',
  codeVerified: 'メール認証が完了しました。',
  emailVerificationRequired: '先にメール認証を完了してください。',
  invalidName: 'お名前はハングルまたは英字で2文字以上にしてください。',
  invalidPassword: 'パスワードは8文字以上で、英字・数字・記号（@$!%*#?&）を含めてください。',
  registerFailed: '会員登録のリクエストに失敗しました。',
  registerNoTokens: '会員登録に失敗しました。',
  emailCheckFailed: 'メールアドレスの重複確認に失敗しました。',
  codeCheckFailed: '認証コードの確認に失敗しました。',
  passwordMismatch: 'パスワードが一致しません。',
  codeSixDigits: '6桁の認証コードを入力してください。',
  companyNameRequired: '会社名を入力してください。',
  businessNumberInvalid: '事業者登録番号を正しく入力してください。',
  managerApplied: '管理者登録の申請を受け付けました。管理者の承認後にご利用いただけます。',
  managerApproved: '管理者アカウントが承認されました。',
  userDeleted: '会員を削除しました。',
  notPendingManager: '承認待ちの管理者申請ではありません。',
  cannotDeleteAdmin: '管理者アカウントは削除できません。',
  userNotFound: '会員が見つかりません。',

  // Password reset and change
  resetCodeVerified: 'メール認証が完了しました。パスワードを再設定できます。',
  passwordChanged: 'パスワードを変更しました。',
  invalidResetToken: 'パスワード再設定の有効時間が過ぎました。最初からやり直してください。',
  currentPasswordWrong: '現在のパスワードが一致しません。',
  passwordChangeFailed: 'パスワードの変更に失敗しました。',
  samePassword: '新しいパスワードが現在のパスワードと同じです。',
  noPasswordSet: 'ソーシャルログインのアカウントはパスワードを変更できません。',

  // Member data
  phoneRequired: '携帯電話番号を入力してください。',
  phoneInvalid: '携帯電話番号の形式が正しくありません。',
  phoneSaved: '携帯電話番号を保存しました。',
  couponNotFound: 'クーポンが見つかりません。',
  couponDeleted: 'クーポンを削除しました。',
  couponDeleteFailed: 'クーポンの削除中にエラーが発生しました。',
  signupCouponName: '新規会員10%割引クーポン',
  inquiriesLoadFailed: 'お問い合わせ履歴を読み込めませんでした。',
  reservationsLoadFailed: '予約履歴を読み込めませんでした。',
  reviewsLoadFailed: 'レビュー履歴を読み込めませんでした。',
  couponsLoadFailed: 'クーポン一覧を読み込めませんでした。',
  reservationCancelFailed: '予約のキャンセルに失敗しました。',
  reservationDeleteFailed: '予約履歴の削除に失敗しました。',
  phoneSaveFailed: '携帯電話番号の保存に失敗しました。',
  wishlistLoadFailed: 'お気に入りを読み込めませんでした。',
  confirmReservationDelete: 'キャンセルした予約の履歴を削除しますか？',
  confirmCouponDelete: 'クーポンを削除しますか？',

  // Reviews and photo uploads
  reviewScoreRequired: '評価（星）を選択してください。',
  reviewContentRequired: 'レビューの内容を入力してください。',
  reviewContentTooLong: 'レビューは1,000文字以内で入力してください。',
  reviewBeforeCheckout: 'レビューはチェックアウトの翌日から書けます。',
  reviewNotAllowed: 'ご利用が終わった予約のみレビューを書けます。',
  reviewAlreadyWritten: 'すでにレビューを書いた予約です。',
  reviewCreated: 'レビューを投稿しました。',
  reviewFailed: 'レビューの投稿に失敗しました。',
  imageTypeInvalid: '画像はjpg、jpeg、png、gifファイルのみアップロードできます。',
  imageTooLarge: '画像は10MB以下のみアップロードできます。',

  // Captcha and social login
  captchaUnavailable: 'reCAPTCHAの確認中にエラーが発生しました。しばらくしてからもう一度お試しください。',
  socialLoginFailed: 'ログインに失敗しました',
  socialInvalidAccess: '不正なアクセスです',
  socialEmailUnverified: 'メールアドレスが確認済みのソーシャルアカウントのみログインできます。',
  socialLoginUnavailable: 'ソーシャルログインは利用できません。',
  socialReturnNotAllowed: 'ログイン後の戻り先アドレスが許可されていません。',

  // Mail subjects
  mailSignupSubject: '[쉼, 한국] 会員登録の認証コード',
  mailResetSubject: '[쉼, 한국] パスワード再設定の認証コード',
  mailChangeSubject: '[쉼, 한국] パスワード変更の認証コード',

  // Search and lodging detail
  noSearchResults: '申し訳ありません。検索条件に合う結果が見つかりませんでした。',
  invalidHotel: '宿泊施設の情報が正しくありません。',
  hotelGone: '営業を終了した宿泊施設です。',
  invalidRoom: '客室の情報が正しくありません。',
  hotelLoadFailed: '宿泊施設の情報を読み込む際にエラーが発生しました。',
  roomUnavailable: 'この客室は予約できません。',
  roomCapacityExceeded: '選択した客室の定員を超えています。',
  roomSoldOut: '選択した日付の客室は満室です。',
  roomClosed: '選択した日付には販売していない客室です。',
  roomBedTypeInvalid:
    'ベッドタイプはシングル、ダブル、クイーン、キング、ツイン、オンドル、ファミリーから選択してください。',
  roomSizeInvalid: '客室の広さは1㎡から1,000㎡までの整数で入力してください。',
  roomAmenityInvalid: '客室設備は文字列のリストで送信してください。',
  roomAmenityTooLong: '客室設備は1つにつき20文字まで入力できます。',
  roomAmenitiesTooMany: '客室設備は20個まで入力できます。',
  roomDescriptionTooLong: '客室の説明は1,000文字まで入力できます。',
  invalidCursor: 'ページカーソルが正しくありません。',
  reviewSortInvalid:
    'レビューの並び順はRECENT（新しい順）、SCORE_HIGH（評価の高い順）、SCORE_LOW（評価の低い順）のいずれかにしてください。',
  reviewPageInvalid: 'レビューは一度に1件から100件まで表示できます。pageは0以上の整数にしてください。',
  reviewPageWithCursor: 'pageとcursorは同時に送信できません。',
  searchPageInvalid: 'pageは0以上の整数、sizeは1から100までの整数にしてください。',
  searchPageTooDeep:
    'ページでは検索結果の1,000件目まで表示できます。すべての一覧はpageを指定せずにリクエストしてください。',
  searchDistanceNeedsPoint: '近い順は、駅や観光名所を選んで検索したときのみ使えます。',
  searchPlaceUnknown: 'お探しの場所がわかりません。検索語を選び直してください。',
  searchBoundsInvalid:
    '地図の範囲が正しくありません。南・西・北・東の境界を緯度-90〜90、経度-180〜180の範囲で、南 ≤ 北、西 ≤ 東となるように送信してください。',
  searchZoomInvalid: '地図のズームレベル（zoom）は0から20までの整数にしてください。',
  searchSortInvalid: '並び順はRECOMMENDED、PRICE_ASC、RATING_DESC、DISTANCEのいずれかにしてください。',
  imageNotFound: '画像が見つかりません。',
  landmarkNotFound: '観光名所が見つかりません。',
  landmarksMissing: 'ランドマークのデータがありません。データファイルのパスや列名を確認してください。',
  landmarksNoMatch: '条件に合うランドマークがありません。',
  heritageNotFound: '文化遺産の情報が見つかりません。',
  reviewAuthorGone: '退会した会員',

  // Checkout, payment and reservations
  invalidBooking: '予約情報が無効です。もう一度選択してください。',
  termsRequired: '決済規約に同意してください。',
  consentsInvalid: '同意項目（consents）は項目名のリストにしてください。',
  guestPhoneRequired: '非会員で予約する場合は携帯電話番号を入力してください。',
  guestNameTooLong: '予約者名は50文字以内で入力してください。',
  couponUnavailable: '使用できないクーポンです。',
  couponExpired: '有効期限が切れたクーポンです。',
  couponLoginRequired: 'クーポンはログインした会員のみ使用できます。',
  paymentAmountMismatch: '決済金額が予約金額と一致しません。',
  paymentMethodUnsupported: '対応していない決済方法です。',
  holdExpired: 'お支払いの有効時間が過ぎました。もう一度予約してください。',
  reservationNotPayable: 'お支払いできない予約です。',
  paymentGatewayTimeout: '決済承認の応答が遅れています。しばらくしてからもう一度お試しください。',
  paymentGatewayError: '決済サービスに接続できません。しばらくしてからもう一度お試しください。',
  paymentFailed: '決済に失敗しました。',
  paymentInProgress: '前回の決済承認を確認しています。しばらくしてからもう一度お試しください。',
  paymentVoided: '決済がキャンセルされた注文です。もう一度予約してください。',
  paymentAttemptNotFound: '精算する決済記録が見つかりません。',
  checkDateInvalid: '確認する日付をYYYY-MM-DD形式で入力してください。',
  bookingCheckFieldsRequired: '予約番号と電話番号を両方入力してください。',
  reservationNotFound: '予約情報が見つかりません。',
  guestProofLocked: '予約の確認に何度も失敗しました。1時間後にもう一度お試しください。',
  guestHoldTooLarge: '非会員の予約は客室数×泊数が30以下の場合のみ可能です。ログインしてから予約してください。',
  tooManyHolds: '決済待ちの予約が多すぎます。進行中の決済を完了するか、10分後にもう一度お試しください。',
  apiKeyTooManyHolds: (limit: number) =>
    `このAPIキーの決済待ち予約が上限（${limit}件）に達しました。進行中の決済を完了するか、未決済の予約の10分間の保留が終わってからもう一度お試しください。`,
  reservationLookupFailed: '予約の照会に失敗しました。',
  reservationCanceled: '予約をキャンセルしました。',
  reservationNotCancelable: 'キャンセルできない予約です。',
  refundChanged: '返金額が変わりました。新しい返金額を確認して、もう一度キャンセルしてください。',
  cancelQuoteFailed: '返金額を読み込めませんでした。しばらくしてからもう一度お試しください。',
  reservationDeleted: '予約履歴を削除しました。',
  reservationNotDeletable: 'キャンセル済み、またはレビューを書いた予約のみ削除できます。',
  guestCancelFailed: '予約のキャンセルに失敗しました。',
  guestDeleteFailed: 'キャンセル履歴の削除に失敗しました。',
  paymentInfoMissing: '予約情報を読み込めませんでした。予約履歴のページをご確認ください。',

  // Inquiries (English in the spec; translated for guests)
  inquiryFieldsRequired: '必須項目をすべて入力してください。',
  inquiryEmailRequired: '回答を受け取るメールアドレスを入力してください。',
  inquiryEmailInvalid: '正しいメールアドレスを入力してください。',
  inquiryTooLong: 'タイトル、お名前、または内容が長すぎます。',
  inquiryAnswerRequired: '回答を入力してください。',
  inquiryAnswerFailed: '回答の登録に失敗しました。',
  inquiryAnswerTooLong: '回答が長すぎます。',
  inquiryAlreadyAnswered: 'このお問い合わせにはすでに回答済みです。',
  inquiryAnswerSaved: '回答を保存しました。',
  inquiryAnswerSavedMailQueued:
    '回答を保存しました。回答メールは送信待ちに登録されました。送信結果は通知の送信状況で確認できます。',
  inquiryCreateFailed: 'お問い合わせの登録に失敗しました。',
  inquiryLoadFailed: 'お問い合わせを読み込めませんでした。',
  inquiryListLoadFailed: 'お問い合わせ一覧を読み込めませんでした。',
  inquiryNotFound: 'お問い合わせが見つかりません。',
  inquirySecretForbidden: '非公開のお問い合わせは投稿者と管理者のみ閲覧できます。',
  inquiryWaitingAnswer: '管理者からの回答をお待ちください。',
  mailInquiryAnswerSubject: '[쉼, 한국] お問い合わせへの回答が登録されました',

  pageInPreparation: '準備中です。',
} satisfies MessageCatalogue;

/** Japanese for the guest's words outside `MESSAGES` (message-locales.ts `MORE_MESSAGES`). */
export const MORE_MESSAGES_JA = {
  // The phrase a social-only account types stays Korean: the server compares it as written.
  withdrawalPhrase: '회원 탈퇴',
  withdrawn: '退会が完了しました。これまでご利用いただきありがとうございました。',
  withdrawalPasswordRequired: 'パスワードを入力してください。',
  withdrawalPhraseWrong: '確認用の文言「회원 탈퇴」を正確に入力してください。',
  withdrawalUpcomingStays:
    'ご利用予定の予約があるため退会できません。宿泊を終えるか予約をキャンセルしてから、もう一度お試しください。',
  withdrawalByApiKey: 'APIキーでは退会できません。',
  couponCodeRequired: 'クーポンコードを入力してください。',
  couponCodeUnknown: '存在しないクーポンコードです。コードをもう一度ご確認ください。',
  couponCodeAlreadyTaken: 'すでに受け取ったクーポンです。',
  couponCodeExpired: '有効期限が切れたクーポンです。',
  couponCodeRegistered: 'クーポンを登録しました。',
  couponCodeInvalid: 'クーポンコードは英大文字と数字の4〜20文字です。',
  couponCodeTaken: 'すでに使用されているクーポンコードです。',
  minStay: (nights: number) => `${nights}泊以上から予約できます。`,
  dayUseTooSoon: (minutes: number) => `デイユースは今から${spokenMinutes(minutes)}後から開始できます。`,
  priceCalendarRangeRequired: '表示する期間（from、to）をYYYY-MM-DD形式で入力してください。',
  priceCalendarToAfterFrom: '終了日（to）は開始日（from）より後にしてください。',
  priceCalendarTooLong: `料金カレンダーは一度に最大${CALENDAR_MAX_NIGHTS}泊まで表示できます。`,
  priceCalendarOutsideHorizon: `料金カレンダーは今日から${CALENDAR_HORIZON_DAYS}日以内のみ表示できます。`,
  apiKeyScopeMissing: 'このAPIキーには、この操作の権限（scope）がありません。',
  apiKeyOperationNotAllowed: 'このAPIキーでは許可されていない操作です。',
  apiKeyCostExceeded: 'APIキーの1分あたりのGraphQLコストを超えました。しばらくしてからもう一度お試しください。',
  returnUrlInvalid: '決済後の戻り先アドレス（successUrl、failUrl）は、http(s)で始まる完全なアドレスにしてください。',
  returnUrlNotAllowed: '決済後の戻り先アドレスが、このAPIキーに登録されたサイト（origin）ではありません。',
  returnUrlNotThisSite: '決済後の戻り先アドレスは、このサイトのアドレスにしてください。',
  returnUrlsTogether: 'successUrlとfailUrlは一緒に送信してください。',
} satisfies MoreMessageCatalogue;

/** `90` as `1時間30分`, `60` as `1時間`, `30` as `30分`. */
function spokenMinutes(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return `${hours > 0 ? `${hours}時間` : ''}${rest > 0 || hours === 0 ? `${rest}分` : ''}`;
}
