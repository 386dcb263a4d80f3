import { LODGING_LIMITS } from '@shim/common/manager-lodging';
import { IMAGE_UPLOAD_ACCEPT } from '@shim/common/reviews';
import { useId } from 'react';
import { nextKey, photoProblem, type PhotoItem } from './hotel-form';

const small = 'rounded border border-stone-300 px-2 py-0.5 text-xs hover:bg-stone-50';

/** The lodging's photos with previews: the first is the main photo (대표), up to four more (spec §9). */
export function PhotoPicker({
  photos,
  onChange,
  onProblem,
}: {
  photos: PhotoItem[];
  onChange(photos: PhotoItem[]): void;
  onProblem(message: string | null): void;
}) {
  const inputId = useId();

  function pick(input: HTMLInputElement) {
    const next = [...photos];
    for (const file of Array.from(input.files ?? [])) {
      const problem = photoProblem(file, next.length);
      if (problem) {
        onProblem(problem);
        break;
      }
      next.push({ key: nextKey(), kind: 'new', file, url: URL.createObjectURL(file) });
    }
    input.value = '';
    onChange(next);
  }

  const makeMain = (index: number) => onChange([photos[index]!, ...photos.filter((_, i) => i !== index)]);
  const remove = (index: number) => onChange(photos.filter((_, i) => i !== index));

  return (
    <fieldset className="rounded-xl border border-stone-200 bg-white p-4">
      <legend className="px-1 text-sm font-semibold text-stone-800">사진 (대표 1장, 추가 4장까지)</legend>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-5">
        {photos.map((photo, index) => (
          <li key={photo.key} className="space-y-1">
            <img
              src={photo.url}
              alt={index === 0 ? '대표 사진' : `추가 사진 ${index}`}
              className="aspect-[4/3] w-full rounded-lg object-cover"
            />
            <p className="text-xs font-medium text-stone-700">{index === 0 ? '대표' : '추가'}</p>
            <div className="flex gap-1">
              {index > 0 && (
                <button type="button" className={small} onClick={() => makeMain(index)}>
                  대표로
                </button>
              )}
              <button
                type="button"
                className={small}
                onClick={() => remove(index)}
                aria-label={`사진 ${index + 1} 빼기`}
              >
                빼기
              </button>
            </div>
          </li>
        ))}
      </ul>
      {photos.length < LODGING_LIMITS.hotelPhotosMax && (
        <div className="mt-3">
          <label htmlFor={inputId} className="text-sm font-medium text-stone-700">
            사진 추가
          </label>
          <input
            id={inputId}
            type="file"
            multiple
            accept={IMAGE_UPLOAD_ACCEPT}
            onChange={(event) => pick(event.currentTarget)}
            className="mt-1 block text-sm"
          />
          <p className="mt-1 text-xs text-stone-500">jpg, jpeg, png, gif · 장당 10MB 이하</p>
        </div>
      )}
    </fieldset>
  );
}
