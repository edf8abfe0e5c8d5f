// The signed-in area's lazy chunk: its frame and pages (they pull in the remote loaders).
export { SignedInArea } from './components/SignedInArea';
