// The profile remote's standalone dev page entry: an async boundary, then the dev harness around the same Root.
void import('./standaloneBootstrap');
