/** The records the API answers with (SPEC.md §3); ids are opaque strings under `_id`. */

export interface Destination {
  _id: string;
  destinationName: string;
  description: string;
  /** Price in whole US dollars. */
  cost: number;
  /** Address of the destination's picture. */
  img: string;
  /** Mean of the ratings of reviews about this destination (one decimal), null without reviews. */
  averageRating: number | null;
  reviewCount: number;
}

export interface Photo {
  _id: string;
  image: string;
  /** The destination's name. */
  place: string;
  /** The uploader's display name. */
  uploadedBy: string;
}

export interface Review {
  _id: string;
  name: string;
  comment: string;
  /** Stars, 0 to 5. */
  rating: number;
  /** The destination the review is about, if any. */
  destinationId: string | null;
  destinationName: string | null;
  /** The reviewer has a paid booking of that destination. */
  bookedWithUs: boolean;
  createdAt: string;
}

export interface Notification {
  _id: string;
  subject: string;
  body: string;
  senderEmail: string;
  unread: boolean;
  createdAt: string;
}

export interface InsertedAnswer {
  insertedId: string;
}

/** Every refused call answers with this body and a 4xx status. */
export interface ApiError {
  message: string;
  errors?: { path: string; message: string }[];
}

export interface HealthAnswer {
  status: 'ok';
}
