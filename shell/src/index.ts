// The shell's entry: global design tokens, then an async boundary so Module Federation can negotiate
// the shared singletons (react, the bus, ...) before any of them is evaluated.
import '@planner/shared/ui/tokens.css';

void import('./bootstrap');
