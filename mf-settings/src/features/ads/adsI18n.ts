// The ad slot's own small i18next namespace: the dashboard loads ./AdSlot without the settings screen's
// texts (both languages of those were most of the slot's download).
import { registerNamespace } from '@planner/shared/i18n';

export const ADS_NS = 'ads';

registerNamespace(ADS_NS, {
  en: () => import(/* webpackChunkName: "texts-ads-en" */ '../../locales/en/ads.json'),
  fr: () => import(/* webpackChunkName: "texts-ads-fr" */ '../../locales/fr/ads.json'),
});
