export { leavingPage, onOverlayScreenChange, overlayEntryOnTop, overlayScreen, setOverlayScreen } from './overlay-screen';
export { useOverlayHistory } from './use-overlay-history';
