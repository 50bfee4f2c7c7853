import type { Rule } from '../types.ts';
import { rule as parseError } from './parse-error/index.ts';
import { rule as needsMigration } from './needs-migration/index.ts';
import { rule as schema } from './schema/index.ts';
import { rule as unknownWidget } from './unknown-widget/index.ts';
import { rule as pageNotARoute } from './page-not-a-route/index.ts';
import { rule as outletCount } from './outlet-count/index.ts';
import { rule as templateLayout } from './template-layout/index.ts';
import { rule as colourSchemes } from './colour-schemes/index.ts';
import { rule as unknownBreakpoint } from './unknown-breakpoint/index.ts';
import { rule as duplicateNodeId } from './duplicate-node-id/index.ts';
import { rule as extendsRule } from './extends/index.ts';
import { rule as unknownRouteRule } from './unknown-route-rule/index.ts';
import { rule as missingMessage } from './missing-message/index.ts';
import { rule as brandMessage } from './brand-message/index.ts';
import { rule as brandMessageLanguage } from './brand-message-language/index.ts';
import { rule as missingAsset } from './missing-asset/index.ts';
import { rule as redundantOverride } from './redundant-override/index.ts';
import { rule as duplicateKey } from './duplicate-key/index.ts';
import { rule as maxDepth } from './max-depth/index.ts';
import { rule as pageBudget } from './page-budget/index.ts';
import { rule as propLength } from './prop-length/index.ts';
import { rule as templateKey } from './template-key/index.ts';
import { rule as routeTarget } from './route-target/index.ts';
import { rule as duplicateRoute } from './duplicate-route/index.ts';
import { rule as unknownFlag } from './unknown-flag/index.ts';
import { rule as colourToken } from './colour-token/index.ts';
import { rule as designToken } from './design-token/index.ts';
import { rule as colourContrast } from './colour-contrast/index.ts';
import { rule as unusedSuppression } from './unused-suppression/index.ts';
import { rule as suppressedError } from './suppressed-error/index.ts';
import { rule as unknownPatchTarget } from './unknown-patch-target/index.ts';
import { rule as pageOverrideAsPatch } from './page-override-as-patch/index.ts';
import { rule as templateRoute } from './template-route/index.ts';
import { rule as structurePatch } from './structure-patch/index.ts';
import { rule as unknownJurisdiction } from './unknown-jurisdiction/index.ts';
import { rule as licenceData } from './licence-data/index.ts';
import { rule as sealOrigin } from './seal-origin/index.ts';
import { rule as minimumAge } from './minimum-age/index.ts';
import { rule as realityCheckInterval } from './reality-check-interval/index.ts';
import { rule as complianceBlock } from './compliance-block/index.ts';
import { rule as jurisdictionPack } from './jurisdiction-pack/index.ts';
import { rule as windowNeverOpens } from './window-never-opens/index.ts';
import { rule as windowPast } from './window-past/index.ts';
import { rule as unknownTargetingValue } from './unknown-targeting-value/index.ts';
import { rule as experiment } from './experiment/index.ts';
import { rule as contradictoryWhen } from './contradictory-when/index.ts';
import { rule as vipRange } from './vip-range/index.ts';

/** Every rule, in the order their problems are worth reading. */
export const rules: readonly Rule[] = [
  parseError,
  duplicateKey,
  maxDepth,
  pageBudget,
  propLength,
  needsMigration,
  schema,
  unknownWidget,
  pageNotARoute,
  outletCount,
  templateLayout,
  templateKey,
  routeTarget,
  duplicateRoute,
  templateRoute,
  colourSchemes,
  colourToken,
  designToken,
  unknownBreakpoint,
  unknownTargetingValue,
  windowNeverOpens,
  windowPast,
  experiment,
  contradictoryWhen,
  vipRange,
  duplicateNodeId,
  extendsRule,
  unknownRouteRule,
  unknownFlag,
  missingMessage,
  brandMessage,
  brandMessageLanguage,
  missingAsset,
  redundantOverride,
  colourContrast,
  unknownPatchTarget,
  structurePatch,
  pageOverrideAsPatch,
  unknownJurisdiction,
  licenceData,
  sealOrigin,
  minimumAge,
  realityCheckInterval,
  complianceBlock,
  jurisdictionPack,
  suppressedError,
  unusedSuppression,
];
