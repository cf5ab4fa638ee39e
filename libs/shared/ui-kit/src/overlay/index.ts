export { leavingPage, onOverlayScreenChange, overlayEntryOnTop, overlayScreen, setOverlayScreen } from './overlay-screen';
export { overlayHistoryIdle } from './overlay-stack';
export { useOverlayHistory } from './use-overlay-history';
