// The frame's styles, in the entry's stylesheet although the frame's components come with the signed-in
// start's chunk (signedInStart.tsx): index.html draws the frame's snapshot from the last visit at the first
// paint, before any script has run (frameSnapshot.ts), with these classes, and a chunk's stylesheet would
// come only with its chunk. The same modules as the components' imports, so their class names match.
import '@planner/shared/mf/remoteFrame.module.css';
import './components/DashboardHome.module.css';
import './components/DashboardLayout.module.css';
import './components/FrameSkeleton.module.css';
