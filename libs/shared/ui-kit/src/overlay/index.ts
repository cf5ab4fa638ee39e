export { overlayEntryOnTop, overlayHistoryIdle, overlayScreen, onOverlayScreenChange, setOverlayScreen } from './overlay-stack';
export { useOverlayHistory } from './use-overlay-history';
