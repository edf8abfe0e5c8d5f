// Which ad provider this deployment uses: PLANNER_ADS_PROVIDER at build time; empty (the default) means 'none'.

export const HOUSE_PROVIDER = 'none';

/** Providers this build knows how to show. 'none' shows a house message and loads nothing from outside. */
export const KNOWN_PROVIDERS: readonly string[] = [HOUSE_PROVIDER];

export function configuredAdsProvider(): string {
  let raw: string | undefined;
  try {
    // Written in by the webpack DefinePlugin (mf-settings/webpack.config.cjs); absent in tests.
    raw = process.env.PLANNER_ADS_PROVIDER;
  } catch {
    raw = undefined;
  }
  const name = (raw ?? '').trim().toLowerCase();
  return name === '' ? HOUSE_PROVIDER : name;
}
