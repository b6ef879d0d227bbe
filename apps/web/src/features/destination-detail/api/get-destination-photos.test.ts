import { type Photo } from '@tgde/contracts';
import { describe, expect, it } from 'vitest';
import { isNotFound } from './get-destination';
import {
  destinationPhotosQueryOptions,
  flattenDestinationPhotos,
  nextDestinationPhotoOffset,
  photoPosition,
} from './get-destination-photos';
import { ApiError } from '../../../lib/api';

const photo = (id: string): Photo => ({
  _id: id,
  image: `/media/${id}.webp`,
  place: 'Hamburg',
  uploadedBy: 'Ada',
});
const page = (from: number, count: number) => Array.from({ length: count }, (_, i) => photo(`p${from + i}`));

describe('nextDestinationPhotoOffset', () => {
  it('asks for more after a full page, counting what was fetched', () => {
    const first = page(0, 3);
    expect(nextDestinationPhotoOffset(first, [first], 3)).toBe(3);
    const second = page(3, 3);
    expect(nextDestinationPhotoOffset(second, [first, second], 3)).toBe(6);
  });

  it('stops after a short or empty page', () => {
    const first = page(0, 3);
    const last = page(3, 2);
    expect(nextDestinationPhotoOffset(last, [first, last], 3)).toBeUndefined();
    expect(nextDestinationPhotoOffset([], [[]], 3)).toBeUndefined();
  });
});

describe('flattenDestinationPhotos', () => {
  it('keeps the order and drops a photo repeated across pages', () => {
    const photos = flattenDestinationPhotos([page(0, 3), [photo('p2'), ...page(3, 2)]]);
    expect(photos.map((p) => p._id)).toEqual(['p0', 'p1', 'p2', 'p3', 'p4']);
  });
});

describe('photoPosition', () => {
  it('says where the lightbox is, and that more may follow', () => {
    expect(photoPosition(0, 7, false)).toBe('Photo 1 of 7');
    expect(photoPosition(23, 24, true)).toBe('Photo 24 of 24+');
  });
});

describe('destinationPhotosQueryOptions', () => {
  it("lives under ['destinationPhoto', name], which adding a photo refreshes", () => {
    expect(destinationPhotosQueryOptions('Hamburg').queryKey).toEqual(['destinationPhoto', 'Hamburg']);
  });
});

describe('isNotFound', () => {
  it('tells an unknown destination from a failure worth retrying', () => {
    expect(isNotFound(new ApiError(404, { message: 'Destination not found.' }, 'x'))).toBe(true);
    expect(isNotFound(new ApiError(500, null, 'x'))).toBe(false);
    expect(isNotFound(new Error('boom'))).toBe(false);
  });
});
