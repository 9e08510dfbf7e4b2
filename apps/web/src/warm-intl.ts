// Run by a signed-in screen's page (build/route-html.ts) as soon as it arrives, while the app's
// scripts are still downloading. The first number or date format a page makes sets up the
// browser's Intl data, 40 to 120 ms of main-thread work as measured in Chromium here, and it
// came in the middle of the screen's first render, every number of which is formatted
// (docs/benchmarks.md). Made now, in the wait for the network, the app's own formats
// (src/i18n/format.ts) are then a fraction of a millisecond each.
//
// No imports: anything imported would tie this to the app's chunks and wait for them. The
// forms are src/i18n/format.ts's; a different locale later still finds the data set up.
new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 }).format(0);
new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' }).format(0);

export {};
