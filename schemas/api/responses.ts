import { balanceResponseSchema, loginResponseSchema, statusResponseSchema, vipLadderResponseSchema, vipResponseSchema } from './auth.ts';
import { hotGamesResponseSchema } from './game.ts';
import { favListResponseSchema, listResponseSchema, valueResponseSchema } from './home.ts';
import { protectionResponseSchema } from './protection.ts';
import { analyticsResponseSchema, partnersResponseSchema, seoResponseSchema } from './settings.ts';
import { startupResponseSchema } from './startup.ts';
import { depositLimitResponseSchema, marketingConsentResponseSchema, rgInformationResponseSchema } from './player-protection.ts';

/** The response schemas of the endpoint table (schemas/api/endpoints.ts), by id: one precompiled validator each. */
export const RESPONSE_SCHEMAS = {
  startupResponse: startupResponseSchema,
  hotGamesResponse: hotGamesResponseSchema,
  statusResponse: statusResponseSchema,
  loginResponse: loginResponseSchema,
  balanceResponse: balanceResponseSchema,
  vipResponse: vipResponseSchema,
  vipLadderResponse: vipLadderResponseSchema,
  favListResponse: favListResponseSchema,
  listResponse: listResponseSchema,
  valueResponse: valueResponseSchema,
  partnersResponse: partnersResponseSchema,
  analyticsResponse: analyticsResponseSchema,
  seoResponse: seoResponseSchema,
  depositLimitResponse: depositLimitResponseSchema,
  rgInformationResponse: rgInformationResponseSchema,
  protectionResponse: protectionResponseSchema,
  marketingConsentResponse: marketingConsentResponseSchema,
} as const;

export type ResponseId = keyof typeof RESPONSE_SCHEMAS;
