export { useBack } from './use-back';
