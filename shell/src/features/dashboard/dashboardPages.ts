// The signed-in area's lazy chunk: its frame and pages (they pull in the remote loaders).
export { DashboardLayout } from './components/DashboardLayout';
export { DashboardHome } from './components/DashboardHome';
export { RemotePage } from './components/RemotePage';
