// The editor's zoom range (a module of its own: the stage and the phone's zoom-to-text both use it).
export const ZOOM_MIN = 0.1;
export const ZOOM_MAX = 4;
export const clampZoom = (z: number) => Math.min(ZOOM_MAX, Math.max(ZOOM_MIN, z));
