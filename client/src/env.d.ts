interface ImportMetaEnv {
  /** Map tiles for the hotel detail (Leaflet URL template); OpenStreetMap's when unset. */
  readonly VITE_MAP_TILE_URL?: string;
}
