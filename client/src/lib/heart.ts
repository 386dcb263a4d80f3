/** A lodging's heart as a page hands it to a feature (the wishlist feature makes it: use-wishlist-toggle). */
export interface Heart {
  toggle(hotel: { id: number; wishlisted: boolean }): Promise<void>;
  /** The spec's message after a refused change, else null. */
  message: string | null;
}
